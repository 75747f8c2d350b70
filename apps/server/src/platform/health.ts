// Liveness (/healthz: the process answers) and readiness (/readyz: the database answers).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

export function installHealth(app: FastifyInstance, database: Database) {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'The database does not answer.' });
    }
  });
}
