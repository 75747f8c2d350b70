// The self-paced filter, shared by the list, its total and the CSV. It is resolved once per request
// (the e-mail filter becomes a list of account ids) and then written as SQL whose values are bound
// either as placeholders, for the list's prepared statements, or as plain parameters.
import type { SelfPacedFilters } from '@eco/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, userOnlineClasses as uoc } from '../../../db/schema/index.js';
import { likeContains } from '../../../kits/search/text-match.js';
import { findContaining, type TrigramSource } from '../../../kits/search/trigrams.js';
import { FieldErrors } from '../../../platform/field-errors.js';

/** Learners' addresses through the trigram index on lower(email), sampled page by page. */
const accountEmails: TrigramSource = { table: accounts, text: sql`lower(${accounts.email})`, sampling: 'system' };

/** The values a filter binds, by name. */
export interface SelfPacedParams {
  learners?: string;
  pattern?: string;
  startDate?: string;
  endDate?: string;
  onlineCourseId?: number;
}

export interface ResolvedFilter {
  filters: SelfPacedFilters;
  /** How the e-mail filter is applied: a list of account ids, the pattern itself, or not at all. */
  learners: 'ids' | 'pattern' | undefined;
  /** True when the e-mail filter matches no account, so nothing can match. */
  empty: boolean;
  params: SelfPacedParams;
}

/** Binds a named value: as a placeholder of a prepared statement, or as a plain parameter. */
export type Bind = (name: keyof SelfPacedParams) => SQL | Placeholder;
export const placeholders: Bind = (name) => sql.placeholder(name);
export const valuesOf =
  (params: SelfPacedParams): Bind =>
  (name) =>
    sql`${params[name]}`;

/** Refuses a window that ends before it starts (400 on endDate). */
export function checkSelfPacedFilters(f: SelfPacedFilters) {
  if (f.startDate && f.endDate && f.startDate > f.endDate) {
    new FieldErrors().add('endDate', 'The end date is before the start date.').throwIfAny();
  }
}

/**
 * Checks the filter and looks the e-mail up once through the trigram index on lower(email); the page,
 * the total and the CSV then use the matching account ids, which the adm_id index serves.
 */
export async function resolveSelfPacedFilter(db: Db, f: SelfPacedFilters): Promise<ResolvedFilter> {
  checkSelfPacedFilters(f);
  const params: SelfPacedParams = {};
  if (f.startDate) params.startDate = f.startDate;
  if (f.endDate) params.endDate = f.endDate;
  if (f.onlineCourseId !== undefined) params.onlineCourseId = f.onlineCourseId;
  if (!f.userEmail) return { filters: f, learners: undefined, empty: false, params };
  const pattern = likeContains(f.userEmail);
  const matches = await findContaining(db, accountEmails, f.userEmail, (where, limit) =>
    db.select({ admId: accounts.admId }).from(accounts).where(where).limit(limit),
  );
  // Common trigrams only (e.g. "learner"), or too many matches: a list of accounts would not pay off.
  if (matches === undefined) return { filters: f, learners: 'pattern', empty: false, params: { ...params, pattern } };
  const learners = `{${matches.map((m) => m.admId).join(',')}}`;
  return { filters: f, learners: 'ids', empty: matches.length === 0, params: { ...params, learners } };
}

/**
 * The filter as SQL. The revoked filter is a literal, so the partial index on revoked rows can serve it
 * (and prepared statements differ by it); the date window is on the start date, whose index also gives
 * the list its order.
 */
export function selfPacedWhere(r: ResolvedFilter, bind: Bind): SQL | undefined {
  const f = r.filters;
  const terms: (SQL | undefined)[] = [];
  if (r.learners === 'ids') terms.push(sql`${uoc.admId} = any(${bind('learners')}::uuid[])`);
  if (r.learners === 'pattern') {
    terms.push(sql`${uoc.admId} in (select a.adm_id from account a where lower(a.email) like ${bind('pattern')})`);
  }
  if (f.startDate) terms.push(sql`${uoc.startDate} >= ${bind('startDate')}::date`);
  if (f.endDate) terms.push(sql`${uoc.startDate} <= ${bind('endDate')}::date`);
  if (f.onlineCourseId !== undefined) terms.push(sql`${uoc.onlineCourseId} = ${bind('onlineCourseId')}`);
  if (f.isRevoked !== undefined) terms.push(f.isRevoked ? sql`${uoc.isRevoked}` : sql`not ${uoc.isRevoked}`);
  return and(...terms);
}

/** What makes two filters need different SQL (not their values): names the list's prepared statements. */
export function shapeOf(r: ResolvedFilter) {
  const f = r.filters;
  const flag = (on: unknown, letter: string) => (on ? letter : '-');
  const revoked = f.isRevoked === undefined ? '-' : f.isRevoked ? 'r' : 'a';
  return `${r.learners?.[0] ?? '-'}${flag(f.startDate, 's')}${flag(f.endDate, 'e')}${flag(f.onlineCourseId !== undefined, 'c')}${revoked}`;
}
