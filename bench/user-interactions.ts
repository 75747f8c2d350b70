// User-interaction report benchmark, printing JSON: on a database with a million accounts and five
// million interactions over two years, drives GET /reports/user-interactions (a day, a month, the two
// years, one kind over the two years, one person's e-mail over the two years) at fixed concurrency,
// each beside its floor (lib.ts, againstFloor), then downloads the CSV of all five million rows while
// sampling the server's memory. Targets: the CSV streams with the server's RSS growing by under 50 MB;
// pages p95 under 50 ms at 20 connections.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:interactions
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it
// again (bench:accounts seeds the same data set, so one kept database serves both).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedBenchPeople } from '../apps/server/src/seed/accounts-bench.js';
import { seedBenchInteractions } from '../apps/server/src/seed/interactions-bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor, benchSize, cpuMeter, drive, reusableEnvironment, rssMb, selected, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const range = (from: number, to: number) => `userInteractionStartDate=${day(from)}&userInteractionEndDate=${day(to)}`;
const spread = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));

/** Scenario name -> query strings, rotated per request. */
function scenarios(emails: string[]): Record<string, string[]> {
  return {
    'one day': spread(50, (i) => range(1 + i * 7, 1 + i * 7)),
    'one month': spread(50, (i) => range(30 + i * 7, i * 7)),
    'two years': [range(730, 0)],
    'two years, page 50': [`${range(730, 0)}&page=50`],
    'two years, one kind (blocked)': [`${range(730, 0)}&kind=accounts.block`],
    "two years, one person's e-mail": emails.map((e) => `${range(730, 0)}&email=${encodeURIComponent(e)}`),
  };
}

/** Downloads the CSV, counting rows and bytes, while sampling the server's RSS every 20 ms. */
async function exportCsv(baseUrl: string, pid: number, authorization: string, query: string) {
  const before = rssMb(pid).rss;
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, rssMb(pid).rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/reports/user-interactions/export?${query}`, { headers: { authorization } });
  if (res.status !== 200 || !res.body) throw new Error(`CSV: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  let firstByteSeconds = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteSeconds = Math.round(performance.now() - started) / 1000;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const seconds = Math.round(performance.now() - started) / 1000;
  return {
    rows: lines - 1,
    megabytes: Math.round(bytes / 1e5) / 10,
    seconds,
    firstByteSeconds,
    rowsPerSecond: Math.round((lines - 1) / seconds),
    serverRssMb: { before, highest, growth: highest - before },
  };
}

async function main() {
  const bench = await reusableEnvironment('interactions');
  const keep = process.env.BENCH_KEEP === '1' && !bench.reused;
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(bench.config);
    if (!bench.reused) {
      await seedBenchPeople(database.db, benchSize.people);
      await seedBenchInteractions(database.db, benchSize.interactions);
      await database.db.execute(sql`vacuum analyze account, audit_event`);
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const [counts] = await queryRows<{ accounts: number; interactions: number }>(
      database.db,
      sql`select (select count(*)::int from account) as accounts,
                 (select count(*)::int from audit_event where action like 'identity.%' or action like 'accounts.%') as interactions`,
    );
    const emails = await queryRows<{ email: string }>(
      database.db,
      sql`select email from account tablesample system (1) order by md5(email) limit 50`,
    );
    await database.close();

    const server = await startServer(bench.env, { floor: true });
    try {
      const { config } = bench;
      const tokens = await signIn(config.publicUrl, {
        email: 'system-admin@example.com',
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
      });
      const authorization = `Bearer ${tokens.accessToken}`;
      const load = { authorization, connections, seconds: duration };
      const path = '/api/reports/user-interactions';
      const all = scenarios(emails.map((e) => e.email));
      await drive(config.publicUrl, path, all['one month'] ?? [], { ...load, seconds: 2 });
      const endpoints: Record<string, object> = {};
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      for (const [name, queries] of Object.entries(all)) {
        const scenario = `GET /reports/user-interactions ${name}`;
        if (!selected(scenario)) continue;
        endpoints[scenario] = await againstFloor(server, cpu, config.publicUrl, path, queries, load);
      }
      await cpu.close();
      const csv = selected('csv')
        ? await exportCsv(config.publicUrl, server.pid, authorization, range(730, 0))
        : undefined;
      const p95s = Object.values(endpoints).map((e) => (e as { p95: number }).p95);
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            seed: { ...counts, seconds: seedSeconds },
            connections,
            seconds: duration,
            // The machine's load while measuring: latency under load says little about the code alone.
            loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
            cpus: os.cpus().length,
            endpoints,
            'GET /reports/user-interactions/export (two years)': csv,
            targets: {
              'page p95 < 50 ms': p95s.every((p) => p < 50),
              'worst page p95 ms': Math.max(...p95s),
              'CSV RSS growth < 50 MB': csv ? csv.serverRssMb.growth < 50 : undefined,
            },
            serverMemoryMb: server.memory(),
          },
          null,
          2,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (keep) console.error(`kept the database: ${bench.env.DATABASE_URL}`);
    else await bench.cleanup();
  }
}

await main();
