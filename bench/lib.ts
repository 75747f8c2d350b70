// What the benchmarks share: a fresh database (PostgreSQL from BENCH_DATABASE_URL, else PGlite in a
// temporary folder), the real server started as its own process, its memory, latency percentiles, CPU
// per request, and the floor each endpoint is compared with (floor-server.ts, in the server's process).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Config, loadConfig } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { type BenchSize, defaultBenchSize } from '../apps/server/src/seed/bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { freePort } from '../apps/server/src/testing/harness.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';

const adminUrl = process.env.BENCH_DATABASE_URL;

/**
 * The data set to seed: the documented sizes (the figures in docs/performance.md), or a share of them for a
 * quick run (BENCH_SCALE=0.1 seeds a tenth of every table).
 */
export const benchSize: BenchSize = Object.fromEntries(
  Object.entries(defaultBenchSize).map(([k, n]) => [k, Math.round(n * Number(process.env.BENCH_SCALE ?? 1))]),
) as unknown as BenchSize;

async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export interface BenchEnvironment {
  /** The server's environment: port, public URL, data folder, database, demo data on. */
  env: Record<string, string>;
  config: Config;
  /** Drops the database and removes the data folder. */
  cleanup(): Promise<void>;
}

/** A fresh database and free port for one benchmark run named `name`. */
export async function benchEnvironment(name: string): Promise<BenchEnvironment> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eco-bench-${name}-`));
  const database = adminUrl ? `eco_bench_${name.replace(/\W/g, '_')}_${Date.now()}` : undefined;
  if (database) await onAdmin(`create database ${database}`);
  const url = adminUrl && database ? Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString() : '';
  const env: Record<string, string> = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...(url ? { DATABASE_URL: url } : {}),
  };
  return {
    env,
    config: loadConfig(env),
    cleanup: async () => {
      if (database) await onAdmin(`drop database if exists ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * benchEnvironment, or with BENCH_REUSE_DATABASE_URL a database seeded by an earlier run kept with
 * BENCH_KEEP=1 (no new seed; its cleanup removes only the data folder).
 */
export async function reusableEnvironment(name: string): Promise<BenchEnvironment & { reused: boolean }> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (!reuse) return { ...(await benchEnvironment(name)), reused: false };
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `eco-bench-${name}-`));
  const env = {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: reuse,
    DEMO_DATA: 'true',
  };
  return {
    env,
    config: loadConfig(env),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    reused: true,
  };
}

/**
 * Whether to run the scenario `name`: BENCH_ONLY lists the ones to rerun, comma-separated, each a
 * substring of names or, ending in $, a whole name ("GET /passcodes$,isRevoked").
 */
export function selected(name: string) {
  const only = process.env.BENCH_ONLY;
  if (!only) return true;
  return only.split(',').some((o) => (o.endsWith('$') ? name === o.slice(0, -1) : name.includes(o)));
}

export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const floorModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-server.ts');

/**
 * Starts apps/server as production runs it, compiled (npm start), as its own process (so its memory is
 * its own), and waits until it listens; with `floor`, the floor's bare Fastify runs in that same process
 * on a port of its own (`floorUrl`).
 */
export async function startServer(env: Record<string, string>, options: { floor?: boolean } = {}) {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs'], { stdio: 'inherit' });
  const floorPort = options.floor ? await freePort() : undefined;
  // Node strips the floor module's types itself: nothing else is loaded into the server's process.
  const preload = floorPort ? ['--import', floorModule] : [];
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (bench/profile-summary.ts).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const args = [...profile, '--enable-source-maps', ...preload, 'apps/server/dist/main.js'];
  const server = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...(floorPort ? { BENCH_FLOOR_PORT: String(floorPort) } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (d: Buffer) => d.toString().includes('is running at') && resolve());
    server.on('exit', () => reject(new Error('server exited')));
  });
  const idle = rssMb(server.pid as number);
  return {
    pid: server.pid as number,
    floorUrl: floorPort ? `http://127.0.0.1:${floorPort}` : undefined,
    memory: () => {
      const now = rssMb(server.pid as number);
      return { idle: idle.rss, afterLoad: now.rss, peak: now.peak };
    },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
    },
  };
}

/** p50, p95 and p99 of latency samples in ms. */
export function latencyOf(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), requests: sorted.length };
}

interface Driven {
  samples: number[];
  errors: number;
  seconds: number;
}

