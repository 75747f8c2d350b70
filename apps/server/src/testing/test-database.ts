// A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
// created from TEST_DATABASE_URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export interface TestPostgres {
  /** postgres:// URL of the new, empty database. */
  url: string;
  /** Drops it, ending the connections still open to it. */
  drop(): Promise<void>;
}

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty PostgreSQL database on TEST_DATABASE_URL's server, for one test file. */
export async function createTestPostgres(): Promise<TestPostgres> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set: this test needs PostgreSQL');
  const name = `eco_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(`drop database if exists ${name} with (force)`) };
}

export async function openTestDatabase(): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({});
  const postgres = await createTestPostgres();
  const database = await openDatabase({ url: postgres.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await postgres.drop();
    },
  };
}
