// An invoice's state as a tag; an Open invoice past its due date also says Overdue.
import type { InvoiceState } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

const tones: Record<InvoiceState, Tone> = { Draft: 'neutral', Open: 'info', Paid: 'success' };

const todayIso = () => new Date().toISOString().slice(0, 10);

export function InvoiceStateTag({ state, dueDate }: { state: InvoiceState; dueDate: string | null }) {
  const overdue = state === 'Open' && dueDate !== null && dueDate < todayIso();
  return (
    <span className="tag-row">
      <StatusTag tone={tones[state]}>{state}</StatusTag>
      {overdue && <StatusTag tone="danger">Overdue</StatusTag>}
    </span>
  );
}
