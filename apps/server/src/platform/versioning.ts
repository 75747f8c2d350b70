// Optimistic concurrency: an update names the version it read; the check and the bump are one
// statement, so of two editors only the first wins and the second gets 409, never a lost update.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { conflict, notFound } from './errors.js';

interface VersionedTable extends PgTable {
  version: PgColumn;
  updatedAt: PgColumn;
}

/**
 * Updates the row `key = id` if its version is still `version`; returns the updated row.
 * Throws 404 when the row does not exist and 409 when someone changed it since it was read.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Db,
  table: T,
  key: PgColumn,
  id: string | number,
  version: number,
  values: Partial<T['$inferInsert']>,
  what = 'Record',
): Promise<T['$inferSelect']> {
  const rows = (await tx
    .update(table as PgTable)
    .set({ ...values, version: sql`${table.version} + 1`, updatedAt: new Date() } as never)
    .where(and(eq(key, id), eq(table.version, version)) as SQL)
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  const [exists] = await tx
    .select({ one: sql`1` })
    .from(table as PgTable)
    .where(eq(key, id));
  throw exists ? conflict() : notFound(what);
}
