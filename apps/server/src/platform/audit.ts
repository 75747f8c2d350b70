// The audit trail: one row for every change made through the API, written in the change's transaction.
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';
import type { AuditAction, AuditEntity } from './audit-vocabulary.js';
import type { Principal } from './principal.js';

export interface AuditEntry {
  /** From the one vocabulary (audit-vocabulary.ts): `<area>.<verb>`. */
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who made a change: the caller and the request, which joins the event to the request's logs. */
export interface AuditActor {
  /** The caller; the sign-in page names just the account signing in or out. */
  principal: (Pick<Principal, 'subject'> & { account: { admId: string } | null }) | null;
  requestId: string | null;
}

const rowOf = (actor: AuditActor, entry: AuditEntry) => ({
  actorAdmId: actor.principal?.account?.admId ?? null,
  actorSubject: actor.principal?.subject ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: String(entry.entityId),
  before: entry.before ?? null,
  after: entry.after ?? null,
  requestId: actor.requestId,
});

export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(rowOf(actor, entry));
}

/** One event per changed item of a bulk action, written in few statements inside its transaction. */
export async function recordAuditMany(tx: Db, actor: AuditActor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1_000) {
    await tx.insert(auditEvents).values(entries.slice(i, i + 1_000).map((entry) => rowOf(actor, entry)));
  }
}
