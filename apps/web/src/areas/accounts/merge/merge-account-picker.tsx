// Choosing the other account of a merge with the shared account picker (a combobox: type part of an
// e-mail or name, arrows, Enter): found once typing pauses (at least 2 characters), the account being
// merged left out. Changing the text again clears the choice.
import type { AccountDetail, AccountRow } from '@eco/contract';
import { AccountPicker } from '../../../lib/pickers/account-picker';
import { findMergeCandidates } from './account-merge-queries';

/** An account as the merge's search finds it. */
export type MergeCandidate = Pick<AccountRow, 'admId' | 'email' | 'firstName' | 'lastName' | 'status'>;

/** Finds the other account by e-mail or name (at least 2 characters) and lets one be chosen. */
export function OtherAccountPicker({
  current,
  onChoose,
}: {
  current: AccountDetail;
  onChoose: (p: MergeCandidate | null) => void;
}) {
  return (
    <AccountPicker<MergeCandidate>
      label="The other account (e-mail or name)"
      search={async (text, signal) =>
        (await findMergeCandidates(text, signal)).filter((r) => r.admId !== current.admId)
      }
      onChange={onChoose}
      placeholder="At least 2 characters"
      minLength={2}
      inDialog
      autoFocus
      help="Type part of the other account’s e-mail or name."
    />
  );
}
