// The Trainers list: search, filters, sort and a page in one SQL statement over the trainer table, each
// row carrying its licenses held, languages and the prior and current year's face-to-face requirement.
//
// Benchmark (bench/trainers.ts, 100,000 trainers and 300,000 licenses held): every filter is a condition
// on the trainer row or an EXISTS on a small child table, so the default order walks the
// (is_active, sort_name, id) index and stops after a page, or, for a rare filter (a renewal state, a
// license), the planner reads the few matching trainers through the child table's index and sorts them.
// The name sort key and the search text are the account's, copied by triggers (migrations 0020, 0022):
// a join to the account could not sort or search without reading every account. The soonest expiry
// ahead and the count of valid licenses are kept on the trainer row by a trigger on the licenses held
// (0025): the expiring view reads a range of one index, the unlicensed one a partial index.
import { type LicenseRenewalState, licenseRenewalState, type TrainerRow, type trainerListQuery } from '@eco/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { isoInstant } from '../../../db/iso-instant.js';
import { literalInt } from '../../../db/prepared.js';
import { trainers } from '../../../db/schema/index.js';
import { countRows, type KeyedWhere, planCount } from '../../../kits/lists/counting.js';
import { type ListPage, matchesUpTo, readShapedPage } from '../../../kits/lists/list-page.js';
import { offsetOf } from '../../../kits/lists/paging.js';
import { defaultRequiredSql, firstLicensedYearSql } from '../f2f/f2f-years.js';
import { keyedSearchPage, type SearchMode, searchPattern, searchWhere } from './trainer-search.js';

export type TrainerListQuery = z.output<typeof trainerListQuery>;
export type TrainerListFilterOut = Omit<TrainerListQuery, 'page' | 'pageSize'>;

/** The face-to-face years the list shows: the calendar year now (UTC) and the one before. */
export const f2fYears = (now = new Date()) => ({ current: now.getUTCFullYear(), prior: now.getUTCFullYear() - 1 });

const t = sql.raw('"trainer"');

// Each F2F condition reads the trainer's one row of the year (its primary key). "Exempt" starts from the
// few trainers with an exemption (below); "met", "not met" and "not exempt" are a lookup per trainer in
// the list's order (a scalar subquery is never turned into a join), so a page of the many
// trainers who have not met it, or are not exempt, costs a page of lookups. (As anti-joins, the planner
// chose to compare every trainer with every exemption: 25 ms of database time a page on the bench.)
const f2fRow = (year: Bound, column: SQL) =>
  sql`coalesce((select ${column} from trainer_f2f_year f where f.trainer_id = ${t}.id and f.year = ${year}::int), false)`;

/**
 * Met: completed >= required. A year with no row is not met (1 required, 0 done) once the trainer is
 * licensed: the requirement starts with the first licensed year (a license granted in or before it),
 * and a year before it, or a trainer never licensed, has nothing required (met).
 */
const met = sql`f.completed >= f.required`;

/**
 * Met in the year, a lookup per trainer in the list's order: the year's row says, and without one, met
 * when the year requires nothing by default (defaultRequiredSql: no license held was granted in or
 * before the year; the rows' summaries use the same rule). Scalar subqueries, so the planner looks up
 * the trainer's row and its licenses (by their keys) instead of hashing every row of the year and every
 * license held: as EXISTS joined by OR it did, 50 to 70 ms of database time for a count on the bench's
 * 20,000 trainers against 3 ms this way.
 */
const metIn = (year: Bound) =>
  sql`coalesce((select ${met} from trainer_f2f_year f where f.trainer_id = ${t}.id and f.year = ${year}::int),
        ${defaultRequiredSql(year, firstLicensedYearSql(sql`${t}.id`))} = 0)`;

/** Exempt: an exemption with a reason whose end is today or later. */
const exempt = sql`f.exempt_reason is not null and f.exempt_until >= current_date`;

const f2fStatusWhere = (year: Bound, status: 'Met' | 'NotMet' | null) =>
  status === null ? undefined : status === 'Met' ? metIn(year) : sql`not ${metIn(year)}`;

// "Exempt" walks the few trainers with an exemption in any year (the years are on the trainer row, kept
// by a trigger; a partial index in the list's order holds them), skips those without one in the year,
// and looks up the others' exemption of the year, whose end runs out with time, in an index holding
// the end (no table row read: the page's count probes up to 1,001 of them). Written as a CASE so the
// planner cannot estimate it: as a join or a plain condition it expected a few dozen matches and sorted
// every exempt trainer (8.5 to 12 ms of database time a page on the bench, 1 to 2.5 ms walking), and
// without the year skip a year nobody is exempt in looked up every exempt trainer.
const exemptIn = (year: Bound) =>
  sql`${t}.exempt_years <> '{}'::integer[]
      and case when ${t}.exempt_years @> array[${year}::int]
          then coalesce((select f.exempt_until >= current_date from trainer_f2f_year f
                         where f.trainer_id = ${t}.id and f.year = ${year}::int and f.exempt_reason is not null), false)
          else false end`;

