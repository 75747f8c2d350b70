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
    return openDatabase({ loadDataDir: new TarFile(readFileSync(template.file)) });
  }
  if (template.kind === 'postgres' && testDatabaseUrl) {
    return openTestPostgres(await createScratchDatabase(testDatabaseUrl, 'eco_test', template.database));
  }
  return undefined;
}

/**
 * The dump as PGlite reads it (it asks only for its bytes and type). A Blob of the same bytes hands them
 * over in 64 KB chunks joined again, a third of the CPU of starting each copy.
 */
class TarFile extends Blob {
  readonly #tar: Buffer;
  constructor(tar: Buffer) {
    super([], { type: 'application/x-tar' });
    this.#tar = tar;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#tar;
    return buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer;
  }
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
