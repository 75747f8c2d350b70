// The Accounts search as support staff type it: the start of an e-mail ("kofi.mensah", "kofi.m"), a
// domain ("@acme.com", "acme.com"), a full name ("Kofi Mensah") or a last name ("Mensah"). Each is
// the start of a key that one btree index holds (migration: account_search_*), so a page costs a walk
// of 50 index entries rather than a trigram "contains" over a million accounts (17 to 58 ms of database
// CPU a page, measured on the million-account bench). "Contains" stays as the fallback when nothing
// starts with the text (account-list.ts).
//
// A first name alone is not a key: "valen" would read every Valentina (25,000 on the bench) to sort
// them by e-mail, and e-mails mostly start with the first name anyway; "Valentina Larsen" is a key.
//
// The page is in e-mail order, as the unsearched list is. A key typed whole (a last name, a full name, a
// domain) is walked in e-mail order directly, since its index continues with lower(e-mail); the keys
// that merely start with the text ("Mensahn" for "Mensah", every last name for "Men") are read whole
// from the index (index-only: the index carries the columns) and sorted. Those are read in a
// materialized part of the statement on purpose: left to itself, the planner walks the e-mail index and
// filters each row, expecting the matches spread through it, and a first name ("valentina") is not
// spread, it starts e-mails: 910,000 rows read for one page (1 s) on the bench.
//
// Keys compare in the "C" collation: LIKE 'text%' then becomes an index range whatever the database's
// collation, and the order is the same on every database.
import type { AccountRecordStatus } from '@eco/contract';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { literalInt } from '../../../db/prepared.js';
import { accounts } from '../../../db/schema/index.js';
import { EXACT_COUNT_CAP, estimateRows, type RowCount } from '../../../kits/lists/counting.js';
import { likeStart } from '../../../kits/search/text-match.js';
import { liveAccount } from '../account-sql.js';

/** The four keys, as their indexes hold them (account-suggestions.ts reads three of them too). */
export const searchKeys = {
  email: sql`(lower(${accounts.email}) collate "C")`,
  fullName: sql`(lower(${accounts.firstName} || ' ' || ${accounts.lastName}) collate "C")`,
  lastName: sql`(lower(${accounts.lastName}) collate "C")`,
  domain: sql`(split_part(lower(${accounts.email}), '@', 2) collate "C")`,
};

/** What the prefix search looks for: the typed text lowercased, and as a domain when it can be one. */
export interface PrefixTerms {
  text: string;
  /** The domain typed ("acme.com" of "@acme.com" or "acme.com"), when the text can be one. */
  domain?: string;
}

const DOMAIN = /^@?[a-z0-9-]+(\.[a-z0-9-]*)*$/;

/** The terms of a search, or undefined when the prefix search does not apply (status deleted or merged). */
export function prefixTerms(search: string, status: AccountRecordStatus | undefined): PrefixTerms | undefined {
  // The search indexes hold live accounts only (deleted and merged ones are few and searched by contains).
  if (status === 'deleted' || status === 'merged') return undefined;
  const text = search.trim().toLowerCase();
  if (!text) return undefined;
  const domain = DOMAIN.test(text) && (text.startsWith('@') || text.includes('.')) ? text.replace(/^@/, '') : undefined;
  return { text, domain: domain || undefined };
}

/** Live accounts and the list's other filters, in every branch. */
export interface SearchFilters {
  status: AccountRecordStatus | undefined;
  partnerId?: number;
  countryCode?: string;
}

/**
 * A value of the search in its statement, by name: the value itself (valuesOf), or a placeholder of a
 * statement prepared by its shape (prefixShape), whose values prefixValues gives.
 */
export type SearchBind = (name: string) => SQL | Placeholder;

export const valuesOf =
  (values: Record<string, unknown>): SearchBind =>
  (name) =>
    sql`${values[name]}`;

