// What a query may say about one account row, written once: whether the account is live, whether it may
// sign in, and the person's display name. Other areas join the account table for a name or a live
// state; they take these fragments from accounts/public.ts instead of spelling the columns again.
//
// Two states, on purpose, each with one meaning:
// - live: not deleted and not merged away. The account is still the person's record: their e-mail is
//   taken, their registrations, codes and history stay theirs, and staff may still register them in a
//   class. Blocking does not change that: it is undone by unblocking, and the person is the same.
//   The search indexes and the e-mail's unique index hold live accounts, so a query over them says this.
// - may sign in: live and not blocked. The person can act in the console or teach: the last-holder rule
//   counts only holders who could use the right, and a trainer is made only of someone who may sign in.
import { type SQL, sql } from 'drizzle-orm';
import { fullNameText } from '../../kits/lists/row-values.js';

/** A name the query gave the account table (`a` in `join account a`); the table's own name by default. */
export type AccountRow = string;

const NAME = /^[a-z_][a-z0-9_]*$/;

/** A column of the row, qualified so a query joining several tables reads the right one. */
function column(row: AccountRow, name: string): SQL {
  if (!NAME.test(row)) throw new Error(`not a table alias: ${row}`);
  return sql.raw(`${row}.${name}`);
}

/** Not deleted and not merged away: the person's record (blocked accounts included). */
export const liveAccount = (row: AccountRow = 'account'): SQL =>
  sql`(${column(row, 'deleted_at')} is null and ${column(row, 'merged_into_adm_id')} is null)`;

/** Live and not blocked: someone who may sign in and act. */
export const accountMaySignIn = (row: AccountRow = 'account'): SQL =>
  sql`(${liveAccount(row)} and not ${column(row, 'is_blocked')})`;

/** "First Last" of the person (trimmed), or null when the row is absent (a left join that found none). */
export const displayName = (row: AccountRow = 'account'): SQL<string | null> =>
  fullNameText(column(row, 'first_name'), column(row, 'last_name'));
