// How a passcode's redemption is put into words (the list's revoke question and the edit screen).
import type { PasscodeRow } from '@eco/contract';
import { formatDate } from '../../lib/dates';

export function redeemedDetail(row: PasscodeRow): string {
  const who = row.ownerName ?? row.ownerEmail ?? row.studentEmail;
  return `redeemed${who ? ` by ${who}` : ''}${row.redeemedAt ? ` on ${formatDate(row.redeemedAt)}` : ''}${
    row.redeemedByResultId ? ` (assessment result ${row.redeemedByResultId})` : ''
  }`;
}