function filtersSql(f: SearchFilters, bind: SearchBind): SQL {
  const parts: SQL[] = [liveAccount()];
  if (f.status === 'active') parts.push(sql`not ${accounts.isBlocked}`);
  if (f.status === 'blocked') parts.push(sql`${accounts.isBlocked}`);
  if (f.partnerId !== undefined) parts.push(sql`${accounts.partnerId} = ${bind('partnerId')}`);
  if (f.countryCode !== undefined) parts.push(sql`${accounts.countryCode} = ${bind('countryCode')}`);
  return sql.join(parts, sql` and `);
}

type KeyName = keyof typeof searchKeys;

/** Each key with the value it must start with: the e-mail always, the others when the text can be one. */
function startsWith(terms: PrefixTerms): { name: KeyName; key: SQL; value: string; whole: boolean }[] {
  const { text, domain } = terms;
  const byName = !text.includes('@');
  const start = (name: KeyName, value: string, whole: boolean) => ({ name, key: searchKeys[name], value, whole });
  return [
    // An e-mail is never typed "whole" from a key's start on: the e-mail index is in e-mail order already.
    start('email', text, false),
    ...(byName && text.includes(' ') ? [start('fullName', text, true)] : []),
    ...(byName && !text.includes(' ') ? [start('lastName', text, true)] : []),
    ...(domain ? [start('domain', domain, true)] : []),
  ];
}

/** What makes two searches' statements differ, but for their values: the keys, the status, the filters set. */
export function prefixShape(terms: PrefixTerms, f: SearchFilters): string {
  const keys = startsWith(terms).map((s) => s.name);
  return `${keys.join('+')} ${f.status ?? '-'} ${f.partnerId === undefined ? '-' : 'p'}${f.countryCode === undefined ? '-' : 'c'}`;
}

/** The values the search binds by name: each key's value (v0...) and its LIKE pattern (p0...), the filters. */
export function prefixValues(terms: PrefixTerms, f: SearchFilters): Record<string, unknown> {
  const values: Record<string, unknown> = { partnerId: f.partnerId, countryCode: f.countryCode };
  startsWith(terms).forEach((s, i) => {
    values[`v${i}`] = s.value;
    values[`p${i}`] = likeStart(s.value);
  });
  return values;
}

/** Every account of the search, for counting and the planner's estimate. */
export function prefixWhere(terms: PrefixTerms, f: SearchFilters, bind = valuesOf(prefixValues(terms, f))): SQL {
  const any = sql.join(
    startsWith(terms).map((s, i) => sql`${s.key} like ${bind(`p${i}`)}`),
    sql` or `,
  );
  return sql`${filtersSql(f, bind)} and (${any})`;
}

/**
 * The statement's branches, each giving (id, e-mail key) in e-mail order, at most `n` rows: a whole key
 * walked in order, and the keys longer than it (or all of a partial one) read, materialized and sorted.
 */
function branches(terms: PrefixTerms, f: SearchFilters, n: SQL, descending: boolean, bind: SearchBind) {
  const where = filtersSql(f, bind);
  const dir = descending ? sql`desc` : sql`asc`;
  const ctes: SQL[] = [];
  const parts: SQL[] = [];
  startsWith(terms).forEach((s, i) => {
    const pattern = bind(`p${i}`);
    const value = bind(`v${i}`);
    if (s.key === searchKeys.email) {
      parts.push(sql`(select ${accounts.id} as id, ${searchKeys.email} as k from ${accounts}
        where ${where} and ${searchKeys.email} like ${pattern} order by 2 ${dir}, 1 ${dir} limit ${n})`);
      return;
    }
    if (s.whole) {
      parts.push(sql`(select ${accounts.id} as id, ${searchKeys.email} as k from ${accounts}
        where ${where} and ${s.key} = ${value} order by 2 ${dir}, 1 ${dir} limit ${n})`);
    }
    const name = sql.raw(`longer_${i}`);
    const longer = s.whole ? sql` and ${s.key} > ${value}` : sql``;
    ctes.push(sql`${name} as materialized (select ${accounts.id} as id, ${searchKeys.email} as k from ${accounts}
      where ${where} and ${s.key} like ${pattern}${longer})`);
    parts.push(sql`(select id, k from ${name} order by 2 ${dir}, 1 ${dir} limit ${n})`);
  });
  return { ctes, union: sql.join(parts, sql` union all `) };
}

