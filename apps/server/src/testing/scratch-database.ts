// An empty PostgreSQL database (or a copy of a template) of its own for a test that runs the server as a separate process: made
// on the given server, dropped (with any connection left) afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function run(adminUrl: string, ...statements: ((client: pg.Client) => Promise<string>)[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(await statement(client));
  } finally {
    await client.end();
  }
}

/**
 * How a template is copied: PostgreSQL 15 writes a copy through the write-ahead log by default, a second
 * for the 21 MB demo database here; copying its files takes a third of that (a test database needs no
 * copy in the log: nothing replicates or recovers it). Older servers know only the file copy.
 */
async function copyStrategy(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Number(rows[0]?.server_version_num) >= 150000 ? ' strategy file_copy' : '';
}

/**
 * A new database named `prefix_<random>`, empty or a copy of the database `template`. Its sessions
 * commit without waiting for the disk (synchronous_commit off): a test's data need not outlive a crash,
 * and a wait on each of thousands of commits was a large part of a run.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix = 'eco_scratch',
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(
    adminUrl,
    async (client) => `create database ${name}${template ? ` template ${template}${await copyStrategy(client)}` : ''}`,
    async () => `alter database ${name} set synchronous_commit = off`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(adminUrl, async () => `drop database if exists ${name} with (force)`) };
}
