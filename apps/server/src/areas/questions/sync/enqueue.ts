// What the rest of the question bank calls to have something mirrored to the test platform: one queue row,
// written in the caller's transaction so a publish and its sync item commit (or roll back) together. An
// item still waiting for the same row is updated to the newer revision instead of queued twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { questionSyncItems } from '../../../db/schema/index.js';

export interface SyncRequest {
  kind: 'parent-category' | 'category' | 'question';
  entityId: number;
  /** The published revision a question item sends. */
  revisionId?: number;
}

export async function enqueueSync(tx: Db, request: SyncRequest): Promise<void> {
  const revisionId = request.revisionId ?? null;
  const waiting = await tx
    .update(questionSyncItems)
    .set({ revisionId, state: 'Waiting', nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(questionSyncItems.kind, request.kind),
        eq(questionSyncItems.entityId, request.entityId),
        inArray(questionSyncItems.state, ['Waiting', 'Failed']),
      ),
    )
    .returning({ id: questionSyncItems.id });
  if (waiting.length > 0) return;
  await tx.insert(questionSyncItems).values({ kind: request.kind, entityId: request.entityId, revisionId });
}
