// Every change through the API leaves an audit event. In tests, each successful request to a contract
// endpoint that changes data is checked for an event written under its request id, by an action of its
// own area; the test app's close() fails its file when one is missing.
import { changesData } from '@eco/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { auditEvents } from '../db/schema/index.js';

/**
 * Why a successful answer changed nothing, so no event is due: a replay of an idempotent request, a
 * bulk action none of whose items passed, a delete that was refused (the contract's result shapes).
 */
function changedNothing(headers: Record<string, unknown>, payload: unknown): boolean {
  if (headers['idempotent-replayed'] === 'true') return true;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return false;
  const body = JSON.parse(payload) as { succeeded?: unknown; status?: unknown };
  return body.succeeded === 0 || body.status === 'Failed';
}

export interface AuditCheck {
  /** The requests that changed data without an audit event, once every check has finished. */
  missing(): Promise<string[]>;
}

export function checkAuditEvents(app: FastifyInstance, db: Db): AuditCheck {
  const pending = new Set<Promise<void>>();
  const missing: string[] = [];
  const exempt = new WeakSet<object>();

  app.addHook('onSend', async (request, reply, payload) => {
    if (changedNothing(reply.getHeaders(), payload)) exempt.add(request);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const { endpoint, operation } = request.routeOptions.config;
    if (!endpoint || !operation || !changesData(endpoint)) return;
    if (reply.statusCode >= 300 || exempt.has(request)) return;
    const area = operation.slice(0, operation.indexOf('.'));
    const check = db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, request.id))
      .then((events) => {
        if (events.some((e) => e.action.startsWith(`${area}.`))) return;
        const found = events.length ? ` (only ${events.map((e) => e.action).join(', ')})` : '';
        missing.push(`${request.method} ${request.url} (${operation}) changed data with no ${area}.* event${found}`);
      })
      .catch((error: unknown) => {
        missing.push(`${request.method} ${request.url} (${operation}): the audit check failed: ${error}`);
      });
    const tracked = check.finally(() => pending.delete(tracked));
    pending.add(tracked);
  });

  return {
    async missing() {
      await Promise.all(pending);
      return missing;
    },
  };
}
