// Row counts for paged lists over large tables. Counting a million rows on every page view would cost
// more than the page itself, so a list's total is exact up to a cap and, above it, the planner's
// estimate from the table statistics, flagged as such: nobody pages to the end of 900,000 codes, they
// narrow the filters, and then the count is exact again.
import { SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';

/** Ten pages of 100: up to here the count is exact. */
export const EXACT_COUNT_CAP = 1_000;

export interface RowCount {
  totalRowCount: number;
  /** True when totalRowCount is the planner's estimate (the exact count is above the cap). */
  totalRowCountIsEstimate: boolean;
}

/** What a list counts in: a table, or a FROM clause naming the alias its filter uses (`class c`). */
export type CountSource = PgTable | SQL;

const fromOf = (source: CountSource): SQL => (source instanceof SQL ? source : sql`${source}`);

/** The count of `where`: exact when at most `cap` rows match (reading at most cap + 1), else estimated. */
export async function countRows(
  db: Db,
  source: CountSource,
  where: SQL | undefined,
  cap = EXACT_COUNT_CAP,
): Promise<RowCount> {
  return settleCounted(db, source, where, await countUpTo(db, source, where, cap + 1), cap);
}

/**
 * countRows from the matches a page's own statement counted up to cap + 1 (list-page.ts): exact up to
 * the cap, else the estimate; null (the page was empty, so nothing rode along) counts them after all.
 */
export async function settleCounted(
  db: Db,
  source: CountSource,
  where: SQL | undefined,
  matched: number | null,
  cap = EXACT_COUNT_CAP,
): Promise<RowCount> {
  if (matched === null) return countRows(db, source, where, cap);
  if (matched <= cap) return { totalRowCount: matched, totalRowCountIsEstimate: false };
  return {
    totalRowCount: Math.max(cap + 1, await estimateRowsFrom(db, fromOf(source), where)),
    totalRowCountIsEstimate: true,
  };
}

async function countUpTo(db: Db, source: CountSource, where: SQL | undefined, limit: number | undefined) {
  const matching = where ? sql` where ${where}` : sql``;
  const limited = limit === undefined ? sql`` : sql` limit ${limit}`;
  const [found] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${fromOf(source)}${matching}${limited}) as rows`,
  );
  return found?.n ?? 0;
}

/**
 * A filter written only when it is needed: `key` names what it reads and its values (the list, the
 * shape of its statement and the values bound), and is the estimate's cache key, so a broad list whose
 * estimate is kept writes no SQL for it on each page view (written and turned into text, the trainers'
 * filter and its estimate's key cost 20 to 55 µs a request, against 0.6 ms of server time a page).
 */
export interface KeyedWhere {
  key: string;
  write: () => SQL | undefined;
}

/** The filter, written once however many times it is asked for. */
function whereOf(where: SQL | undefined | KeyedWhere): () => SQL | undefined {
  if (where === undefined || where instanceof SQL) return () => where;
  let written: { where: SQL | undefined } | undefined;
  return () => {
    written ??= { where: where.write() };
    return written.where;
  };
}

/**
 * Counts a list in two steps. `plan` first asks the planner (no rows read) unless the filter names
 * something specific (an order, an e-mail, a code: `selective`), which never matches many rows: a
 * filter the planner expects to match over 5 × cap rows is broad, gets the estimate, and the page query
 * counts nothing. Otherwise the page query counts its matches up to cap + 1 in the same statement, and
 * `settle` turns that into the exact count; above the cap, the estimate, unless the planner expects
 * fewer than cap rows (it is wrong, so the rows are counted after all).
 */
export async function planCount(
  db: Db,
  source: CountSource,
  filter: SQL | undefined | KeyedWhere,
  options: { selective: boolean },
  cap = EXACT_COUNT_CAP,
) {
  const where = whereOf(filter);
  const keyed = filter instanceof SQL ? undefined : filter?.key;
  const first = options.selective
    ? undefined
    : await estimated(db, keyed, () => sql`select 1 from ${fromOf(source)}${whereClause(where())}`);
  const broad = first !== undefined && first > 5 * cap;
  return {
    /** How far the page query should count (undefined: not at all). */
    countUpTo: broad ? undefined : cap + 1,
    async settle(matched: number | null): Promise<RowCount> {
      if (broad) return { totalRowCount: first, totalRowCountIsEstimate: true };
      if (matched === null) return countRows(db, source, where(), cap);
      if (matched <= cap) return { totalRowCount: matched, totalRowCountIsEstimate: false };
      const estimate = first ?? (await estimateRowsFrom(db, fromOf(source), where()));
      if (estimate >= cap) return { totalRowCount: estimate, totalRowCountIsEstimate: true };
      return { totalRowCount: await countUpTo(db, source, where(), undefined), totalRowCountIsEstimate: false };
    },
  };
}

/** An estimate is reused this long: it changes with the table statistics, which ANALYZE refreshes far less often. */
const ESTIMATE_MS = 10_000;
const estimates = new WeakMap<Db, Map<string, { at: number; rows: Promise<number> }>>();
const dialect = new PgDialect();

/**
 * The planner's row estimate for `where`, from the table statistics: no rows are read. A broad list asks
 * for the same estimate on every page view, so each one is kept for a few seconds per database.
 */
export function estimateRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  return estimateRowsFrom(db, sql`${table}`, where);
}

/** estimateRows over any FROM clause, e.g. a table under the alias its filter names (`class c`). */
export function estimateRowsFrom(db: Db, from: SQL, where: SQL | undefined): Promise<number> {
  return estimated(db, undefined, () => sql`select 1 from ${from}${whereClause(where)}`);
}

const whereClause = (where: SQL | undefined) => (where ? sql` where ${where}` : sql``);

const textKey = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return `${text} ${JSON.stringify(params)}`;
};

/** The estimate of `select`'s rows, kept under `named` (else under its text and values) a few seconds. */
function estimated(db: Db, named: string | undefined, select: () => SQL): Promise<number> {
  const explain = () => sql`explain (format json) ${select()}`;
  // Written once: for the key when nothing names the filter, else only when the estimate is not kept.
  let query = named === undefined ? explain() : undefined;
  const key = named ?? textKey(query as SQL);
  const known = estimates.get(db) ?? new Map<string, { at: number; rows: Promise<number> }>();
  estimates.set(db, known);
  const hit = known.get(key);
  if (hit && Date.now() - hit.at < ESTIMATE_MS) return hit.rows;
  query ??= explain();
  const rows = queryRows<{ 'QUERY PLAN': unknown }>(db, query).then(([plan]) => {
    const json = plan?.['QUERY PLAN'];
    const parsed = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: { 'Plan Rows': number } }[];
    return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  });
  rows.catch(() => known.delete(key));
  if (known.size >= 1_000) known.clear();
  known.set(key, { at: Date.now(), rows });
  return rows;
}

/** Newest or oldest first (by id), or by a column (an expression an index serves) with id breaking ties. */
export type IdOrder = 'newest' | 'oldest' | { by: SQL; descending: boolean };

function orderBy(id: PgColumn, order: IdOrder): SQL {
  if (order === 'newest') return sql`${id} desc`;
  if (order === 'oldest') return sql`${id} asc`;
  const direction = order.descending ? sql`desc` : sql`asc`;
  // Nulls last either way: a code without an order number is never "the first".
  return sql`${order.by} ${direction} nulls last, ${id} ${direction}`;
}

/**
 * The ids of a page of `where` (in `page.order`), and in the same statement how many rows
 * match, counted up to `countUpTo` (null when not asked, or when the page is empty). Read as the driver
 * returns them: two columns need no ORM mapping.
 */
export async function pageOfIds(
  db: Db,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  page: { order: IdOrder; limit: number; offset: number },
  countUpTo: number | undefined,
): Promise<{ ids: number[]; matched: number | null }> {
  const matching = where ? sql` where ${where}` : sql``;
  const matched = countUpTo
    ? sql`(select count(*)::int from (select 1 from ${table}${matching} limit ${countUpTo}) as c)`
    : sql`null::int`;
  const rows = await queryRows<{ id: number; matched: number | null }>(
    db,
    sql`select ${table.id} as id, ${matched} as matched from ${table}${matching}
        order by ${orderBy(table.id, page.order)} limit ${page.limit} offset ${page.offset}`,
  );
  return { ids: rows.map((r) => Number(r.id)), matched: rows[0]?.matched ?? null };
}
