// Statements prepared by their shape. A list's page statement is the same text for every request with
// the same filters set (the values are parameters), so it can be a named prepared statement: PostgreSQL
// then parses it once per connection and, once its generic plan proves as cheap as a custom one, stops
// planning it too. On the class search that was half of the statement's time (1.65 ms -> 0.83 ms).
// The name is the text's hash, so no caller names its shapes by hand and two shapes never share a name.
import { createHash } from 'node:crypto';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { fillPlaceholders, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { queryNamed } from './pglite-statements.js';

const dialect = new PgDialect();

/**
 * Shapes prepared per database handle at most: each is kept by every pooled connection that ran it
 * (its plan in the backend's memory), so shapes beyond this run as plain statements.
 */
export const MAX_PREPARED_SHAPES = 200;
const shapes = new WeakMap<Db, Set<string>>();

/**
 * Runs `query` as a statement prepared under its text's hash and returns its rows as the driver gives
 * them. Whatever must shape the plan (LIMIT and OFFSET: a parameter there makes PostgreSQL guess 10% of
 * the rows, so it would never settle on a generic plan) must be in the text as a literal.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const q = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(q.sql).digest('base64url')}`;
  const known = shapes.get(db) ?? new Set<string>();
  shapes.set(db, known);
  if (!known.has(name) && known.size < MAX_PREPARED_SHAPES) known.add(name);
  return executeNamed<T>(db, q, known.has(name) ? name : undefined);
}

export type PreparedStatement = ReturnType<Db['_']['session']['prepareQuery']>;

/**
 * Runs `query` (its placeholders filled from `values`) as the statement named `name`, or unnamed without
 * one, returning its rows as Drizzle's raw queries give them. On PostgreSQL through pg's named statements;
 * on PGlite outside a transaction through queryNamed (pglite-statements.ts), since Drizzle's PGlite driver
 * ignores the name and PGlite would plan the statement on every call; in a PGlite transaction unnamed.
 * `statement`, Drizzle's for `query` and `name`, may be kept by a caller that runs the same query with
 * placeholders on every request.
 */
export async function executeNamed<T>(
  db: Db,
  query: Query,
  name: string | undefined,
  values: Record<string, unknown> = {},
  statement: PreparedStatement = db._.session.prepareQuery(query, undefined, name, false),
): Promise<T[]> {
  const client = (db._.session as unknown as { client?: unknown }).client;
  if (name && client instanceof PGlite) {
    // Drizzle's own options for raw rows on PGlite (its parsers keep dates as the database's text).
    const { rawQueryConfig } = statement as unknown as { rawQueryConfig: QueryOptions };
    return queryNamed<T>(client, name, query.sql, fillPlaceholders(query.params, values), rawQueryConfig);
  }
  return ((await statement.execute(values)) as { rows: T[] }).rows;
}

/** An integer written into the statement's text (LIMIT, OFFSET), not bound: it shapes the plan. */
export const literalInt = (n: number) => sql.raw(String(Math.trunc(n)));
