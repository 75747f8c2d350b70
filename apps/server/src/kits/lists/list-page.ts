// A list's page in one statement, the lists' pattern: the page's rows with their columns named and shaped
// as the contract's row (instants by isoInstant, names joined in SQL), so the driver's rows are the
// response's rows without the ORM's per-column mapping and a copy per row; and the count of the matches,
// up to the cap, riding along in each row as `matched` (the serializer leaves it out, as undeclared),
// instead of a second statement. Its values are bound by name, so the statement of a shape (which
// filters are set, the order, the page) is written once, not on every request; the first pages, whose
// count is exact and which are by far the most asked for, are also prepared under a name when their
// plan does not depend on the values: PostgreSQL neither parses nor, once their generic plan proves as
// good, plans them again (db/prepared.ts).
import { createHash } from 'node:crypto';
import { type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { literalInt, MAX_PREPARED_SHAPES } from '../../db/prepared.js';
import { type CountSource, EXACT_COUNT_CAP } from './counting.js';

export interface ListPage {
  /** The row's columns, each named as the contract's field (`a.email as email, ... as "createdAt"`). */
  columns: SQL;
  /** The rows' FROM clause: the table and the joins the columns need. */
  from: SQL;
  where: SQL | undefined;
  /** ORDER BY terms ending with a unique tie-breaker (sorting.ts). */
  orderBy: SQL[];
  limit: number;
  offset: number;
  /**
   * The FROM clause is the page already: it holds a subquery that filters, orders, skips and limits
   * (`limit` and `offset` are the ones it applies), so that the columns' own subqueries run for the
   * page's rows only. The statement then only orders the page's rows again, and counts an empty page
   * past the first as any later page (nothing rode along).
   */
  fromIsPage?: boolean;
  /** A count of the matches to ride along, one value (matchesUpTo); none: `matched` is null. */
  matched?: SQL;
  /**
   * False when the best plan depends on the values (a text search: how many rows a pattern matches
   * decides between an index walk and a trigram read), so the statement is planned with them each time.
   */
  prepared?: boolean;
}

/** The matches of `where` in `source`, counted up to `upTo` (read no further): a column of the page. */
export const matchesUpTo = (source: CountSource, where: SQL | undefined, upTo: number): SQL =>
  sql`(select count(*)::int from (select 1 from ${source}${where ? sql` where ${where}` : sql``} limit ${literalInt(upTo)}) as m)`;

function statementOf(page: ListPage): SQL {
  const matching = page.where ? sql` where ${page.where}` : sql``;
  // LIMIT and OFFSET are literals: as parameters, PostgreSQL would guess 10% of the rows and never settle
  // on the generic plan a page gets (db/prepared.ts).
  const paging = page.fromIsPage ? sql`` : sql` limit ${literalInt(page.limit)} offset ${literalInt(page.offset)}`;
  return sql`select ${page.columns}, ${page.matched ?? sql`null::int`} as matched
    from ${page.from}${matching}
    order by ${sql.join(page.orderBy, sql`, `)}${paging}`;
}

/**
 * The page's rows as the driver returns them, and the count that rode along: null when none was asked
 * for, or when a later page is empty (nothing to ride on); 0 when the first page is empty.
 */
function countedRows<Row>(page: Pick<ListPage, 'matched' | 'offset'>, rows: (Row & { matched: number | null })[]) {
  const first = rows[0];
  if (first) return { rows: rows as Row[], matched: first.matched };
  return { rows: rows as Row[], matched: page.matched && page.offset === 0 ? 0 : null };
}

/** A page's statement as written once: its text, the name it is prepared under, what countedRows needs. */
interface Shaped {
  query: Query;
  /** Undefined: sent as an unnamed statement, planned with its values every time. */
  name: string | undefined;
  page: Pick<ListPage, 'matched' | 'offset'>;
}

// By shape, whatever the database handle: the text is the same on each (a transaction's handle too).
const shapes = new Map<string, Shaped>();
const dialect = new PgDialect();

/**
 * readListPage for a page whose values are bound by name (`sql.placeholder`): `shape` names what makes
 * two requests' statements differ (the filters set, the order, the page size and offset), and the page
 * is written and turned into text only the first time a shape is asked for (a page that is not
 * `prepared` is still planned by PostgreSQL with its values every time). Writing the text on every
 * request cost a fifth to a third of the accounts list's server time (measured: docs/performance.md).
 * No shape: written every time (a page whose FROM clause applies a deep offset itself).
 */
export async function readShapedPage<Row>(
  db: Db,
  shape: string | undefined,
  values: Record<string, unknown>,
  write: () => ListPage,
): Promise<{ rows: Row[]; matched: number | null }> {
  let shaped = shape === undefined ? undefined : shapes.get(shape);
  if (!shaped) {
    const page = write();
    const query = dialect.sqlToQuery(statementOf(page));
    // Later pages, and shapes past the cap, are written again on every request.
    const keep = shape !== undefined && page.offset < EXACT_COUNT_CAP && shapes.size < MAX_PREPARED_SHAPES;
    const named = keep && page.prepared !== false;
    const name = named ? `l_${createHash('sha1').update(query.sql).digest('base64url')}` : undefined;
    shaped = { query, name, page };
    if (keep) shapes.set(shape, shaped);
  }
  const statement = db._.session.prepareQuery(shaped.query, undefined, shaped.name, false);
  const result = (await statement.execute(values)) as { rows: (Row & { matched: number | null })[] };
  return countedRows(shaped.page, result.rows);
}

const statements = new Map<string, Query>();

/**
 * A statement of a list that is not its page (the ids a search's keys find, a count), written once per
 * shape like readShapedPage's, its values bound by name, and always sent unnamed: planned with its
 * values every time (a `like` on a key walks the index only when the planner sees the text's start).
 */
export async function readShapedRows<Row>(
  db: Db,
  shape: string,
  values: Record<string, unknown>,
  write: () => SQL,
): Promise<Row[]> {
  let query = statements.get(shape);
  if (!query) {
    query = dialect.sqlToQuery(write());
    if (statements.size < MAX_PREPARED_SHAPES) statements.set(shape, query);
  }
  const statement = db._.session.prepareQuery(query, undefined, undefined, false);
  return ((await statement.execute(values)) as { rows: Row[] }).rows;
}