export interface PrefixPage {
  pageSize: number;
  offset: number;
  descending: boolean;
}

/**
 * The ids of the page and their e-mail keys, as a subquery named `hit` (hit.id, hit.k) to join the
 * account rows to, in the page's order: `order by hit.k, hit.id` in the same direction.
 */
export function prefixSearchPage(
  terms: PrefixTerms,
  f: SearchFilters,
  page: PrefixPage,
  bind = valuesOf(prefixValues(terms, f)),
): SQL {
  // The page's bounds are literals: they shape the plan (db/prepared.ts).
  const { ctes, union } = branches(terms, f, literalInt(page.offset + page.pageSize), page.descending, bind);
  const dir = page.descending ? sql`desc` : sql`asc`;
  const withClause = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  return sql`(${withClause}select distinct id, k from (${union}) hits
    order by k ${dir}, id ${dir} offset ${literalInt(page.offset)} limit ${literalInt(page.pageSize)}) hit`;
}

/**
 * The search's matches counted up to cap + 1 (each key's matches read up to that many from its index),
 * as one value: a column of the page's own statement, or a statement of its own (prefixSearchCount).
 */
export function prefixSearchMatches(
  terms: PrefixTerms,
  f: SearchFilters,
  bind = valuesOf(prefixValues(terms, f)),
): SQL {
  const where = filtersSql(f, bind);
  const limit = literalInt(EXACT_COUNT_CAP + 1);
  const parts = startsWith(terms).map(
    (s, i) =>
      sql`(select ${accounts.id} as id from ${accounts} where ${where} and ${s.key} like ${bind(`p${i}`)} limit ${limit})`,
  );
  return sql`(select count(*)::int from (${sql.join(parts, sql` union `)}) ids)`;
}

/**
 * The count: exact up to the cap, else the planner's estimate of the whole search. `matched` is what
 * prefixSearchMatches gave (riding along with the page); null counts the matches here.
 */
export async function prefixSearchCount(
  db: Db,
  terms: PrefixTerms,
  f: SearchFilters,
  matched: number | null = null,
): Promise<RowCount> {
  let n = matched;
  if (n === null) {
    const [row] = await queryRows<{ n: number }>(db, sql`select ${prefixSearchMatches(terms, f)} as n`);
    n = row?.n ?? 0;
  }
  if (n <= EXACT_COUNT_CAP) return { totalRowCount: n, totalRowCountIsEstimate: false };
  const estimate = await estimateRows(db, accounts, prefixWhere(terms, f));
  return { totalRowCount: Math.max(EXACT_COUNT_CAP + 1, estimate), totalRowCountIsEstimate: true };
}

/**
 * The live accounts whose e-mail, full name, last name or domain starts with the text, as one condition
 * over the account row (each key an index range of its account_search_* index), for another area's list
 * (Users); undefined when the text is blank.
 */
export function accountKeysStartWith(search: string): SQL | undefined {
  const terms = prefixTerms(search, undefined);
  return terms ? prefixWhere(terms, { status: undefined }) : undefined;
}

/**
 * A page of the live accounts the text starts a key of, in e-mail order, as prefixSearchPage gives it (the
 * subquery `hit`: hit.id, hit.k), with their count; undefined when the text is blank. Another area's list
 * of people (Users) pages a broad search in e-mail order through it, as the Accounts list does.
 */
export function accountSearchByEmail(search: string, page: PrefixPage) {
  const terms = prefixTerms(search, undefined);
  if (!terms) return undefined;
  const filters = { status: undefined };
  return {
    hit: prefixSearchPage(terms, filters, page),
    count: (db: Db) => prefixSearchCount(db, terms, filters),
  };
}
