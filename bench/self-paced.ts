// Self-paced students benchmark, printing JSON: on a fresh database seeded with 200,000 learners and
// 500,000 enrollments, drives GET /classes/self-paced with no filter and with each filter alone at fixed
// concurrency (rotating through realistic values), each beside its floor (lib.ts, againstFloor), then
// downloads the unfiltered CSV report while sampling the server's memory. Targets: p95 under 50 ms at 20
// connections on PostgreSQL; server CPU per request at most 1.3 times the floor's; the CSV of 500,000
// rows streams with the server's RSS growing by under 50 MB.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:self-paced
//   npm run bench:self-paced           (PGlite, inside the server process)
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedBenchAccounts } from '../apps/server/src/seed/bench.js';
import { seedBenchCatalogue, seedBenchSelfPaced } from '../apps/server/src/seed/catalogue-bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor, benchEnvironment, benchSize, cpuMeter, drive, rssMb, selected, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const spread = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));

/** Scenario name -> query strings, rotated per request so the server does not answer one query. */
function scenarios(courseIds: number[], learners: number): Record<string, string[]> {
  return {
    'GET /classes/self-paced': [''],
    // What staff type: the start of an address, e.g. "learner48213@".
    'GET /classes/self-paced?userEmail': spread(50, (i) => `userEmail=learner${1 + ((i * 7919) % learners)}%40`),
    // "Started since": the last week up to the last two years.
    'GET /classes/self-paced?startDate': spread(50, (i) => `startDate=${day(7 + i * 14)}`),
    // "Started until": any day of the last three years.
    'GET /classes/self-paced?endDate': spread(50, (i) => `endDate=${day(i * 21)}`),
    'GET /classes/self-paced?onlineCourseId': courseIds.map((id) => `onlineCourseId=${id}`),
    'GET /classes/self-paced?isRevoked=true': ['isRevoked=true'],
    'GET /classes/self-paced?isRevoked=false': ['isRevoked=false'],
  };
}

/** Downloads the CSV, counting rows and bytes, while sampling the server's RSS every 20 ms. */
async function exportCsv(baseUrl: string, pid: number, authorization: string) {
  const before = rssMb(pid).rss;
  let highest = before;
  const sampler = setInterval(() => {
    highest = Math.max(highest, rssMb(pid).rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/classes/reports/self-paced/students`, { headers: { authorization } });
  if (res.status !== 200 || !res.body) throw new Error(`CSV: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  return {
    rows: lines - 1,
    megabytes: Math.round(bytes / 1e5) / 10,
    seconds: Math.round(performance.now() - started) / 1000,
    serverRssMb: { before, highest, growth: highest - before },
  };
}

async function main() {
  const bench = await benchEnvironment('self-paced');
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(bench.config);
    await seedBenchAccounts(database.db, benchSize.accounts);
    await seedBenchCatalogue(database.db);
    await seedBenchSelfPaced(database.db, benchSize.selfPacedStudents);
    await database.db.execute(sql`vacuum analyze`);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const courses = await queryRows<{ id: number }>(
      database.db,
      sql`select id from online_course where is_active order by id`,
    );
    const [{ n: enrollments } = { n: 0 }] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from user_online_class`,
    );
    await database.close();

    const server = await startServer(bench.env, { floor: true });
    try {
      const { config } = bench;
      const tokens = await signIn(config.publicUrl, {
        email: 'support@example.com',
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
      });
      const authorization = `Bearer ${tokens.accessToken}`;
      const list = scenarios(
        courses.map((c) => c.id),
        benchSize.accounts,
      );
      const load = { authorization, connections, seconds: duration };
      await drive(config.publicUrl, '/api/classes/self-paced', [''], { ...load, seconds: 2 });
      const endpoints: Record<string, object> = {};
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      for (const [name, queries] of Object.entries(list)) {
        if (!selected(name)) continue;
        endpoints[name] = await againstFloor(server, cpu, config.publicUrl, '/api/classes/self-paced', queries, load);
      }
      await cpu.close();
      const csv = !selected('csv') ? undefined : await exportCsv(config.publicUrl, server.pid, authorization);
      const p95s = Object.values(endpoints).map((e) => (e as { p95: number }).p95);
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            seed: { learners: benchSize.accounts, enrollments, seconds: seedSeconds },
            connections,
            seconds: duration,
            endpoints,
            'GET /classes/reports/self-paced/students': csv,
            serverMemoryMb: server.memory(),
            // The machine's load while measuring: latency under load says little about the code alone.
            loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
            cpus: os.cpus().length,
            targets: {
              p95UnderFiftyMs: p95s.every((p) => p < 50),
              csvRssGrowthUnderFiftyMb: csv ? csv.serverRssMb.growth < 50 : undefined,
            },
          },
          null,
          2,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await bench.cleanup();
  }
}

await main();