const f2fExemptWhere = (year: Bound, isExempt: boolean | null) =>
  isExempt === null ? undefined : isExempt ? exemptIn(year) : sql`not ${f2fRow(year, exempt)}`;

// The states held are on the trainer row (a trigger keeps them, migration 0032). The state is written
// into the statement as a literal (it is one of five the contract allows) so the condition is the very
// predicate of that state's partial index, which is in the list's order: a page walks 50 entries.
const holdsInState = (state: LicenseRenewalState) =>
  sql`${t}.renewal_states @> array[${sql.raw(`'${licenseRenewalState.parse(state)}'`)}]::text[]`;

const holdsAnyOf = (licenseIds: Bound) =>
  sql`exists (select 1 from trainer_license tl where tl.trainer_id = ${t}.id
        and tl.license_id = any(${licenseIds}::int[]))`;

/**
 * The most urgent expiry (kept on the trainer row by a trigger: a license in grace counts, its expiry
 * passed) falls before the end of the days: a license in grace, or one expiring within them.
 */
const expiringWithin = (days: Bound) => sql`${t}.next_expires_at < now() + make_interval(days => ${days}::int)`;

/**
 * Valid today: any state but expired and upcoming (grace included: the holder may still renew; a license
 * granted on a day ahead is not valid yet); a trigger counts them.
 */
const withoutValidLicense = sql`${t}.valid_licenses = 0`;

/** The values of a page's statement, bound by name (trainerWhere's, and the F2F years of the rows). */
export function trainerValues(q: TrainerListFilterOut, now = new Date(), mode: SearchMode = 'prefix') {
  const years = f2fYears(now);
  return {
    prior: years.prior,
    current: years.current,
    search: q.search ? searchPattern(q.search, mode) : undefined,
    // An array as PostgreSQL writes it: both drivers send it as it is (rows-by-ids.ts).
    licenseIds: `{${q.courseLicenseIds.join(',')}}`,
    days: q.expiresWithinDays,
  };
}

type Values = ReturnType<typeof trainerValues>;
/** A value in the statement: itself, or a placeholder of a statement written once per shape. */
type Bind = (name: keyof Values) => Bound;
type Bound = SQL | Placeholder;

const valuesOf =
  (values: Values): Bind =>
  (name) =>
    sql`${values[name]}`;
const placeholders: Bind = (name) => sql.placeholder(name);

/**
 * The filters as a condition on the trainer. Whether a filter is set, and the states and statuses asked
 * for, are the statement's shape (trainerShape); the years, the text, the licenses and the days are
 * values, bound by `bind`.
 */
export function trainerWhere(
  q: TrainerListFilterOut,
  now = new Date(),
  mode: SearchMode = 'prefix',
  bind: Bind = valuesOf(trainerValues(q, now, mode)),
): SQL | undefined {
  const [prior, current] = [bind('prior'), bind('current')];
  return and(
    // A literal: the active flag is the first column of the index the list walks.
    q.isActive === null ? undefined : sql`${t}.is_active = ${sql.raw(String(q.isActive === true))}`,
    q.search ? searchWhere(t, bind('search'), mode) : undefined,
    q.pstRenewalState ? holdsInState(q.pstRenewalState) : undefined,
    f2fStatusWhere(prior, q.faceToFaceRequirementStatusPriorYear),
    f2fExemptWhere(prior, q.faceToFaceRequirementStatusPriorYearExempt),
    f2fStatusWhere(current, q.faceToFaceRequirementStatusCurrentYear),
    f2fExemptWhere(current, q.faceToFaceRequirementStatusCurrentYearExempt),
    q.courseLicenseIds.length ? holdsAnyOf(bind('licenseIds')) : undefined,
    q.expiresWithinDays ? expiringWithin(bind('days')) : undefined,
    q.withoutValidLicense ? withoutValidLicense : undefined,
  );
}

/** The filters set and their states: with the values, what a filter reads. */
function filterShape(q: TrainerListFilterOut, mode: SearchMode) {
  const set = (on: unknown, letter: string) => (on ? letter : '-');
  const status = (s: 'Met' | 'NotMet' | null) => (s === null ? '-' : s === 'Met' ? 'm' : 'n');
  const exempt = (e: boolean | null) => (e === null ? '-' : e ? 'e' : 'x');
  const filters = [
    q.isActive === null ? '-' : q.isActive ? 'a' : 'i',
    q.search ? mode[0] : '-',
    q.pstRenewalState ?? '-',
    status(q.faceToFaceRequirementStatusPriorYear),
    exempt(q.faceToFaceRequirementStatusPriorYearExempt),
    status(q.faceToFaceRequirementStatusCurrentYear),
    exempt(q.faceToFaceRequirementStatusCurrentYearExempt),
    set(q.courseLicenseIds.length, 'l'),
    set(q.expiresWithinDays, 'd'),
    set(q.withoutValidLicense, 'v'),
  ].join('');
  return filters;
}

