// The Accounts search's indexes (areas/accounts/records/account-search.ts): one per key support staff type the
// start of, each in the "C" collation so LIKE 'text%' is an index range on any database, each followed
// by lower(e-mail) so a key typed whole is walked in e-mail order, and each carrying the columns its
// statement reads so that reading many entries (a partial key) needs no row. Live accounts only.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

interface Columns {
  id: AnyPgColumn;
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  deletedAt: AnyPgColumn;
  mergedIntoAdmId: AnyPgColumn;
}

const c = (expression: SQL) => sql`(${expression} collate "C")`;

export const accountSearchIndexes = (t: Columns) => {
  const live = sql`${t.deletedAt} is null and ${t.mergedIntoAdmId} is null`;
  const email = c(sql`lower(${t.email})`);
  return [
    index('account_search_email').on(email, t.id, t.email).where(live),
    index('account_search_name')
      .on(c(sql`lower(${t.firstName} || ' ' || ${t.lastName})`), email, t.id, t.firstName, t.lastName, t.email)
      .where(live),
    index('account_search_last_name')
      .on(c(sql`lower(${t.lastName})`), email, t.id, t.lastName, t.email)
      .where(live),
    index('account_search_domain')
      .on(c(sql`split_part(lower(${t.email}), '@', 2)`), email, t.id, t.email)
      .where(live),
  ];
};
