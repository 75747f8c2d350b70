// A question's state as a tag (Current, Draft, Staged · Publish, Archived), in the list and the editor.
import type { QuestionRow } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

const stateTones: Record<QuestionRow['state'], Tone> = {
  Current: 'success',
  Draft: 'neutral',
  Staged: 'warning',
  Archived: 'danger',
};

export function QuestionStateTag({ row }: { row: Pick<QuestionRow, 'state' | 'stagedIntent' | 'reviewStatus'> }) {
  const staged = row.state === 'Staged' && row.stagedIntent ? ` · ${row.stagedIntent}` : '';
  return (
    <StatusTag tone={stateTones[row.state]}>
      {row.state}
      {staged}
    </StatusTag>
  );
}
