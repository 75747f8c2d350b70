// The floor a benchmark compares an endpoint with, loaded into the server's own process (node --import):
// it records the driver calls one request of the endpoint makes, then a bare Fastify on BENCH_FLOOR_PORT
// answers the same request (same method, query string and JSON body, parsed) by making exactly those calls
// (pg with the same prepared statement names, or the server's PGlite with the same options) and sending
// the endpoint's own answer, serialised again. Same process, same database, so their CPU per request
// compare directly.
//   a request to the server with header x-floor-capture: <key>/<i>   records the calls that request makes
//   POST /captured/:key?i=n     body: what the endpoint answered; keeps capture n of `key`
//   GET|POST /floor/:key?i=n    replays capture n of `key`
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

/** One driver call as the server made it: pg's query config (text, name, rowMode, types) or PGlite's. */
interface Call {
  text: string;
  values: unknown[];
  /**
   * PGlite: the protocol messages of a named statement's Bind, Describe, Execute and Sync, as the server
   * sent them (db/pglite-statements.ts), sent again as they are and the answer read.
   */
  protocol?: Uint8Array;
  /** pg: the config object (its prepared statement's name among it); PGlite: the query's options. */
  options?: object;
  /** PGlite: the calls of a transaction, made again in one (pg records BEGIN and COMMIT as calls). */
  transaction?: Call[];
}

interface Replay {
  calls: Call[];
  /** What the endpoint answered, parsed: the floor serialises and sends it on every request. */
  body: unknown;
}

// Also in against-floor.ts, which cannot import this module: importing it would patch the drivers there.
const captureHeader = 'x-floor-capture';

// Only the calls a captured request makes, in its own async context: a background poller's statement,
// or anything else the server runs meanwhile, is not part of the floor.
const capturing = new AsyncLocalStorage<Call[]>();
const recorded = new Map<string, Call[]>();
const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  const id = event === 'request' ? (args[0] as http.IncomingMessage).headers[captureHeader] : undefined;
  if (typeof id !== 'string') return emit.call(this, event, ...args);
  const calls: Call[] = [];
  recorded.set(id, calls);
  return capturing.run(calls, () => emit.call(this, event, ...args));
} as typeof http.Server.prototype.emit;

const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  const calls = capturing.getStore();
  if (calls) {
    const c = typeof config === 'string' ? { text: config } : (config as { text: string; values?: unknown[] });
    const { values: own, ...options } = c;
    calls.push({ text: c.text, values: [...((Array.isArray(values) ? values : own) ?? [])], options });
  }
  return (pgQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
} as typeof pgQuery;

// PGlite has one instance, the server's: the floor queries it too, found on its first query.
let pglite: PGlite | undefined;
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, text: string, values?: unknown[], options?: object) {
  pglite ??= this;
  capturing.getStore()?.push({ text, values: [...(values ?? [])], options });
  return pgliteQuery.call(this, text, values, options);
} as typeof pgliteQuery;

// The server's named statements on PGlite (db/pglite-statements.ts) go through execProtocolRawStream.
const pgliteRawStream = PGlite.prototype.execProtocolRawStream;
PGlite.prototype.execProtocolRawStream = function (this: PGlite, message, options) {
  capturing.getStore()?.push({ text: '(named statement)', values: [], protocol: message.slice() });
  return pgliteRawStream.call(this, message, options);
} as typeof pgliteRawStream;

/** Sends a recorded named statement's messages as the server does, under PGlite's locks, and reads the answer. */
function sendProtocol(on: PGlite, message: Uint8Array) {
  return on._runExclusiveTransaction(() =>
    on._runExclusiveQuery(async () => {
      const chunks: Uint8Array[] = [];
      await on.execProtocolRawStream(message, { syncToFs: false, onRawData: (c) => chunks.push(c.slice()) });
      await on.syncToFs();
      // The values are text either way: decoding them is what any reader of the answer must do.
      for (const c of chunks) new TextDecoder().decode(c);
    }),
  );
}

// A PGlite transaction's queries go through its own object, not PGlite.prototype.query.
type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function <T>(this: PGlite, callback: (tx: Transaction) => Promise<T>) {
  const calls = capturing.getStore();
  if (!calls) return pgliteTransaction.call(this, callback) as Promise<T>;
  const transaction: Call[] = [];
  calls.push({ text: 'BEGIN', values: [], transaction });
  return pgliteTransaction.call(this, (tx) => {
    const query = tx.query.bind(tx);
    tx.query = ((text: string, values?: unknown[], options?: object) => {
      transaction.push({ text, values: [...(values ?? [])], options });
      return query(text, values, options);
    }) as typeof tx.query;
    return callback(tx);
  }) as Promise<T>;
} as typeof pgliteTransaction;

/** Makes the recorded calls of one request again, one after the other, as the server made them. */
function driver(): (calls: Call[]) => Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The server's pool size (db/client.ts), so both wait for connections alike.
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // On one connection: a transaction's BEGIN, statements and COMMIT must share one.
    return async (calls) => {
      const client = await pool.connect();
      try {
        for (const c of calls) await client.query({ ...c.options, text: c.text, values: c.values });
      } finally {
        client.release();
      }
    };
  }
  const run = async (on: Pick<PGlite, 'query'>, calls: Call[]) => {
    for (const c of calls) {
      if (c.transaction && pglite) await pglite.transaction((tx) => run(tx, c.transaction ?? []));
      else if (c.protocol && pglite) await sendProtocol(pglite, c.protocol);
      else await on.query(c.text, c.values, c.options);
    }
  };
  return (calls) => {
    if (!pglite) throw new Error('The server has not queried PGlite yet');
    return run(pglite, calls);
  };
}

async function startFloor(port: number) {
  const run = driver();
  const captures = new Map<string, Replay[]>();
  // An answer of a list page can be larger than Fastify's default limit of 1 MB.
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });
  app.post<{ Params: { key: string }; Querystring: { i: string } }>('/captured/:key', async (request, reply) => {
    const { key } = request.params;
    const id = `${key}/${request.query.i}`;
    const calls = recorded.get(id) ?? [];
    recorded.delete(id);
    // BENCH_FLOOR_DEBUG=1: what each capture holds, on the server's stderr.
    if (process.env.BENCH_FLOOR_DEBUG === '1') console.error(id, JSON.stringify(calls).slice(0, 2000));
    const list = captures.get(key) ?? [];
    list[Number(request.query.i)] = { calls, body: request.body };
    captures.set(key, list);
    return reply.send({ calls: calls.length });
  });
  app.route<{ Params: { key: string }; Querystring: { i?: string } }>({
    method: ['GET', 'POST'],
    url: '/floor/:key',
    handler: async (request, reply) => {
      const replay = captures.get(request.params.key)?.[Number(request.query.i ?? 0)];
      if (!replay) return reply.code(404).send();
      await run(replay.calls);
      return reply.type('application/json').send(JSON.stringify(replay.body));
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
}

const port = Number(process.env.BENCH_FLOOR_PORT);
if (port) await startFloor(port);
