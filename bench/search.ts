// Go to benchmark, printing JSON: on a fresh database with the whole bench seed (200,000 learners,
// 500,000 self-paced enrollments, 1,000,000 passcodes, 300,000 enrollment codes), drives GET /search as
// an administrator (every finder asked) with what staff type, each kind of text alone, at fixed
// concurrency, rotating through real values, each beside its floor (against-floor.ts, againstFloor). Target: p95
// under 100 ms; server CPU per request near the floor's.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
//   npm run bench:search               (PGlite, inside the server process)
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again.
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedBench } from '../apps/server/src/seed/bench.js';
import { benchSize } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

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

await runBench({
  name: 'search',
  reusable: true,
  floor: true,
  signInAs: 'admin@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBench(db, benchSize);
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => ({ seed: { ...benchSize }, sampled: await scenarios(db) }),
  measure: async ({ sampled: texts, againstFloorEach }) => {
    const query = (text: string) => `q=${encodeURIComponent(text)}`;
    const typed = Object.fromEntries(Object.entries(texts).map(([name, list]) => [name, list.map(query)]));
    const endpoints = await againstFloorEach(named('GET /search?q=', typed), '/api/search');
    const p95 = p95Under(endpoints, 100);
    return { endpoints, targets: { 'p95 < 100 ms': p95.all, 'worst p95 ms': p95.worst } };
  },
});
