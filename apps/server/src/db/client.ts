// Opens the one database: PGlite in DATA_DIR (embedded default) or PostgreSQL (DATABASE_URL), with the
// same Drizzle schema, and applies the committed migrations.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { queryNamed } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database or a transaction on it: services take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * What file exports read through: on PostgreSQL a small pool of its own, so long exports never hold the
   * connections interactive requests wait for; with PGlite (one connection) the same as `db`.
   */
  exportDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: serialises migrations between instances starting together on one PostgreSQL.
const MIGRATION_LOCK = 7_310_001;

export interface DatabaseOptions {
  /** postgres:// URL; absent for PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent for an in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /** An in-memory PGlite starting from this dump of a data folder (tests: the run's demo database). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** Connections of the exports' own pool (PostgreSQL); 0 or absent: exports share the main pool. */
  exportPoolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.exportPoolSize ?? 0)
    : openPglite(options.dataDir, options.loadDataDir);
}

/**
 * PGlite's own start parameters with a smaller buffer cache. PGlite's PostgreSQL keeps its shared buffers
 * in the server's own memory, all of them touched at start: 128 MB by default, most of the server's idle
 * RSS beyond what it has on PostgreSQL. Pages it does not hold are read from the operating system's file
 * cache; nothing about when a change is written changes (the setting is memory, not durability).
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? path.join(dataDir, 'pglite') : undefined, {
    extensions: { pg_trgm },
    startParams: PGLITE_START,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  nameStatements(db, client);
  return {
    db,
    exportDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  };
}

/**
 * Has the statements the server names (db/prepared.ts, the lists kit, the account's stamp) run as named
 * statements on PGlite, as they do on PostgreSQL through pg: Drizzle's PGlite driver ignores the name,
 * and PGlite then parses and plans the statement on every call (pglite-statements.ts says what that
 * costs). Raw statements only (no Drizzle field mapping), outside transactions (a transaction's session is
 * Drizzle's own and runs them unnamed).
 */
function nameStatements(db: Db, client: PGlite) {
  const session = db._.session;
  const prepare = session.prepareQuery.bind(session);
  session.prepareQuery = ((...args: Parameters<typeof prepare>) => {
    const statement = prepare(...args);
    const [query, fields, name, , customResultMapper] = args;
    if (!name || fields || customResultMapper) return statement;
    // Drizzle's own options for raw rows (its parsers keep dates as the database's text).
    const { rawQueryConfig } = statement as unknown as { rawQueryConfig: QueryOptions };
    statement.execute = (async (values: Record<string, unknown> = {}) => {
      const params = fillPlaceholders(query.params, values);
      return { rows: await queryNamed(client, name, query.sql, params, rawQueryConfig) };
    }) as typeof statement.execute;
    return statement;
  }) as typeof prepare;
}

async function openPostgres(url: string, poolSize: number, exportPoolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server closes (a restart, a failover, a terminated backend) is
  // dropped from the pool, and the next query opens a new one. Unhandled, the pool's 'error' event
  // would end the process; queries in flight still see their own errors.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exportPool = exportPoolSize > 0 ? new pg.Pool({ connectionString: url, max: exportPoolSize }) : undefined;
  exportPool?.on('error', () => {});
  return {
    db,
    exportDb: exportPool ? (drizzlePg(exportPool, { schema }) as unknown as Db) : db,
    kind: 'postgres',
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await Promise.all([pool.end(), exportPool?.end()]);
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
