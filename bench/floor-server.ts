// The floor a benchmark compares an endpoint with, loaded into the server's own process (node --import):
// it records the SQL one request of the endpoint runs, then a bare Fastify on BENCH_FLOOR_PORT replays
// exactly those statements through the driver (pg, or the server's PGlite), JSON.stringify's the rows
// and sends them. Same process, same database, so their CPU per request compare directly.
//   POST /capture/:key         start recording the statements of the next request(s)
//   POST /captured/:key        stop; body: the endpoint's JSON (sent when no statement ran, e.g. cached)
//   GET  /floor/:key?i=n       replay capture n of `key`
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

interface Statement {
  text: string;
  values: unknown[];
  /** The prepared statement's name, when the endpoint used one. */
  name?: string;
}

interface Replay {
  statements: Statement[];
  /** What the endpoint answered: the floor's body when the endpoint ran no SQL (a cached answer). */
  body: unknown;
}

type Run = (s: Statement) => Promise<unknown[]>;

let recording: Statement[] | undefined;
const captures = new Map<string, Replay[]>();

/** Records (text, values, name) of the statements the server sends while a capture is on. */
function record(config: unknown, values: unknown) {
  if (!recording) return;
  const c =
    typeof config === 'string' ? { text: config } : (config as { text: string; name?: string; values?: unknown[] });
  const params = (Array.isArray(values) ? values : c.values) ?? [];
  recording.push({ text: c.text, values: [...params], ...(c.name ? { name: c.name } : {}) });
}

// The floor's own pool connections are not recorded.
const floorClients = new WeakSet<object>();
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) {
  if (!floorClients.has(this)) record(config, values);
  return (pgQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
} as typeof pgQuery;

// PGlite has one instance, the server's: the floor queries it too, found on its first query.
let pglite: PGlite | undefined;
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (this: PGlite, text: string, values?: unknown[], options?: object) {
  pglite ??= this;
  if (!floorQuerying) record(text, values);
  return pgliteQuery.call(this, text, values, options);
} as typeof pgliteQuery;
let floorQuerying = false;

function driver(): Run {
  const url = process.env.DATABASE_URL;
  if (url) {
    // The server's pool size (db/client.ts), so both wait for connections alike.
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('connect', (client) => floorClients.add(client));
    return async (s) =>
      (await pool.query({ text: s.text, values: s.values, ...(s.name ? { name: s.name } : {}) })).rows;
  }
  return async (s) => {
    if (!pglite) throw new Error('The server has not queried PGlite yet');
    floorQuerying = true;
    try {
      return (await pglite.query(s.text, s.values)).rows;
    } finally {
      floorQuerying = false;
    }
  };
}

async function startFloor(port: number) {
  const run = driver();
  const app = Fastify({ logger: false });
  app.post<{ Params: { key: string } }>('/capture/:key', async (_request, reply) => {
    recording = [];
    return reply.code(204).send();
  });
  app.post<{ Params: { key: string } }>('/captured/:key', async (request) => {
    const statements = recording ?? [];
    recording = undefined;
    const list = captures.get(request.params.key) ?? [];
    list.push({ statements, body: request.body });
    captures.set(request.params.key, list);
    return { index: list.length - 1, statements: statements.length };
  });
  app.get<{ Params: { key: string }; Querystring: { i?: string } }>('/floor/:key', async (request, reply) => {
    const list = captures.get(request.params.key) ?? [];
    const replay = list[Number(request.query.i ?? 0) % Math.max(1, list.length)];
    if (!replay) return reply.code(404).send();
    // One after the other, as the endpoint ran them.
    const results: unknown[][] = [];
    for (const statement of replay.statements) results.push(await run(statement));
    const body = replay.statements.length ? JSON.stringify(results) : JSON.stringify(replay.body);
    return reply.type('application/json').send(body);
  });
  await app.listen({ port, host: '127.0.0.1' });
}

const port = Number(process.env.BENCH_FLOOR_PORT);
if (port) await startFloor(port);
