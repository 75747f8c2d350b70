// An empty PostgreSQL database (or a copy of a template) of its own for a test that runs the server as a separate process: made
// on the given server, dropped (with any connection left) afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database named `prefix_<random>`, empty or a copy of the database `template`. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'eco_scratch',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, `drop database if exists ${name} with (force)`) };
}
