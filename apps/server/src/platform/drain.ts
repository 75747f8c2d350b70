// The first phase of a graceful stop. While draining, /readyz answers 503 so a load balancer takes the
// instance out of rotation, yet every request is still served; each answer says Connection: close, so
// keep-alive connections end after their current response instead of being cut while a request is on
// its way. Only then does the server stop accepting (Fastify's close waits for requests in flight).
import type { FastifyInstance } from 'fastify';

export interface Drain {
  readonly draining: boolean;
  /** Enters the draining phase; calling it again changes nothing. */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

export function installDrain(app: FastifyInstance): Drain {
  let draining = false;
  const drain: Drain = {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  };
  app.decorate('drain', drain);
  // On the raw response, so the provider's answers (written by oidc-provider, not Fastify) carry it too;
  // Node then closes the connection once the response is written.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });
  return drain;
}

/**
 * Stops the app gracefully: drains for `drainMs` (readiness 503, still serving, connections closed
 * after their answers), then closes: no new connections, requests in flight finished, connections
 * left idle closed (Node's server.close does closeIdleConnections), a late request on a busy one
 * answered 503 with Connection: close by Fastify.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.drain.start();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
