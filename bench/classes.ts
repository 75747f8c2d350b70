// Classes benchmark, printing JSON, on 200,000 classes with their sessions and about 3,000,000
// registrations (the classes' seed/bench.ts, taught by 100,000 bench trainers on 400,000 bench people):
//  1. POST /classes/search (a page of 100) with each filter a scheduler uses, at 20 connections, each
//     beside its floor (against-floor.ts, againstFloor: the same SQL through the driver from a bare route).
//     Target: p95 under 50 ms with every filter on PostgreSQL.
//  2. 100 learners registering at once for a class of 10 seats through two server instances (two
//     processes, one database). Target: exactly 10 registered and 90 waitlisted, in arrival order.
//  3. The classes report of a year (CSV and XLSX), streamed. Target: server memory grows under 50 MB.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:classes
// BENCH_SCALE=0.05 seeds a twentieth (a quick run); BENCH_KEEP=1 keeps the seeded database (its URL is
// printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again; BENCH_ONLY=trainer,state runs only the search
// scenarios whose names contain those words (neither the race nor the report: a quick rerun of the search).
import { sql } from 'drizzle-orm';
import { seedBenchPeople } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedBenchClasses } from '../apps/server/src/areas/classes/seed/bench.js';
import { seedBenchTrainers } from '../apps/server/src/areas/trainers/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { type RaceFixture, raceFixture, registrationRace } from './class-registration-race.js';
import { yearReport } from './class-report-memory.js';
import { benchTrainers, scaled as sized } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

interface Sampled {
  trainers: string[];
  courses: number[];
  clients: string[];
  months: string[];
  year: number;
  race: RaceFixture;
}

/** 50 bodies of one filter set: the i-th with the i-th value, on pages 1 to 3 of 100. */
const bodies = (values: readonly object[], extra: object = {}) =>
  Array.from({ length: 50 }, (_, i) =>
    JSON.stringify({ page: 1 + (i % 3), pageSize: 100, ...extra, filters: values[i % values.length] }),
  );

const monthOf = (start: string) => {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return { startDate: start, endDate: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
};

function scenarios(s: Sampled): Record<string, string[]> {
  const states = ['Draft', 'Submitted', 'Approved', 'Completed', 'Cancelled'];
  return {
    'the default (Submitted)': bodies([{}]),
    'any state': bodies([{ states: [] }]),
    'each state': bodies(states.map((state) => ({ states: [state] }))),
    'any state, oldest first': bodies([{ states: [] }], { sort: 'oldest' }),
    'a month of start dates, any state': bodies(s.months.map((m) => ({ ...monthOf(m), states: [] }))),
    'Approved in a month': bodies(s.months.map((m) => ({ ...monthOf(m), states: ['Approved'] }))),
    'a trainer, any state': bodies(s.trainers.map((trainerAdmId) => ({ trainerAdmId, states: [] }))),
    'a course type, any state': bodies(s.courses.map((courseType) => ({ courseType, states: [] }))),
    'beta courses included': bodies([{ includeBetaCourses: true, states: [] }]),
    'cancelled yes / no': bodies([true, false].map((isCancelled) => ({ isCancelled, states: [] }))),
    'published yes / no': bodies([true, false].map((isPublished) => ({ isPublished, states: [] }))),
    'private scope': bodies([{ scope: 'Private', states: [] }]),
    'client organisation contains': bodies(s.clients.map((clientOrganization) => ({ clientOrganization, states: [] }))),
    'everything at once': bodies(
      s.months.map((m, i) => ({
        ...monthOf(m),
        states: ['Submitted', 'Approved'],
        isPublished: i % 2 === 0,
        scope: 'Public',
        isCancelled: false,
      })),
    ),
  };
}

await runBench<Sampled>({
  name: 'classes',
  reusable: true,
  floor: true,
  signInAs: 'classes-admin@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchPeople(db, sized(400_000));
    await seedBenchTrainers(db, benchTrainers);
    await seedBenchClasses(db, sized(200_000));
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => {
    const [counted] = await queryRows<{ classes: number; sessions: number; registrations: number }>(
      db,
      sql`select (select count(*)::int from class) as classes, (select count(*)::int from class_session) as sessions,
                 (select count(*)::int from class_registration) as registrations`,
    );
    const trainers = await queryRows<{ adm_id: string }>(
      db,
      // 50 of the teaching trainers, spread (a hash order), whatever the size of the seed.
      sql`select adm_id from (select distinct adm_id from class_trainer) t order by md5(adm_id::text) limit 50`,
    );
    const courses = await queryRows<{ id: number }>(db, sql`select id from course where is_active order by id`);
    const months = await queryRows<{ m: string }>(
      db,
      sql`select to_char(date_trunc('month', current_date) - (g || ' month')::interval, 'YYYY-MM-DD') as m
          from generate_series(-6, 17) g`,
    );
    const race = await raceFixture(db);
    return {
      seed: counted ?? {},
      sampled: {
        trainers: trainers.map((t) => t.adm_id),
        courses: courses.map((c) => c.id),
        clients: ['organisation 1', 'Client Organisation 42', 'contoso', 'globex'],
        months: months.map((m) => m.m),
        year: new Date().getUTCFullYear() - 1,
        race,
      },
    };
  },
  measure: async ({ sampled, server, config, authorization, againstFloorEach }) => {
    const path = '/api/classes/search';
    const endpoints = await againstFloorEach(named('POST /classes/search', scenarios(sampled)), path, 'POST');
    const p95 = p95Under(endpoints, 50);
    if (process.env.BENCH_ONLY) {
      return { endpoints, targets: { 'search p95 < 50 ms': p95.all, 'search worst p95 ms': p95.worst } };
    }
    // Two instances need a database both reach: PGlite serves one process only.
    const race = config.databaseUrl
      ? await registrationRace(
          { DATABASE_URL: config.databaseUrl, DEMO_DATA: 'true', LOG_LEVEL: 'warn' },
          config,
          sampled.race,
        )
      : { ok: false, skipped: 'two server instances need PostgreSQL (BENCH_DATABASE_URL)' };
    const month = { startDate: `${sampled.year}-03-01`, endDate: `${sampled.year}-03-31` };
    const warmUp = [];
    for (const format of ['csv', 'xlsx'] as const) {
      warmUp.push(await yearReport(config.publicUrl, server.pid, authorization, sampled.year, format, month));
    }
    const reports = [];
    for (const format of ['csv', 'xlsx'] as const) {
      reports.push(await yearReport(config.publicUrl, server.pid, authorization, sampled.year, format));
    }
    return {
      endpoints,
      registrationRace: race,
      yearReport: { year: sampled.year, warmUp, runs: reports },
      targets: {
        'search p95 < 50 ms': p95.all,
        'search worst p95 ms': p95.worst,
        '10 registered, 90 waitlisted in arrival order': race.ok,
        "year's report memory growth < 50 MB": reports.every((r) => r.serverRssMb.growth < 50),
      },
    };
  },
});