/** What makes two requests' statements differ: the filters set and their states, the count, the order and the page. */
function trainerShape(q: TrainerListQuery, mode: SearchMode, counting: PageCount) {
  const count = counting === 'all' ? 'all' : counting ? `up${counting.upTo}` : '-';
  return `trainers ${filterShape(q, mode)} ${count} ${q.sortBy} ${q.sortDescending ? 'd' : 'a'} ${q.pageSize} ${offsetOf(q)}`;
}

/**
 * The filter with its values, named for the count's estimate (kept a few seconds): a page view whose
 * estimate is kept writes no SQL for it.
 */
const keyedWhere = (q: TrainerListFilterOut, mode: SearchMode, now: Date): KeyedWhere => ({
  key: `trainers ${filterShape(q, mode)} ${JSON.stringify(trainerValues(q, now, mode))}`,
  write: () => trainerWhere(q, now, mode),
});

/**
 * How the list searches: "starts with" when any trainer matching the filters has a name starting with
 * the text, else "contains" (what the list does; the CSV export asks this first).
 */
export async function searchModeOf(db: Db, q: TrainerListFilterOut): Promise<SearchMode> {
  if (!q.search) return 'prefix';
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from trainer ${t} where ${trainerWhere(q, new Date(), 'prefix')}) as found`,
  );
  return row?.found ? 'prefix' : 'contains';
}

/** ORDER BY terms; the name order is the one index the list walks, the others sort their matches. */
function orderOf(q: TrainerListQuery): SQL {
  const dir = sql.raw(q.sortDescending ? 'desc' : 'asc');
  switch (q.sortBy) {
    case 'lastName':
      return sql`${t}.sort_name ${dir}, ${t}.id ${dir}`;
    case 'email':
      return sql`(select lower(a.email) from account a where a.adm_id = ${t}.adm_id) ${dir}, ${t}.id ${dir}`;
    case 'timeZone':
      return sql`${t}.time_zone ${dir}, ${t}.sort_name ${dir}, ${t}.id ${dir}`;
    case 'nextExpiresAt':
      return sql`${t}.next_expires_at ${dir} nulls last, ${t}.id ${dir}`;
    case 'createdAt':
      return sql`${t}.id ${dir}`;
  }
}

/**
 * How the page statement counts the matches: up to a number (a second read of the matches, stopping
 * there) or all of them as it reads them for the page (when it reads them all anyway, to sort them).
 */
export type PageCount = { upTo: number } | 'all' | undefined;

/**
 * A year's face-to-face summary as the contract's row has it: the year's row when one is stored, else
 * what a year with nothing stored requires (defaultRequired, from the first licensed year `first`).
 */
const f2fSummary = (year: Bound, first: SQL) =>
  sql`(select json_build_object('year', y.year, 'required', y.required, 'completed', y.completed,
          'status', case when y.completed >= y.required then 'Met' else 'NotMet' end, 'exempt', y.exempt)
        from (select ${year}::int as year, coalesce(f.required, ${defaultRequiredSql(year, first)}) as required,
                coalesce(f.completed, 0) as completed,
                coalesce(f.exempt_reason is not null and f.exempt_until >= current_date, false) as exempt
              from (select) as one
              left join trainer_f2f_year f on f.trainer_id = ${t}.id and f.year = ${year}::int) as y)`;

/**
 * The row's columns, named and shaped as the contract's row (instants by isoInstant, the licenses held,
 * languages and F2F years as JSON): the driver's rows are the response's rows.
 */
const trainerColumns = sql`a.adm_id as "admId", a.email, a.first_name as "firstName", a.last_name as "lastName",
  ${t}.is_active as "isActive", ${t}.time_zone as "timeZone",
  coalesce((select json_agg(tla.language_id order by tla.language_id) from trainer_language tla
            where tla.trainer_id = ${t}.id), '[]') as languages,
  coalesce((select json_agg(json_build_object('licenseId', tl.license_id, 'licenseName', l.name,
              'renewalState', tl.renewal_state, 'expiresAt', ${isoInstant(sql`tl.expires_at`)}) order by tl.expires_at, tl.id)
            from trainer_license tl join license l on l.id = tl.license_id
            where tl.trainer_id = ${t}.id), '[]') as licenses,
  ${isoInstant(sql`${t}.next_expires_at`)} as "nextExpiresAt",
  ${f2fSummary(sql.placeholder('prior'), sql`fl.year`)} as "f2fPriorYear",
  ${f2fSummary(sql.placeholder('current'), sql`fl.year`)} as "f2fCurrentYear",
  ${isoInstant(sql`${t}.created_at`)} as "createdAt"`;

/**
 * The page's statement: the page of trainers is chosen first, in a subquery (filtered, ordered, skipped
 * and limited), so that the columns' subqueries (licenses, languages, F2F years) run for its rows only.
 */
function pageOf(q: TrainerListQuery, where: SQL | undefined, counting: PageCount, prepared: boolean): ListPage {
  const matched =
    counting === 'all'
      ? sql`${t}.matched_all::int`
      : counting
        ? matchesUpTo(sql`trainer ${t}`, where, counting.upTo)
        : undefined;
  const window = counting === 'all' ? sql`, count(*) over () as matched_all` : sql``;
  const matching = where ? sql` where ${where}` : sql``;
  return {
    columns: trainerColumns,
    from: sql`(select *${window} from trainer ${t}${matching}
                order by ${orderOf(q)} limit ${literalInt(q.pageSize)} offset ${literalInt(offsetOf(q))}) ${t}
              join account a on a.adm_id = ${t}.adm_id
              cross join lateral (select ${firstLicensedYearSql(sql`${t}.id`)} as year) as fl`,
    where: undefined,
    orderBy: [orderOf(q)],
    limit: q.pageSize,
    offset: offsetOf(q),
    fromIsPage: true,
    matched,
    prepared,
  };
}

/**
 * The page's trainers in order, each with its licenses, languages and F2F years, and how many trainers
 * match, counted in the same statement as asked (null when not asked, or a page past the first is
 * empty). The statement is written once per shape (trainerShape) with its values bound by name, and
 * prepared under a name unless a search's text decides its plan.
 */
export async function trainerPageRows(
  db: Db,
  q: TrainerListQuery,
  mode: SearchMode,
  counting?: PageCount,
  now = new Date(),
) {
  return readShapedPage<TrainerRow>(db, trainerShape(q, mode, counting), trainerValues(q, now, mode), () =>
    pageOf(q, trainerWhere(q, now, mode, placeholders), counting, !q.search),
  );
}

/**
 * The page and its count. A filter the planner expects to match over 5,000 trainers (active ones, a
 * common renewal state) gets the planner's estimate without counting: counting its first 1,001 matches
 * was most of the page's cost on the bench (5 ms of 6 for the 'due' state, a hash of every due license).
 * Otherwise the page statement counts its matches too. A search first looks for names starting with
 * the text and, when none does, for names and e-mails containing it.
 */
export async function listTrainers(db: Db, q: TrainerListQuery) {
  const first = await trainerPage(db, q, 'prefix');
  if (!q.search || first.totalRowCount > 0) return first;
  return trainerPage(db, q, 'contains');
}

async function trainerPage(db: Db, q: TrainerListQuery, mode: SearchMode) {
  if (mode === 'prefix') {
    const keyed = await keyedSearchPage(db, q);
    if (keyed) return keyedPage(db, q, keyed);
  }
  const filter = keyedWhere(q, mode, new Date());
  if (q.search && mode === 'prefix') return searchPage(db, q, filter);
  const count = await planCount(db, trainers, filter, { selective: false });
  const { rows, matched } = await trainerPageRows(db, q, mode, count.countUpTo ? { upTo: count.countUpTo } : undefined);
  return { results: rows, ...(await count.settle(matched)), page: q.page };
}

/** A page of a name search the keys answered: its trainers' rows by id, in the list's order. */
async function keyedPage(db: Db, q: TrainerListQuery, keyed: { ids: number[]; matched: number }) {
  const page = { ...q, page: 1 };
  const shape = `trainers keyed ${q.sortBy} ${q.sortDescending ? 'd' : 'a'} ${q.pageSize}`;
  const values = { ...trainerValues(q), ids: `{${keyed.ids.join(',')}}` };
  const results = keyed.ids.length
    ? (
        await readShapedPage<TrainerRow>(db, shape, values, () =>
          pageOf(page, sql`${t}.id = any(${sql.placeholder('ids')}::int[])`, undefined, true),
        )
      ).rows
    : [];
  return { results, totalRowCount: keyed.matched, totalRowCountIsEstimate: false, page: q.page };
}

/**
 * A name search with other filters: the statement gathers the name's matches and sorts them all anyway,
 * so it counts them as it goes (one read of the matches, no estimate asked).
 */
async function searchPage(db: Db, q: TrainerListQuery, filter: KeyedWhere) {
  const { rows, matched } = await trainerPageRows(db, q, 'prefix', 'all');
  const counted =
    matched === null
      ? await countRows(db, trainers, filter.write())
      : { totalRowCount: matched, totalRowCountIsEstimate: false };
  return { results: rows, ...counted, page: q.page };
}
