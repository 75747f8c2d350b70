// What every handler receives besides its parsed input: the database, the caller, the request id,
// and `write`, which runs a change and its audit events in one transaction.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { type AuditEntry, recordAudit } from './audit.js';
import type { Principal } from './principal.js';

export interface RequestContext {
  db: Db;
  principal: Principal | null;
  requestId: string;
  log: FastifyBaseLogger;
  /** Runs `change` in a transaction; `audit` writes an audit event inside that same transaction. */
  write<T>(change: (tx: Db, audit: (entry: AuditEntry) => Promise<void>) => Promise<T>): Promise<T>;
}

export function createContext(
  db: Db,
  principal: Principal | null,
  requestId: string,
  log: FastifyBaseLogger,
): RequestContext {
  return {
    db,
    principal,
    requestId,
    log,
    write: (change) =>
      db.transaction(async (tx) => {
        const audit = (entry: AuditEntry) => recordAudit(tx as Db, { principal, requestId }, entry);
        return change(tx as Db, audit);
      }),
  };
}
