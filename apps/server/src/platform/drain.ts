// A graceful stop in two phases. Draining: /readyz answers 503 so a load balancer takes the instance out
// of rotation, yet every request is still served; each answer says Connection: close, so keep-alive
// connections end after their current response instead of being cut while a request is on its way.
// Closing: the connections waiting in the listen queue are accepted (no new one let in meanwhile), the
// server stops accepting, and every connection it accepted is let finish: a request in flight, or one
// whose bytes are still arriving on a connection just accepted, is answered (Connection: close), and only
// connections left idle are closed. A request that reached the server is not cut; a connection made
// after the close began is refused, its request never sent (safe for the client to send elsewhere).
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
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

/** What the close needs to know of each open connection: requests in flight, answers given, its age. */
interface Connection {
  acceptedAt: number;
  inFlight: number;
  answered: number;
}

interface Connections {
  open: Map<Socket, Connection>;
  /** How many were ever accepted: the close counts what each turn of the event loop accepts. */
  accepted: number;
}

const connectionsOf = new WeakMap<Server, Connections>();

/** Follows the server's connections from the first one, so the close knows which are idle and why. */
function trackConnections(server: Server) {
  const connections: Connections = { open: new Map(), accepted: 0 };
  connectionsOf.set(server, connections);
  server.on('connection', (socket: Socket) => {
    connections.accepted += 1;
    connections.open.set(socket, { acceptedAt: Date.now(), inFlight: 0, answered: 0 });
    socket.once('close', () => connections.open.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.open.get(request.socket);
    if (!connection) return;
    connection.inFlight += 1;
    response.once('close', () => {
      connection.inFlight -= 1;
      connection.answered += 1;
    });
  });
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
  trackConnections(app.server);
  // On the raw response, so the provider's answers (written by oidc-provider, not Fastify) carry it too;
  // Node then closes the connection once the response is written.
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) reply.raw.setHeader('connection', 'close');
    done();
  });
  return drain;
}

/** How long a connection accepted just before the close may take to send its first request. */
const FIRST_REQUEST_MS = 1_000;
/** At most this long taking the connections that wait in the listen queue (see acceptWaiting). */
const ACCEPT_WAITING_MS = 2_000;
const CHECK_MS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Accepts the connections waiting in the listen queue, for the listener's close would reset them, their
 * requests possibly sent already. Node accepts one connection a turn of the event loop, so under load
 * (clients still sending through the drain, each answer ending its connection) many wait there: twenty
 * clients left 19 for up to 100 ms. The queue is first cut to its least (the listen backlog set to 0:
 * Node has no public call for it, so through its handle, when it has one), so the kernel answers no new
 * connection meanwhile (its client retries and, the listener closed, is refused: nothing was sent); then
 * one turn after another takes what waits, until a turn takes nothing.
 */
async function acceptWaiting(server: Server, connections: Connections) {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  if (typeof handle?.listen === 'function') handle.listen(0);
  const until = Date.now() + ACCEPT_WAITING_MS;
  for (;;) {
    const before = connections.accepted;
    await nextTurn();
    if (connections.accepted === before || Date.now() >= until) return;
  }
}

/**
 * Stops accepting and lets every accepted connection finish, for at most `graceMs`: a connection with a
 * request in flight is answered (and closed by Node after it, Connection: close); one that has been
 * answered and sits idle (keep-alive) is ended; one accepted but with no request yet gets a moment to
 * send it. After the grace, what is left is cut. Resolves once no connection is open.
 */
async function closeConnections(server: Server, graceMs: number): Promise<void> {
  const connections = connectionsOf.get(server);
  if (!connections || !server.listening) return;
  await acceptWaiting(server, connections);
  // Only the listener is closed here: http.Server's close would also close every idle connection at
  // once, and a connection just accepted, its request still on its way, counts as idle.
  NetServer.prototype.close.call(server);
  const until = Date.now() + graceMs;
  while (connections.open.size > 0 && Date.now() < until) {
    const now = Date.now();
    for (const [socket, c] of connections.open) {
      if (c.inFlight > 0 || socket.writableEnded) continue;
      if (c.answered > 0 || now - c.acceptedAt >= FIRST_REQUEST_MS) socket.end();
    }
    await pause(CHECK_MS);
  }
  for (const socket of connections.open.keys()) socket.destroy();
}

/**
 * Stops the app gracefully: drains for `drainMs` (readiness 503, still serving, connections closed
 * after their answers), then stops accepting and lets the accepted connections finish (closeConnections,
 * at most `graceMs`), then closes the app (its workers stop, waiting for what they are sending).
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number, graceMs = 15_000): Promise<void> {
  app.drain.start();
  if (drainMs > 0) await pause(drainMs);
  app.log.info({ graceMs }, 'drained: closing (taking the connections waiting to be accepted, then no more)');
  await closeConnections(app.server, graceMs);
  await app.close();
}
