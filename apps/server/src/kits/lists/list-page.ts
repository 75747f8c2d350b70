// A list's page in one statement, the lists' pattern: the page's rows with their columns named and shaped
// as the contract's row (instants by isoInstant, names joined in SQL), so the driver's rows are the
// response's rows without the ORM's per-column mapping and a copy per row; and the count of the matches,
// up to the cap, riding along in each row as `matched` (the serializer leaves it out, as undeclared),
// instead of a second statement. The first pages, whose count is exact and which are by far the most
// asked for, run as statements prepared by their shape (db/prepared.ts): PostgreSQL neither parses nor,
// once their generic plan proves as good, plans them again.
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { literalInt, queryPrepared } from '../../db/prepared.js';
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

/**
 * The page's rows as the driver returns them, and the count that rode along: null when none was asked
 * for, or when a later page is empty (nothing to ride on); 0 when the first page is empty.
 */
export async function readListPage<Row>(db: Db, page: ListPage): Promise<{ rows: Row[]; matched: number | null }> {
  const matching = page.where ? sql` where ${page.where}` : sql``;
  // LIMIT and OFFSET are literals: as parameters, PostgreSQL would guess 10% of the rows and never settle
  // on the generic plan a page gets (db/prepared.ts).
  const statement = sql`select ${page.columns}, ${page.matched ?? sql`null::int`} as matched
    from ${page.from}${matching}
    order by ${sql.join(page.orderBy, sql`, `)} limit ${literalInt(page.limit)} offset ${literalInt(page.offset)}`;
  const run = page.prepared !== false && page.offset < EXACT_COUNT_CAP ? queryPrepared : queryRows;
  const rows = await run<Row & { matched: number | null }>(db, statement);
  const first = rows[0];
  if (first) return { rows, matched: first.matched };
  return { rows, matched: page.matched && page.offset === 0 ? 0 : null };
}
