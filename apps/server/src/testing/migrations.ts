// A database as an older version left it: the committed migrations applied up to (not including) one, so
// a test can write rows as they were then, run the rest (database.migrate()) and read what it made of them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../db/client.js';

const committed = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** Applies the committed migrations before the one tagged `tag` (e.g. 0040_audit_entity_kebab_case). */
export async function migrateUpTo(database: Database, tag: string): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'eco-migrations-'));
  try {
    cpSync(committed, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === tag);
    if (at < 1) throw new Error(`no migration ${tag} after the first in the journal`);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
    await migrate(database.db as never, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
