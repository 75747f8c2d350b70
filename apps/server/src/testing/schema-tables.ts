// The tables the Drizzle schema defines, read from the table objects of every file in db/schema (not
// only those the barrel re-exports, so a table left out of index.ts still counts): the SQL name of each,
// and the name each is exported under, which is how area code imports it. For the tests that give every
// table one owner (tests/table-owners.test.ts) and see areas reach into each other's (tests/zones.test.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

const schemaDir = path.resolve(import.meta.dirname, '../db/schema');

export interface SchemaTables {
  /** Every table's SQL name. */
  names: ReadonlySet<string>;
  /** The export name of each table object (accountRoles) and its table's SQL name (account_role). */
  byExport: ReadonlyMap<string, string>;
}

export async function readSchemaTables(): Promise<SchemaTables> {
  const byExport = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const module: Record<string, unknown> = await import(pathToFileURL(path.join(schemaDir, file)).href);
    for (const [name, value] of Object.entries(module)) {
      if (!is(value, PgTable)) continue;
      const table = getTableName(value);
      // The barrel re-exports every file: one export name cannot mean two tables.
      if (byExport.has(name) && byExport.get(name) !== table) throw new Error(`${name} names two tables`);
      byExport.set(name, table);
    }
  }
  return { names: new Set(byExport.values()), byExport };
}
