// The Accounts list: search over e-mail and "first last" name, filters, sort and a page, in one SQL
// statement over the account table (and its partner's name), written with the lists kit's page
// (kits/lists/list-page.ts): rows shaped in SQL as the contract's rows, the count riding along, and
// the unsearched list prepared by its shape. The count is exact up to a thousand and estimated above,
// as the code lists do: nobody pages through a million accounts.
//
// Benchmark: this is THE accounts search query (bench/accounts search, p95 under 50 ms at 1,000,000
// accounts). With a search and the default order it runs, on PostgreSQL, as:
//
//   select a.adm_id, a.email, a.first_name, a.last_name, a.country_code, a.partner_id, p.name,
//          a.email_verified, <status>, a.created_at, a.last_sign_in_at
//   from account a left join partner p on p.id = a.partner_id
//   where a.deleted_at is null and a.merged_into_adm_id is null
//     and (lower(a.email) like $1 or lower(a.first_name || ' ' || a.last_name) like $1)
//   order by lower(a.email) asc, a.id asc
//   limit 50 offset 0
//
// ($1 is '%fragment%'), served by the trigram indexes account_email_trgm and account_name_trgm (as bitmap
// scans, forced when the planner expects at most 40,000 matches: see listAccounts), or by walking the
// partial unique index on lower(email) when the fragment is common. See listSql below.
import type { AccountRecordStatus, AccountRow, accountListQuery } from '@eco/contract';
import { and, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { accountFullName } from '../../../db/schema/account-profile.js';
import { accounts, partners } from '../../../db/schema/index.js';
import { EXACT_COUNT_CAP, estimateRows, settleCounted } from '../../../kits/lists/counting.js';
import { type ListPage, matchesUpTo, readShapedPage } from '../../../kits/lists/list-page.js';
import { offsetOf } from '../../../kits/lists/paging.js';
import { orderOf } from '../../../kits/lists/sorting.js';
import { likeContains } from '../../../kits/search/text-match.js';
import { countryName } from '../../../platform/iso.js';
import { accountMaySignIn, liveAccount } from '../account-sql.js';
import {
  type PrefixTerms,
  prefixSearchCount,
  prefixSearchMatches,
  prefixSearchPage,
  prefixShape,
  prefixTerms,
  prefixValues,
  prefixWhere,
  type SearchFilters,
} from './account-search.js';

export type AccountListQuery = z.output<typeof accountListQuery>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Most final first: a merged account may also be deleted or blocked, and is shown as merged. */
export const accountStatusSql = sql<AccountRecordStatus>`case
  when ${accounts.mergedIntoAdmId} is not null then 'merged'
  when ${accounts.deletedAt} is not null then 'deleted'
  when ${accounts.isBlocked} then 'blocked'
  else 'active' end`;

export const accountRowColumns = {
  admId: accounts.admId,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  countryCode: accounts.countryCode,
  partnerId: accounts.partnerId,
  partnerName: partners.name,
  emailVerified: accounts.emailVerified,
  status: accountStatusSql,
  createdAt: accounts.createdAt,
  lastSignInAt: accounts.lastSignInAt,
};

const sortColumns = {
  // lower(email) is what the (partial) unique index holds: the default order walks it.
  email: sql`lower(${accounts.email})`,
  lastName: sql`lower(${accounts.lastName})`,
  firstName: sql`lower(${accounts.firstName})`,
  createdAt: accounts.createdAt,
  lastSignInAt: sql`${accounts.lastSignInAt}`,
};

const live = liveAccount();

function statusWhere(status: AccountRecordStatus | undefined): SQL | undefined {
  switch (status) {
    case undefined:
      return live;
    case 'active':
      return accountMaySignIn();
    case 'blocked':
      return and(live, eq(accounts.isBlocked, true));
    case 'deleted':
      return and(isNotNull(accounts.deletedAt), isNull(accounts.mergedIntoAdmId));
    case 'merged':
      return isNotNull(accounts.mergedIntoAdmId);
  }
}

/** Contains on the e-mail or on "first last"; a pasted admId finds its account too. */
function searchWhere(search: string, bind: Bind): SQL | undefined {
  return or(
    sql`lower(${accounts.email}) like ${bind('pattern')}`,
    sql`${accountFullName(accounts)} like ${bind('pattern')}`,
    UUID.test(search) ? sql`${accounts.admId} = ${bind('pastedId')}` : undefined,
  );
}

/** The Accounts search's fallback, "contains" on the e-mail or "first last" name, for another area's list (Users). */
export const accountTextContains = (search: string) =>
  searchWhere(search, (name) => (name === 'pattern' ? sql`${likeContains(search)}` : sql`${search.toLowerCase()}`));

type Filters = Omit<AccountListQuery, 'page' | 'pageSize'>;

/** The values of the filters other than status, by name. */
const filterValues = (q: Filters) => ({
  pattern: q.search ? likeContains(q.search) : undefined,
  pastedId: q.search?.toLowerCase(),
  admId: q.admId?.toLowerCase(),
  partnerId: q.partnerId,
  countryCode: q.countryCode,
});

/** A filter's value in the statement: itself, or a placeholder of a statement prepared by its shape. */
type Bind = (name: keyof ReturnType<typeof filterValues>) => SQL | Placeholder;

export function accountWhere(q: Filters, bind: Bind = (name) => sql`${filterValues(q)[name]}`): SQL | undefined {
  return and(
    statusWhere(q.status),
    q.search ? searchWhere(q.search, bind) : undefined,
    q.admId ? sql`${accounts.admId} = ${bind('admId')}` : undefined,
    q.partnerId ? sql`${accounts.partnerId} = ${bind('partnerId')}` : undefined,
    q.countryCode ? sql`${accounts.countryCode} = ${bind('countryCode')}` : undefined,
  );
}

type Raw = Omit<AccountRow, 'countryName' | 'createdAt' | 'lastSignInAt'> & {
  createdAt: Date;
  lastSignInAt: Date | null;
};

export const toAccountRow = (r: Raw): AccountRow => ({
  ...r,
  countryName: countryName(r.countryCode) ?? null,
  createdAt: r.createdAt.toISOString(),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

/**
 * The list's columns, named as the contract's row: the driver's rows are the response's rows. The country's
 * name comes from the server's ISO 3166 data (withCountryNames); the column keeps its place in the row.
 */
const listColumns = sql`${accounts.admId} as "admId", ${accounts.email} as email,
  ${accounts.firstName} as "firstName", ${accounts.lastName} as "lastName",
  ${accounts.countryCode} as "countryCode", null::text as "countryName",
  ${accounts.partnerId} as "partnerId", ${partners.name} as "partnerName",
  ${accounts.emailVerified} as "emailVerified", ${accountStatusSql} as status,
  ${isoInstant(accounts.createdAt)} as "createdAt", ${isoInstant(accounts.lastSignInAt)} as "lastSignInAt"`;

const withPartner = sql`left join ${partners} on ${partners.id} = ${accounts.partnerId}`;

function withCountryNames(rows: AccountRow[]): AccountRow[] {
  for (const row of rows) row.countryName = countryName(row.countryCode) ?? null;
  return rows;
}

/** The page's statement (see the comment at the top): the rows of one page in the list's order. */
const listPage = (q: AccountListQuery, where: SQL | undefined, matched: SQL): ListPage => ({
  columns: listColumns,
  from: sql`${accounts} ${withPartner}`,
  where,
  orderBy: orderOf(sortColumns, q.sortBy, q.sortDescending, accounts.id),
  limit: q.pageSize,
  offset: offsetOf(q),
  matched,
  // A search's best plan depends on its text (see TRIGRAM_READ_MAX); the other filters are equalities.
  prepared: !q.search,
});

/**
 * Up to this many matches (the planner's estimate), a search reads its matches through the trigram
 * indexes and sorts them. Left alone, the planner walks the e-mail index in order and filters each row,
 * expecting the matches spread through it; a fragment that starts e-mails ("kofi.") is not spread, and
 * that walk read 450,000 rows (3.1 s) for a page on the million-account bench, where the trigram indexes
 * find its 10,000 matches in 45 ms. Above it (a domain shared by 80,000), the walk finds a page sooner.
 * The planner guesses a trigram match at about 2% of the rows (20,000 of a million for "kofi.", 30,000 for
 * a last name, 60,000 for a domain), hence the bound between the last two.
 */
const TRIGRAM_READ_MAX = 40_000;

async function searchedThroughTrigrams(db: Db, q: AccountListQuery, where: SQL | undefined) {
  if (!q.search || q.search.length < 3) return false;
  return (await estimateRows(db, accounts, where)) <= TRIGRAM_READ_MAX;
}

/** Starts of keys first (account-search.ts); "contains" when nothing starts with the text. */
export async function listAccounts(db: Db, q: AccountListQuery) {
  const terms = q.search && !q.admId && !UUID.test(q.search) ? prefixTerms(q.search, q.status) : undefined;
  if (terms) {
    const found = await listByPrefix(db, q, terms);
    if (found.totalRowCount > 0) return found;
  }
  return listByContains(db, q);
}

/** The prefix search's page (account-search.ts) with the list's columns, in its order, its values bound by name. */
function prefixPage(q: AccountListQuery, terms: PrefixTerms, filters: SearchFilters): ListPage {
  const bind = (name: string) => sql.placeholder(name);
  const matched = prefixSearchMatches(terms, filters, bind);
  if (q.sortBy !== 'email') return listPage(q, prefixWhere(terms, filters, bind), matched);
  const hit = prefixSearchPage(
    terms,
    filters,
    { pageSize: q.pageSize, offset: offsetOf(q), descending: q.sortDescending },
    bind,
  );
  const dir = q.sortDescending ? sql`desc` : sql`asc`;
  return {
    columns: listColumns,
    from: sql`${hit} join ${accounts} on ${accounts.id} = hit.id ${withPartner}`,
    where: undefined,
    orderBy: [sql`hit.k ${dir}`, sql`hit.id ${dir}`],
    // The hits are the page already (prefixSearchPage skipped and limited them).
    limit: q.pageSize,
    offset: 0,
    matched,
    prepared: false,
  };
}

async function listByPrefix(db: Db, q: AccountListQuery, terms: PrefixTerms) {
  const filters = { status: q.status, partnerId: q.partnerId, countryCode: q.countryCode };
  const sort = `${q.sortBy} ${q.sortDescending ? 'd' : 'a'} ${q.pageSize} ${offsetOf(q)}`;
  // The hits apply the offset themselves (the page statement's own is 0): a deep page is not kept.
  const shape = offsetOf(q) < EXACT_COUNT_CAP ? `accounts search ${prefixShape(terms, filters)} ${sort}` : undefined;
  const { rows } = await readShapedPage<AccountRow & { matched: number }>(db, shape, prefixValues(terms, filters), () =>
    prefixPage(q, terms, filters),
  );
  // An empty page counts its matches on its own: a page past the end, or no match at all.
  const matched = rows[0]?.matched ?? (q.page === 1 ? 0 : null);
  const counted = await prefixSearchCount(db, terms, filters, matched);
  return { results: withCountryNames(rows), ...counted, page: q.page };
}

/**
 * The list as it opens, under its filters and searched by "contains": a statement per shape (whether
 * and how it is searched, which filters are set, the order, the page), written once, its values bound
 * by name; prepared too when there is no search (listPage).
 */
async function listByContains(db: Db, q: AccountListQuery) {
  const where = accountWhere(q);
  const set = (on: unknown, letter: string) => (on ? letter : '-');
  const search = q.search ? (UUID.test(q.search) ? 'su' : 's') : '-';
  const filters = `${search}${set(q.admId, 'a')}${set(q.partnerId, 'p')}${set(q.countryCode, 'c')}`;
  const shape = `accounts ${q.status ?? '-'} ${filters} ${q.sortBy} ${q.sortDescending ? 'd' : 'a'} ${q.pageSize} ${offsetOf(q)}`;
  const read = (d: Db) =>
    readShapedPage<AccountRow>(d, shape, filterValues(q), () => {
      const bound = accountWhere(q, (name) => sql.placeholder(name));
      return listPage(q, bound, matchesUpTo(accounts, bound, EXACT_COUNT_CAP + 1));
    });
  const { rows, matched } = (await searchedThroughTrigrams(db, q, where))
    ? await db.transaction(async (tx) => {
        // For this statement only: bitmap scans of the trigram indexes, never an index walk or a table scan.
        await tx.execute(
          sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
        );
        return read(tx as Db);
      })
    : await read(db);
  return { results: withCountryNames(rows), ...(await settleCounted(db, accounts, where, matched)), page: q.page };
}
