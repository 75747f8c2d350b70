// A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
// created from TEST_DATABASE_URL and dropped afterwards.
import { type Database, openDatabase } from '../db/client.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export type TestPostgres = ScratchDatabase;

/** Creates an empty PostgreSQL database on TEST_DATABASE_URL's server, for one test file. */
export async function createTestPostgres(): Promise<TestPostgres> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set: this test needs PostgreSQL');
  return createScratchDatabase(testDatabaseUrl, 'eco_test');
}

export async function openTestDatabase(): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({});
  const postgres = await createTestPostgres();
  const database = await openDatabase({ url: postgres.url, poolSize: 5, exportPoolSize: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await postgres.drop();
    },
  };
}
