// Reading a page of rows by their ids: one statement prepared once per database (the joins that give
// the display names), whose columns are already the contract's fields, named and shaped in SQL; rows go
// from the driver to the response as they are, in the order of the ids given, without the ORM's
// per-column mapping, which cost more than anything else in a page of 100.
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

const dialect = new PgDialect();

/**
 * The rows of `ids`: `select(page)` writes the statement, joining `page`, a relation of (id, n) with n
 * the position of each id, and ordering by page.n; it is prepared as `name` on first use.
 */
export function rowsByIds<Row>(name: string, select: (page: SQL) => SQL) {
  const page = sql`unnest(${sql.placeholder('ids')}::int[]) with ordinality as page(id, n)`;
  const query = dialect.sqlToQuery(select(page));
  const prepared = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Db, ids: readonly number[]): Promise<Row[]> => {
    if (!ids.length) return [];
    let statement = prepared.get(db);
    if (!statement) {
      // No selected fields: the driver's rows come back as they are (both drivers answer `{ rows }`).
      statement = db._.session.prepareQuery(query, undefined, name, false);
      prepared.set(db, statement);
    }
    const result = (await statement.execute({ ids: `{${ids.join(',')}}` })) as { rows: Row[] };
    return result.rows;
  };
}
