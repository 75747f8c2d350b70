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

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** JSON as the column stores it: dates become ISO text, so a Date and its text compare equal. */
const asStored = (value: unknown) => JSON.stringify(value ?? null);

/**
 * What an edit changed: of the fields it wrote (`after`), those whose value differs from `before`, each
 * side keeping only those. A service may hand over the whole record as it was; the trail keeps the
 * difference, which is what a record's history shows. Creates, deletes and actions pass unchanged.
 */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isFields(before) || !isFields(after)) return { before: before ?? null, after: after ?? null };
  const changed = Object.keys(after).filter((key) => asStored(before[key]) !== asStored(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

const rowOf = (actor: AuditActor, entry: AuditEntry) => ({
  actorAdmId: actor.principal?.account?.admId ?? null,
  actorSubject: actor.principal?.subject ?? null,
  action: entry.action,
  entity: entry.entity,
  entityId: String(entry.entityId),
  ...changedFields(entry.before, entry.after),
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
