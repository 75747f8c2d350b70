// What the delete confirmation says of the account's records: the server's count per kind of record it
// owns (the same holdings the account page and the merge show), and what a deletion does with them.
import type { AccountHolding } from '@eco/contract';
import { formatCount } from '../../../lib/format';

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** "3 class registrations, 2 passcodes", the kinds it has any of; null when it owns nothing. */
export function ownedList(holdings: readonly AccountHolding[]): string | null {
  const held = holdings.filter((h) => h.count > 0).map((h) => `${formatCount(h.count)} ${lower(h.label)}`);
  return held.length > 0 ? held.join(', ') : null;
}

/** The sentences under the question: what it owns and what becomes of it, or that this could not be read. */
export function deleteSummary(holdings: readonly AccountHolding[] | null): string {
  const signedOut = 'The person is signed out at once and their pending e-mailed links stop working.';
  if (holdings === null) return `What the account owns could not be read. ${signedOut}`;
  const owned = ownedList(holdings);
  if (owned === null) return `The account owns no records. ${signedOut}`;
  // A deleted account's row stays, so everything it owns stays with it, as it is (block.ts, deleteAccount).
  return `It owns ${owned}. They stay with the deleted account as they are: to move them to another account, merge the accounts instead. ${signedOut}`;
}
