// A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
// created from TEST_DATABASE_URL and dropped afterwards.
import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '../db/client.js';
import type { DemoTemplate } from './demo-template.js';
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
  return openTestPostgres(await createTestPostgres());
}

/**
 * A copy of the run's demo database (demo-template.ts) for one test file, already migrated and seeded;
 * undefined when the template is of the other kind than this run's database.
 */
export async function openDemoCopy(template: DemoTemplate): Promise<Database | undefined> {
  if (template.kind === 'pglite' && !testDatabaseUrl) {
    return openDatabase({ loadDataDir: new Blob([readFileSync(template.file)]) });
  }
  if (template.kind === 'postgres' && testDatabaseUrl) {
    return openTestPostgres(await createScratchDatabase(testDatabaseUrl, 'eco_test', template.database));
  }
  return undefined;
}

async function openTestPostgres(postgres: ScratchDatabase): Promise<Database> {
  const database = await openDatabase({ url: postgres.url, poolSize: 5, exportPoolSize: 2 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await postgres.drop();
    },
  };
}
