// Where a code's history is kept: its own events (edits, revokes, resends) and its generation's event,
// written once for the whole batch under the batch id.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { AuditEntity } from '../../platform/audit-vocabulary.js';
import type { HistorySource } from '../history/read-history.js';

export interface CodeHistoryStore {
  table: PgTable;
  id: PgColumn;
  batchId: PgColumn;
  /** 'passcode' and 'passcode-generation'. */
  entity: AuditEntity;
  generationEntity: AuditEntity;
}

export async function codeHistorySources(db: Db, store: CodeHistoryStore, id: number): Promise<HistorySource[]> {
  const [row] = await db.select({ batchId: store.batchId }).from(store.table).where(eq(store.id, id));
  const own = { entity: store.entity, entityId: String(id) };
  const batchId = row?.batchId as string | null | undefined;
  return batchId ? [own, { entity: store.generationEntity, entityId: batchId }] : [own];
}
