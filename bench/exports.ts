// Exports against interactive requests, printing JSON: on a fresh database with 42,000 passcodes (the size
// of the security probe's export), drives an interactive list (GET /passcodes, rotating pages) at fixed
// concurrency with no export running, then while N clients export the whole list over and over (four
// people, each client waiting Retry-After when refused), then with none again. It does this twice in one
// run, on the same data: with the export gate off (EXPORTS_PER_INSTANCE=0 and EXPORTS_PER_PERSON=0: every
// export runs at once, on the interactive pool, as before) and with the gate at its defaults. Target: with
// the gate, the interactive p95 under exports stays within 2x the idle p95 (the mean of before and after).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:exports
//   npm run bench:exports            (PGlite, inside the server process)
// BENCH_EXPORTS (default 20) concurrent export clients, BENCH_EXPORT_ROWS (42,000, or its share at BENCH_SCALE), BENCH_CONNECTIONS (10)
// interactive connections, BENCH_SECONDS (15) per measurement.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { seedBenchCodes } from '../apps/server/src/areas/passcodes/seed/bench.js';
import type { Config } from '../apps/server/src/config.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { drive } from './drive.js';
import { benchEnvironment, scaled } from './environment.js';
import { rssMb } from './memory.js';
import { latencyOf } from './percentiles.js';
import { startServer } from './server-process.js';

const exporters = Number(process.env.BENCH_EXPORTS ?? 20);
const rows = Number(process.env.BENCH_EXPORT_ROWS ?? scaled(42_000));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
/** Demo staff who may export passcodes: the exporting clients take turns among them. */
const people = ['admin@example.com', 'finance@example.com', 'support@example.com', 'classes-admin@example.com'];
const pages = Array.from({ length: 10 }, (_, i) => `page=${i + 1}&pageSize=100`);

const round = (n: number) => Number(n.toFixed(2));

/** One client exporting the whole list in a loop until `until`; a refusal waits its Retry-After. */
async function exportLoop(baseUrl: string, authorization: string, until: number) {
  const done: number[] = [];
  let refused = 0;
  let failed = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}/api/passcodes/export`, { headers: { authorization } });
      if (res.status === 429) {
        refused++;
        await res.arrayBuffer();
        const wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, Math.max(0, until - Date.now()))));
        continue;
      }
      if (res.status !== 200 || !res.body) throw new Error(String(res.status));
      for await (const _ of res.body as AsyncIterable<Uint8Array>);
      done.push(performance.now() - started);
    } catch {
      failed++;
    }
  }
  return { done, refused, failed };
}

/** The interactive list idle, then under `exporters` export clients; the server's memory meanwhile. */
async function measure(env: Record<string, string>, config: Config) {
  const server = await startServer(env);
  try {
    const publicUrl = config.publicUrl;
    const tokens = await tokensFor(config);
    const list = { authorization: tokens['classes-admin@example.com'] as string, connections, seconds };
    await drive(publicUrl, '/api/passcodes', pages, { ...list, seconds: 2 }); // warm-up
    const idle = await drive(publicUrl, '/api/passcodes', pages, list);

    let peakRss = rssMb(server.pid).rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.pid).rss);
    }, 100);
    const until = Date.now() + seconds * 1000;
    const clients = Array.from({ length: exporters }, (_, i) =>
      exportLoop(publicUrl, tokens[people[i % people.length] as string] as string, until),
    );
    const loaded = await drive(publicUrl, '/api/passcodes', pages, list);
    const results = await Promise.all(clients);
    clearInterval(sampler);
    // Idle again after: on a shared machine one idle measurement says little on its own.
    const idleAfter = await drive(publicUrl, '/api/passcodes', pages, list);
    const idleP95 = (idle.p95 + idleAfter.p95) / 2;

    const times = results.flatMap((r) => r.done);
    const exportTimes = latencyOf(times);
    return {
      interactive: {
        idle,
        underExports: loaded,
        idleAfter,
        /** The loaded p95 over the mean of the two idle ones. */
        p95Ratio: round(loaded.p95 / Math.max(0.01, idleP95)),
      },
      exports: {
        clients: exporters,
        completed: times.length,
        perSecond: round(times.length / seconds),
        secondsEach: {
          p50: round(exportTimes.p50 / 1000),
          p95: round(exportTimes.p95 / 1000),
          max: round(Math.max(0, ...times) / 1000),
        },
        refused429: results.reduce((sum, r) => sum + r.refused, 0),
        failed: results.reduce((sum, r) => sum + r.failed, 0),
      },
      serverRssMb: { idle: server.memory().idle, peak: peakRss },
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const bench = await benchEnvironment('exports');
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(bench.config);
    await seedBenchCodes(database.db, { passcodes: rows, enrollmentCodes: 0 }, 1_000);
    await database.db.execute(sql`vacuum analyze`);
    const kind = database.kind;
    await database.close();
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    const before = await measure({ ...bench.env, EXPORTS_PER_INSTANCE: '0', EXPORTS_PER_PERSON: '0' }, bench.config);
    const after = await measure(bench.env, bench.config);
    console.log(
      JSON.stringify(
        {
          database: kind,
          seed: { passcodes: rows, seconds: seedSeconds },
          interactive: { endpoint: 'GET /passcodes (pages 1-10 of 100)', connections, seconds },
          exportClients: exporters,
          'without the gate (EXPORTS_PER_INSTANCE=0, EXPORTS_PER_PERSON=0)': before,
          'with the gate (defaults: 2 per instance, 1 per person, 10 s queue)': after,
          loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
          cpus: os.cpus().length,
          targets: { interactiveP95WithinTwiceIdle: after.interactive.p95Ratio <= 2 },
        },
        null,
        2,
      ),
    );
  } finally {
    await bench.cleanup();
  }
}

/** A real access token for each exporting person, signed in through the embedded provider. */
async function tokensFor(config: Config) {
  const tokens: Record<string, string> = {};
  for (const email of people) {
    const signed = await signIn(config.publicUrl, {
      email,
      password: config.demoPassword,
      clientId: config.clientId,
      redirectUri: `${config.publicUrl}/authCallback`,
    });
    tokens[email] = `Bearer ${signed.accessToken}`;
  }
  return tokens;
}

await main();
