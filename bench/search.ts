// Go to benchmark, printing JSON: on a fresh database with the whole bench seed (200,000 learners,
// 500,000 self-paced enrollments, 1,000,000 passcodes, 300,000 enrollment codes), drives GET /search as
// an administrator (every finder asked) with what staff type, each kind of text alone, at fixed
// concurrency, rotating through real values, each beside its floor (lib.ts, againstFloor). Target: p95
// under 100 ms; server CPU per request near the floor's.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
//   npm run bench:search               (PGlite, inside the server process)
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedBench } from '../apps/server/src/seed/bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor, benchSize, cpuMeter, drive, reusableEnvironment, selected, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

/** 50 values of a column of the seeded data, spread over the table. */
async function sample(db: Parameters<typeof queryRows>[0], table: string, expr: string): Promise<string[]> {
  const rows = await queryRows<{ v: string }>(
    db,
    sql.raw(
      `select v from (select distinct (${expr})::text as v from ${table} tablesample system (1) where ${expr} is not null) s
       order by md5(v) limit 50`,
    ),
  );
  return rows.map((r) => r.v);
}

/** Scenario name -> the texts typed, rotated per request. */
async function scenarios(db: Parameters<typeof queryRows>[0]): Promise<Record<string, string[]>> {
  const codes = await sample(db, 'passcode', 'code');
  return {
    'passcode (whole code)': codes,
    'passcode (its first 6 characters)': codes.map((c) => c.slice(0, 6).toLowerCase()),
    'enrollment code': await sample(db, 'enrollment_code', 'code'),
    "learner's e-mail": await sample(db, 'passcode', 'student_email'),
    'order e-mail': await sample(db, 'enrollment_code', 'order_email'),
    admId: await sample(db, 'passcode', 'adm_id'),
    'order number': await sample(db, 'passcode', 'order_number'),
    'course code or name': ['PSM', 'pspo', 'PAL-E', 'scrum master', 'kanban', 'APS', 'PSD', 'agile'],
    'nothing matches': Array.from({ length: 50 }, (_, i) => `ZZZZ-${i}-NOTHING`),
  };
}

async function main() {
  const bench = await reusableEnvironment('search');
  const keep = process.env.BENCH_KEEP === '1' && !bench.reused;
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(bench.config);
    if (!bench.reused) {
      await seedBench(database.db, benchSize);
      await database.db.execute(sql`vacuum analyze`);
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const texts = await scenarios(database.db);
    await database.close();

    const server = await startServer(bench.env, { floor: true });
    try {
      const { config } = bench;
      const tokens = await signIn(config.publicUrl, {
        email: 'admin@example.com',
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
      });
      const authorization = `Bearer ${tokens.accessToken}`;
      const load = { authorization, connections, seconds: duration };
      const query = (text: string) => `q=${encodeURIComponent(text)}`;
      await drive(config.publicUrl, '/api/search', (texts['passcode (whole code)'] ?? []).map(query), {
        ...load,
        seconds: 2,
      });
      const endpoints: Record<string, object> = {};
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      for (const [name, typed] of Object.entries(texts)) {
        const scenario = `GET /search?q= ${name}`;
        if (!selected(scenario)) continue;
        endpoints[scenario] = await againstFloor(server, cpu, config.publicUrl, '/api/search', typed.map(query), load);
      }
      await cpu.close();
      const p95s = Object.values(endpoints).map((e) => (e as { p95: number }).p95);
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            seed: { ...benchSize, seconds: seedSeconds },
            connections,
            seconds: duration,
            // The machine's load while measuring: latency under load says little about the code alone.
            loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
            cpus: os.cpus().length,
            endpoints,
            targets: { 'p95 < 100 ms': p95s.every((p) => p < 100), 'worst p95 ms': Math.max(...p95s) },
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
