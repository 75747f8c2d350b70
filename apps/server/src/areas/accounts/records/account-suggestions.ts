// The accounts a picker offers as staff type: a class registration's learner, a new trainer. One search
// for every picker, with the Accounts search's meaning: the start of an e-mail, of a full name (so of a
// first name too) or of a last name, any case. Each key is read as a range of its own index (the
// account_search_* indexes, live accounts, "C" collation), the first `limit` of each, then the first
// `limit` of those in e-mail order: a few index pages whatever the number of accounts, where a
// "contains" would read them all.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { likeStart } from '../../../kits/search/text-match.js';
import { accountMaySignIn, liveAccount } from '../account-sql.js';
import { searchKeys } from './account-search.js';

export interface AccountSearch {
  /** What was typed; empty offers the first accounts by each key. */
  text: string;
  /** At most this many, in e-mail order. */
  limit: number;
  /** Only accounts that may sign in (not blocked), not every live one. */
  maySignIn?: boolean;
  /** A query of one column of admIds to leave out (a trainer picker: those already trainers). */
  leaveOut?: SQL;
}

export interface FoundAccount {
  admId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Live accounts whose e-mail, full name or last name starts with the text, in e-mail order. */
export function searchAccounts(db: Db, search: AccountSearch): Promise<FoundAccount[]> {
  const start = likeStart(search.text.trim());
  const state = search.maySignIn ? accountMaySignIn() : liveAccount();
  const kept = search.leaveOut
    ? sql` and not exists (select 1 from (${search.leaveOut}) as left_out (adm_id)
                           where left_out.adm_id = account.adm_id)`
    : sql``;
  const range = (key: SQL) => sql`
    (select adm_id, email, first_name, last_name, ${searchKeys.email} as sort_key
     from account
     where ${state}${kept} and ${key} like ${start}
     order by ${key} limit ${search.limit})`;
  return queryRows<FoundAccount>(
    db,
    sql`select adm_id as "admId", email, first_name as "firstName", last_name as "lastName"
        from (${range(searchKeys.email)} union ${range(searchKeys.fullName)} union ${range(searchKeys.lastName)}) found
        order by sort_key, adm_id
        limit ${search.limit}`,
  );
}
