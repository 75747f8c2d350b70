// The self-paced filter, shared by the list, its total and the CSV. It is resolved once per request
// (the e-mail filter becomes a list of account ids) and then written as SQL whose values are bound
// either as placeholders, for the list's prepared statements, or as plain parameters.
import type { SelfPacedFilters } from '@eco/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { accounts, userOnlineClasses as uoc } from '../../db/schema/index.js';
import { probeFor } from '../../platform/codes.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { likeContains } from '../../platform/paging.js';

/** A learner e-mail filter matching more accounts than this stays a semi-join instead of a list. */
const EMAIL_MATCHES = 1_000;

/** A trigram in more than this share of addresses is common: an index lookup of it reads too much. */
const COMMON_SHARE = 0.05;
const SAMPLE_ROWS = 2_000;
const REFRESH_MS = 10 * 60_000;

const trigramsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .flatMap((word) => Array.from({ length: Math.max(0, word.length - 2) }, (_, i) => word.slice(i, i + 3)));

interface CommonTrigrams {
  at: number;
  set: ReadonlySet<string>;
  refreshing?: Promise<void> | undefined;
}
const sampled = new WeakMap<Db, CommonTrigrams>();

/**
 * The trigrams most account e-mails share ("lea", "arn" when every address is learnerN@...; "com"),
 * from a sample of about 2,000 addresses, refreshed every ten minutes, one refresh at a time.
 */
async function commonTrigrams(db: Db): Promise<ReadonlySet<string>> {
  const known = sampled.get(db);
  if (known && Date.now() - known.at < REFRESH_MS) return known.set;
  const entry: CommonTrigrams = known ?? { at: 0, set: new Set() };
  sampled.set(db, entry);
  entry.refreshing ??= queryRows<{ email: string }>(
    db,
    sql`select email from account tablesample system (
          least(100, ${SAMPLE_ROWS * 100} / greatest(1, (select reltuples from pg_class where oid = 'account'::regclass))))
        limit ${SAMPLE_ROWS * 2}`,
  )
    .then((rows) => {
      const counts = new Map<string, number>();
      for (const { email } of rows) for (const t of new Set(trigramsOf(email))) counts.set(t, (counts.get(t) ?? 0) + 1);
      entry.set = new Set([...counts].filter(([, n]) => n > rows.length * COMMON_SHARE).map(([t]) => t));
      entry.at = Date.now();
    })
    .catch(() => {})
    .finally(() => {
      entry.refreshing = undefined;
    });
  if (!known) await entry.refreshing;
  return entry.set;
}

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
  const probe = probeFor(f.userEmail, await commonTrigrams(db));
  // Only common trigrams (e.g. "learner"): it matches too much for a list of accounts to pay off.
  if (probe === undefined) return { filters: f, learners: 'pattern', empty: false, params: { ...params, pattern } };
  // The trigram index is asked for the probe's rare trigrams only; "|| ''" keeps the whole fragment out
  // of the index condition, so it is checked on the few rows the probe finds.
  const matches = await db
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(
      sql`lower(${accounts.email}) like ${likeContains(probe)} and (lower(${accounts.email}) || '') like ${pattern}`,
    )
    .limit(EMAIL_MATCHES + 1);
  if (matches.length > EMAIL_MATCHES)
    return { filters: f, learners: 'pattern', empty: false, params: { ...params, pattern } };
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
