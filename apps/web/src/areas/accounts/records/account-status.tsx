// An account's status as a tag: active, blocked, deleted or merged.
import { type AccountRecordStatus, accountStatusLabels } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

const tones: Record<AccountRecordStatus, Tone> = {
  active: 'success',
  blocked: 'danger',
  deleted: 'neutral',
  merged: 'info',
};

export function AccountStatusTag({ status }: { status: AccountRecordStatus }) {
  return <StatusTag tone={tones[status]}>{accountStatusLabels[status]}</StatusTag>;
}