/** Latency percentiles, requests a second and errors of one or more drives of the same thing. */
function summarise(parts: Driven[]) {
  const samples = parts.flatMap((p) => p.samples);
  const seconds = parts.reduce((sum, p) => sum + p.seconds, 0);
  return {
    ...latencyOf(samples),
    throughput: Math.round(samples.length / seconds),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
  };
}

/**
 * Drives GET `path` at fixed concurrency for `seconds`, rotating through `queries` (query strings) so
 * the server does not answer one query over and over; latency from every response.
 */
async function driveOnce(
  baseUrl: string,
  path: string,
  queries: string[],
  options: { authorization: string; connections: number; seconds: number; post?: readonly string[] },
): Promise<Driven> {
  const samples: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.seconds,
        headers: { authorization: options.authorization },
        requests: [
          {
            method: options.post ? 'POST' : 'GET',
            setupRequest: (request) => {
              const i = next++;
              const query = queries[i % queries.length] ?? '';
              const body = options.post?.[i % options.post.length];
              const posted =
                body === undefined ? {} : { body, headers: { ...request.headers, 'content-type': 'application/json' } };
              return { ...request, ...posted, path: query ? `${path}?${query}` : path };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  return { samples, errors: result.errors + result.non2xx, seconds: options.seconds };
}

/** driveOnce, summarised: p50, p95, p99, requests, throughput (req/s), errors. */
export async function drive(
  baseUrl: string,
  path: string,
  queries: string[],
  options: { authorization: string; connections: number; seconds: number },
) {
  return summarise([await driveOnce(baseUrl, path, queries, options)]);
}

/** CPU time (ms) of a process, from /proc: user + system clock ticks. */
function processCpuMs(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return 0; // the process has gone
  }
}

/** Measures CPU of the server process and of the database's backends (PostgreSQL on this machine). */
export function cpuMeter(serverPid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  const connected = client?.connect();
  const backends = async () => {
    if (!client) return [];
    await connected;
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  };
  const read = async () => {
    const pids = await backends();
    return { server: processCpuMs(serverPid), database: new Map(pids.map((p) => [p, processCpuMs(p)])) };
  };
  return {
    read,
    async since(before: Awaited<ReturnType<typeof read>>) {
      const now = await read();
      let database = 0;
      for (const [pid, ms] of now.database) database += ms - (before.database.get(pid) ?? 0);
      return { server: now.server - before.server, database };
    },
    close: async () => void (await client?.end()),
  };
}

export type CpuMeter = ReturnType<typeof cpuMeter>;

export interface Load {
  authorization: string;
  connections: number;
  seconds: number;
  /** JSON bodies to POST instead of GETs (an endpoint that reads a body, e.g. a preview), the i-th with the i-th query. */
  post?: readonly string[];
}

const perRequest = (ms: number, requests: number) => Number((ms / Math.max(1, requests)).toFixed(3));

/** drive() with the CPU the server process and the database's backends spent per request meanwhile. */
interface Measured extends Driven {
  server: number;
  database: number;
}

async function measureOnce(cpu: CpuMeter, baseUrl: string, path: string, queries: string[], load: Load) {
  const before = await cpu.read();
  const driven = await driveOnce(baseUrl, path, queries, load);
  const used = await cpu.since(before);
  return { ...driven, ...used } satisfies Measured;
}

/** Latency, throughput and the CPU (ms) that the server process and the database spent per request. */
function withCpu(parts: Measured[]) {
  const summary = summarise(parts);
  const total = (key: 'server' | 'database') => parts.reduce((sum, p) => sum + p[key], 0);
  // CPU per request depends far less on what else the machine runs than latency does.
  return {
    ...summary,
    cpuMsPerRequest: {
      server: perRequest(total('server'), summary.requests),
      database: perRequest(total('database'), summary.requests),
    },
  };
}

/** drive() with the CPU the server process and the database's backends spent per request meanwhile. */
export async function measure(cpu: CpuMeter, baseUrl: string, path: string, queries: string[], load: Load) {
  return withCpu([await measureOnce(cpu, baseUrl, path, queries, load)]);
}

let captures = 0;

/**
 * Records, for the floor, the SQL one request of each query runs, after a first request that fills what
 * the server caches (the caller's principal, sampled trigrams): the statements of a request in steady state.
 */
async function captureForFloor(floorUrl: string, url: (query: string) => string, queries: string[], load: Load) {
  const key = `c${captures++}`;
  const headers = { authorization: load.authorization };
  for (const [i, query] of queries.entries()) {
    const posted = load.post?.[i];
    const init =
      posted === undefined
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: posted };
    await (await fetch(url(query), init)).arrayBuffer();
    await fetch(`${floorUrl}/capture/${key}`, { method: 'POST' });
    const body = await (await fetch(url(query), init)).text();
    const done = await fetch(`${floorUrl}/captured/${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body || 'null',
    });
    if (!done.ok) throw new Error(`floor capture: ${done.status}`);
  }
  return key;
}

/** How many times ours and the floor take turns (BENCH_ROUNDS, default 2), sharing the seconds. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));

/**
 * Our endpoint and its floor at the same concurrency in the same server process, taking turns (ours,
 * floor, ours, floor...) so a change in the machine's load falls on both: the floor runs the same
 * statements through the driver, JSON.stringify's the rows and sends them from a bare Fastify route.
 * `serverCpuRatio` is our server CPU per request over the floor's (target: <= 1.3).
 */
export async function againstFloor(
  server: { floorUrl: string | undefined },
  cpu: CpuMeter,
  baseUrl: string,
  path: string,
  queries: string[],
  load: Load,
) {
  if (!server.floorUrl) throw new Error('Start the server with { floor: true }');
  // BENCH_FLOOR=0 skips the floor, e.g. for a CPU profile of the endpoint alone.
  if (process.env.BENCH_FLOOR === '0') return measure(cpu, baseUrl, path, queries, load);
  const url = (query: string) => `${baseUrl}${path}${query ? `?${query}` : ''}`;
  const key = await captureForFloor(server.floorUrl, url, queries, load);
  const replays = queries.map((_, i) => `i=${i}`);
  const turn = { ...load, seconds: Math.max(1, Math.round(load.seconds / rounds)) };
  const ours: Measured[] = [];
  const floor: Measured[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(await measureOnce(cpu, baseUrl, path, queries, turn));
    // The floor replays what each request ran, always as a GET.
    floor.push(await measureOnce(cpu, server.floorUrl, `/floor/${key}`, replays, { ...turn, post: undefined }));
  }
  const result = { ...withCpu(ours), floor: withCpu(floor) };
  const ratio = result.cpuMsPerRequest.server / Math.max(0.001, result.floor.cpuMsPerRequest.server);
  return { ...result, serverCpuRatio: Number(ratio.toFixed(2)) };
}

export type BenchServer = Awaited<ReturnType<typeof startServer>>;

/** What a benchmark's measuring part gets: the running server, signed in, and its CPU meter. */
export interface BenchRun<Sampled> {
  config: Config;
  server: BenchServer;
  authorization: string;
  cpu: CpuMeter;
  /** The fixed concurrency and seconds of every drive (BENCH_CONNECTIONS, BENCH_SECONDS). */
  load: Load;
  /** What `sample` read from the seeded database. */
  sampled: Sampled;
  /** Two seconds of `path` at the run's concurrency, so the measured drives find the server warm. */
  warm(path: string, queries: string[]): Promise<void>;
  /** Each selected scenario (name -> query strings) beside its floor; `path` from the scenario's name. */
  againstFloorEach(scenarios: Record<string, string[]>, path: string | ((name: string) => string)): Promise<Endpoints>;
  /**
   * POST `path` with each selected scenario's bodies beside its floor, after two seconds of the first
   * scenario to warm the server; each endpoint named `${label} ${scenario}`.
   */
  postedAgainstFloorEach(scenarios: Record<string, string[]>, path: string, label: string): Promise<Endpoints>;
}

export type Endpoints = Record<string, Awaited<ReturnType<typeof measure>>>;

export interface BenchSpec<Sampled> {
  /** Names the database and the data folder. */
  name: string;
  /** Whether BENCH_REUSE_DATABASE_URL and BENCH_KEEP apply (a seed slow enough to keep). */
  reusable?: boolean;
  /** Starts the floor's bare Fastify in the server's process (againstFloor). */
  floor?: boolean;
  /** The demo user whose token drives the requests. */
  signInAs: string;
  /** Concurrency and seconds when BENCH_CONNECTIONS and BENCH_SECONDS are unset; none: the report has neither. */
  load?: { connections: number; seconds: number };
  /** Seeds a fresh database (timed: the report's seed.seconds); not called on a reused one. */
  seed(db: Db): Promise<void>;
  /** Reads from the seeded database what the run needs, and what the report says of the seed. */
  sample(db: Db): Promise<{ seed: Record<string, unknown>; sampled: Sampled }>;
  /** Measures on the running server; returns the report's own keys. */
  measure(run: BenchRun<Sampled>): Promise<Record<string, unknown>>;
}

/** The worst p95 of the endpoints and whether every one is under `ms`. */
export function p95Under(endpoints: Endpoints, ms: number) {
  const p95s = Object.values(endpoints).map((e) => e.p95);
  return { all: p95s.every((p) => p < ms), worst: Math.max(...p95s) };
}

/**
 * One benchmark from start to end: a fresh (or, reusable, a kept) database seeded and sampled, the real
 * server started and signed in to, the spec's measurements, then JSON on stdout with what every
 * benchmark reports (database, seed, load, the machine's load, the server's memory), the server stopped
 * and the database dropped unless kept.
 */
export async function runBench<Sampled>(spec: BenchSpec<Sampled>) {
  const bench = spec.reusable
    ? await reusableEnvironment(spec.name)
    : { ...(await benchEnvironment(spec.name)), reused: false };
  const keep = spec.reusable === true && process.env.BENCH_KEEP === '1' && !bench.reused;
  const { config } = bench;
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(config);
    if (!bench.reused) await spec.seed(database.db);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const { seed, sampled } = await spec.sample(database.db);
    await database.close();

    const server = await startServer(bench.env, { floor: spec.floor });
    try {
      const tokens = await signIn(config.publicUrl, {
        email: spec.signInAs,
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
      });
      const authorization = `Bearer ${tokens.accessToken}`;
      const load: Load = {
        authorization,
        connections: Number(process.env.BENCH_CONNECTIONS ?? spec.load?.connections ?? 20),
        seconds: Number(process.env.BENCH_SECONDS ?? spec.load?.seconds ?? 5),
      };
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      const run: BenchRun<Sampled> = {
        config,
        server,
        authorization,
        cpu,
        load,
        sampled,
        warm: async (path, queries) => void (await drive(config.publicUrl, path, queries, { ...load, seconds: 2 })),
        againstFloorEach: async (scenarios, path) => {
          const endpoints: Endpoints = {};
          for (const [name, queries] of Object.entries(scenarios)) {
            if (!selected(name)) continue;
            const at = typeof path === 'string' ? path : path(name);
            endpoints[name] = await againstFloor(server, cpu, config.publicUrl, at, queries, load);
          }
          return endpoints;
        },
        postedAgainstFloorEach: async (scenarios, path, label) => {
          const first = Object.values(scenarios)[0] ?? [];
          await measure(
            cpu,
            config.publicUrl,
            path,
            first.map(() => ''),
            { ...load, seconds: 2, post: first },
          );
          const endpoints: Endpoints = {};
          for (const [name, posted] of Object.entries(scenarios)) {
            if (!selected(name)) continue;
            const blank = posted.map(() => '');
            endpoints[`${label} ${name}`] = await againstFloor(server, cpu, config.publicUrl, path, blank, {
              ...load,
              post: posted,
            });
          }
          return endpoints;
        },
      };
      const own = await spec.measure(run).finally(() => cpu.close());
      const report = {
        database: database.kind,
        seed: { ...seed, seconds: seedSeconds },
        ...(spec.load ? { connections: load.connections, seconds: load.seconds } : {}),
        // The machine's load while measuring: latency under load says little about the code alone.
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
        cpus: os.cpus().length,
        ...own,
        serverMemoryMb: server.memory(),
      };
      console.log(JSON.stringify(report, null, 2));
    } finally {
      await server.stop();
    }
  } finally {
    // A reused database stays whatever happens: its cleanup removes only the data folder.
    if (keep) console.error(`kept the database: ${bench.env.DATABASE_URL}`);
    else await bench.cleanup();
  }
}

/** Downloads a CSV, counting rows and bytes, while sampling the server's RSS every 20 ms. */
export async function downloadCsv(url: string, pid: number, authorization: string) {
  const before = rssMb(pid).rss;
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, rssMb(pid).rss);
  }, 20);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers: { authorization } });
    if (res.status !== 200 || !res.body) throw new Error(`CSV: ${res.status}`);
    let bytes = 0;
    let lines = 0;
    let firstByteSeconds = 0;
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (!bytes) firstByteSeconds = Math.round(performance.now() - started) / 1000;
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
    const seconds = Math.round(performance.now() - started) / 1000;
    return {
      rows: lines - 1,
      megabytes: Math.round(bytes / 1e5) / 10,
      seconds,
      firstByteSeconds,
      rowsPerSecond: Math.round((lines - 1) / seconds),
      serverRssMb: { before, highest, growth: highest - before },
    };
  } finally {
    clearInterval(sampler);
  }
}
