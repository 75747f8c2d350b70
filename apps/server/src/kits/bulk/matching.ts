// Bulk actions on every row matching a list's filter, not only the ids a browser holds. The request
// carries the filter; each one changes the next batch of matching rows after a cursor, in one
// transaction: the filter is applied again by the same SELECT that locks the rows (FOR UPDATE re-checks
// a row someone changed meanwhile), in id order as every bulk action locks. The first batch fixes the
// highest matching id, so rows made during the run are left out. Nothing is kept between requests: any
// instance serves the next batch, and each batch is idempotent by its own key.
import { MATCHING_BATCH_SIZE } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import type { BulkItem } from './bulk-actions.js';

export interface MatchingCursor {
  afterId: number;
  upToId?: number | undefined;
}

type IdTable = PgTable & { id: PgColumn };

/**
 * Runs `act` on the next batch of rows of `table` matching `where` after the cursor, `act` getting the
 * selection to pass to a bulk action (which runs it inside its transaction), and says where the run stands.
 */
export async function onNextMatching<R extends { results: BulkItem[] }>(
  db: Db,
  table: IdTable,
  where: SQL,
  cursor: MatchingCursor,
  act: (select: (tx: Db) => Promise<number[]>) => Promise<R>,
): Promise<R & { upToId: number; lastId: number; remaining: number }> {
  const upToId = cursor.upToId ?? (await highestMatching(db, table, where));
  const inRun = (after: number) => sql`${where} and ${table.id} > ${after} and ${table.id} <= ${upToId}`;
  const result = await act(async (tx) => {
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select ${table.id} as id from ${table} where ${inRun(cursor.afterId)}
          order by ${table.id} limit ${MATCHING_BATCH_SIZE} for update`,
    );
    return rows.map((r) => Number(r.id));
  });
  // Each selected id has a result (a replayed batch has them too): the last of them is the cursor.
  const lastId = result.results.reduce((max, r) => Math.max(max, r.id), cursor.afterId);
  const done = result.results.length === 0;
  const [left] = done
    ? [{ n: 0 }]
    : await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${table} where ${inRun(lastId)}`);
  return { ...result, upToId, lastId: done ? upToId : lastId, remaining: Number(left?.n ?? 0) };
}

async function highestMatching(db: Db, table: IdTable, where: SQL): Promise<number> {
  const [row] = await queryRows<{ id: number | null }>(
    db,
    sql`select max(${table.id}) as id from ${table} where ${where}`,
  );
  return Number(row?.id ?? 0);
}
