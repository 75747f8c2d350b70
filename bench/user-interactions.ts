// User-interaction report benchmark, printing JSON: on a database with a million accounts and five
// million interactions over two years, drives GET /reports/user-interactions (a day, a month, the two
// years, one kind over the two years, one person's e-mail over the two years) at fixed concurrency,
// each beside its floor (against-floor.ts, againstFloor), then downloads the CSV of all five million rows while
// sampling the server's memory. Targets: the CSV streams with the server's RSS growing by under 50 MB;
// pages p95 under 50 ms at 20 connections.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:interactions
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it
// again (bench:accounts seeds the same data set, so one kept database serves both).
import { sql } from 'drizzle-orm';
import { seedBenchPeople } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedBenchInteractions } from '../apps/server/src/areas/reports/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchSize } from './environment.js';
import { downloadCsv } from './memory.js';
import { named, p95Under, runBench } from './run-bench.js';
import { selected } from './selected.js';

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

await runBench({
  name: 'interactions',
  reusable: true,
  floor: true,
  signInAs: 'system-admin@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchPeople(db, benchSize.people);
    await seedBenchInteractions(db, benchSize.interactions);
    await db.execute(sql`vacuum analyze account, audit_event`);
  },
  sample: async (db) => {
    const [counts] = await queryRows<{ accounts: number; interactions: number }>(
      db,
      sql`select (select count(*)::int from account) as accounts,
                 (select count(*)::int from audit_event where action like 'identity.%' or action like 'accounts.%') as interactions`,
    );
    const emails = await queryRows<{ email: string }>(
      db,
      sql`select email from account tablesample system (1) order by md5(email) limit 50`,
    );
    return { seed: { ...counts }, sampled: scenarios(emails.map((e) => e.email)) };
  },
  measure: async ({ config, server, authorization, sampled: all, againstFloorEach }) => {
    const path = '/api/reports/user-interactions';
    const endpoints = await againstFloorEach(named('GET /reports/user-interactions', all), path);
    const csv = selected('csv')
      ? await downloadCsv(`${config.publicUrl}${path}/export?${range(730, 0)}`, server.pid, authorization)
      : undefined;
    const p95 = p95Under(endpoints, 50);
    return {
      endpoints,
      'GET /reports/user-interactions/export (two years)': csv,
      targets: {
        'page p95 < 50 ms': p95.all,
        'worst page p95 ms': p95.worst,
        'CSV RSS growth < 50 MB': csv ? csv.serverRssMb.growth < 50 : undefined,
      },
    };
  },
});
