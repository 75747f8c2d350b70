// An account's status as a tag: active, blocked, deleted or merged.
import type { AccountRecordStatus } from '@eco/contract';
import { StatusTag, type Tone } from '../../../lib/status-tag';

export const statusLabels: Record<AccountRecordStatus, string> = {
  active: 'Active',
  blocked: 'Blocked',
  deleted: 'Deleted',
  merged: 'Merged',
};

const tones: Record<AccountRecordStatus, Tone> = {
  active: 'success',
  blocked: 'danger',
  deleted: 'neutral',
  merged: 'info',
};

export function AccountStatusTag({ status }: { status: AccountRecordStatus }) {
  return <StatusTag tone={tones[status]}>{statusLabels[status]}</StatusTag>;
}
