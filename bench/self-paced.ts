// Self-paced students benchmark, printing JSON: on a fresh database seeded with 200,000 learners and
// 500,000 enrollments, drives GET /classes/self-paced with no filter and with each filter alone at fixed
// concurrency (rotating through realistic values), each beside its floor (against-floor.ts, againstFloor), then
// downloads the unfiltered CSV report while sampling the server's memory. Targets: p95 under 50 ms at 20
// connections on PostgreSQL; server CPU per request at most 1.3 times the floor's; the CSV of 500,000
// rows streams with the server's RSS growing by under 50 MB.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:self-paced
//   npm run bench:self-paced           (PGlite, inside the server process)
import { sql } from 'drizzle-orm';
import { seedBenchAccounts } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedBenchCatalogue, seedBenchSelfPaced } from '../apps/server/src/areas/courses/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchSize } from './environment.js';
import { downloadCsv } from './memory.js';
import { p95Under, runBench } from './run-bench.js';
import { selected } from './selected.js';

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

await runBench({
  name: 'self-paced',
  floor: true,
  signInAs: 'support@example.com',
  load: { connections: 20, seconds: 10 },
  seed: async (db) => {
    await seedBenchAccounts(db, benchSize.accounts);
    await seedBenchCatalogue(db);
    await seedBenchSelfPaced(db, benchSize.selfPacedStudents);
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => {
    const courses = await queryRows<{ id: number }>(db, sql`select id from online_course where is_active order by id`);
    const [{ n: enrollments } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from user_online_class`,
    );
    const list = scenarios(
      courses.map((c) => c.id),
      benchSize.accounts,
    );
    return { seed: { learners: benchSize.accounts, enrollments }, sampled: list };
  },
  measure: async ({ config, server, authorization, sampled: list, againstFloorEach }) => {
    const endpoints = await againstFloorEach(list, '/api/classes/self-paced');
    const url = `${config.publicUrl}/api/classes/reports/self-paced/students`;
    const csv = selected('csv') ? await downloadCsv(url, server.pid, authorization) : undefined;
    return {
      endpoints,
      'GET /classes/reports/self-paced/students': csv && {
        rows: csv.rows,
        megabytes: csv.megabytes,
        seconds: csv.seconds,
        serverRssMb: csv.serverRssMb,
      },
      targets: {
        p95UnderFiftyMs: p95Under(endpoints, 50).all,
        csvRssGrowthUnderFiftyMb: csv ? csv.serverRssMb.growth < 50 : undefined,
      },
    };
  },
});
