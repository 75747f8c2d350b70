// One benchmark from start to end (runBench): what a benchmark declares (BenchSpec), what its measuring
// part gets (BenchRun), the report every benchmark writes, and the p95 check the benchmarks share.
import os from 'node:os';
import type { Config } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor } from './against-floor.js';
import { type CpuMeter, cpuMeter } from './cpu.js';
import { drive, type Load } from './drive.js';
import { benchEnvironment, reusableEnvironment } from './environment.js';
import { checkSelection, selected } from './selected.js';
import { type BenchServer, startServer } from './server-process.js';

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
  /**
   * Each selected scenario beside its floor (againstFloor), `path` from the scenario's name: a scenario is
   * the query strings of its GETs or, with method POST, the JSON bodies it posts, one per request in turn.
   */
  againstFloorEach(
    scenarios: Record<string, string[]>,
    path: string | ((name: string) => string),
    method?: 'GET' | 'POST',
  ): Promise<Endpoints>;
}

export type Endpoints = Record<string, Awaited<ReturnType<typeof againstFloor>>>;

/** The scenarios named `${label} ${name}`, e.g. "POST /trainers/list inactive". */
export const named = (label: string, scenarios: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(scenarios).map(([name, list]) => [`${label} ${name}`, list]));

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
        againstFloorEach: async (scenarios, path, method = 'GET') => {
          const endpoints: Endpoints = {};
          for (const [name, list] of Object.entries(scenarios)) {
            if (!selected(name)) continue;
            const at = typeof path === 'string' ? path : path(name);
            const posted = method === 'POST';
            const ours = { baseUrl: config.publicUrl, path: at, queries: posted ? list.map(() => '') : list };
            endpoints[name] = await againstFloor(server, cpu, ours, posted ? { ...load, post: list } : load, name);
          }
          return endpoints;
        },
      };
      const own = await spec.measure(run).finally(() => cpu.close());
      checkSelection();
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
