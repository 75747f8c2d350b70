// The audit trail: one row for every change made through the API, written in the change's transaction.
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import type { Principal } from './principal.js';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(
  tx: Db,
  actor: { principal: Principal | null; requestId: string | null },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorAdmId: actor.principal?.account?.admId ?? null,
    actorSubject: actor.principal?.subject ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.requestId,
  });
}
