// A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
// created from TEST_DATABASE_URL and dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

export async function openTestDatabase(): Promise<Database> {
  if (!testDatabaseUrl) return openDatabase({});
  const name = `eco_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
