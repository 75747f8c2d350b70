// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers and the
// instance is not draining towards a stop).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Drain } from './drain.js';

export function installHealth(app: FastifyInstance, database: Database, drain: Drain) {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    // A load balancer stops sending new work while requests already sent are still answered.
    if (drain.draining) return reply.status(503).send({ status: 'draining', detail: 'The server is stopping.' });
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'The database does not answer.' });
    }
  });
}
