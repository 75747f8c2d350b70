// What every handler receives besides its parsed input: the database, the caller, the request id,
// and `write`, which runs a change and its audit events in one transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { type AuditEntry, recordAudit, recordAuditMany } from './audit.js';
import type { Principal } from './principal.js';

/** Writes audit events (one, or one per item of a bulk action) inside the change's transaction. */
export type Audit = (entry: AuditEntry | readonly AuditEntry[]) => Promise<void>;

/** A change to data: runs in a transaction and records what it changed with `audit`. */
export type Change<T> = (tx: Db, audit: Audit) => Promise<T>;

export interface RequestContext {
  db: Db;
  principal: Principal | null;
  requestId: string;
  log: FastifyBaseLogger;
  /** Runs `change` in a transaction; `audit` writes audit events inside that same transaction. */
  write<T>(change: Change<T>): Promise<T>;
}

/** Runs `change` in a transaction of `db` with an `audit` bound to the caller and the request. */
export function writeAudited<T>(
  db: Db,
  actor: { principal: Principal | null; requestId: string },
  change: Change<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const audit: Audit = (entry) =>
      isMany(entry) ? recordAuditMany(tx as Db, actor, entry) : recordAudit(tx as Db, actor, entry);
    return change(tx as Db, audit);
  });
}

const isMany = (entry: AuditEntry | readonly AuditEntry[]): entry is readonly AuditEntry[] => Array.isArray(entry);

export function createContext(
  db: Db,
  principal: Principal | null,
  requestId: string,
  log: FastifyBaseLogger,
): RequestContext {
  return { db, principal, requestId, log, write: (change) => writeAudited(db, { principal, requestId }, change) };
}
