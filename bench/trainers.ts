// Trainer list benchmark, printing JSON: on 100,000 trainers holding 300,000 licenses (the trainers'
// seed/bench.ts, on 400,000 bench people and the demo catalogue's licenses), drives POST /trainers/list with each filter a trainer-relations
// person uses (active or not, a renewal state, last year's and this year's F2F status and exemption, the
// licenses held, expiring within 90 days, no valid license, a name), at 20 connections, each beside its
// floor (against-floor.ts, againstFloor: the same SQL through the driver from a bare route). Target: p95 under
// 50 ms with every filter on PostgreSQL.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:trainers
// BENCH_SCALE=0.05 seeds a twentieth (a quick run); BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it again;
// BENCH_ONLY=exempt,expiring runs the scenarios whose names contain those words.
import { sql } from 'drizzle-orm';
import { seedBenchPeople } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedBenchTrainers } from '../apps/server/src/areas/trainers/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchTrainers, scaled } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

interface Sampled {
  licenseIds: number[];
  names: string[];
}

/** 50 bodies of one filter: the i-th with the i-th value, on pages 1 to 3 of 50. */
const bodies = (values: readonly object[]) =>
  Array.from({ length: 50 }, (_, i) =>
    JSON.stringify({ isActive: true, page: 1 + (i % 3), pageSize: 50, ...values[i % values.length] }),
  );

function scenarios({ licenseIds, names }: Sampled): Record<string, string[]> {
  const f2f = (field: string, values: readonly unknown[]) => bodies(values.map((v) => ({ [field]: v })));
  return {
    'active (the default)': bodies([{}]),
    'any active state': bodies([{ isActive: null }]),
    inactive: bodies([{ isActive: false }]),
    'search by name': bodies(names.map((search) => ({ search }))),
    'renewal state (each of five)': bodies(
      ['current', 'renewalOpen', 'due', 'grace', 'expired'].map((pstRenewalState) => ({ pstRenewalState })),
    ),
    'F2F prior year Met / NotMet': f2f('faceToFaceRequirementStatusPriorYear', ['Met', 'NotMet']),
    'F2F prior year exempt yes / no': f2f('faceToFaceRequirementStatusPriorYearExempt', [true, false]),
    'F2F current year Met / NotMet': f2f('faceToFaceRequirementStatusCurrentYear', ['Met', 'NotMet']),
    'F2F current year exempt yes / no': f2f('faceToFaceRequirementStatusCurrentYearExempt', [true, false]),
    'licenses held (one or two)': bodies(
      licenseIds.map((id, i) => ({ courseLicenseIds: i % 2 ? [id] : [id, licenseIds[(i + 1) % licenseIds.length]] })),
    ),
    'expiring within 90 days (soonest first)': bodies([{ expiresWithinDays: 90, sortBy: 'nextExpiresAt' }]),
    'F2F not met this year, not exempt': bodies([
      { faceToFaceRequirementStatusCurrentYear: 'NotMet', faceToFaceRequirementStatusCurrentYearExempt: false },
    ]),
    'without a valid license': bodies([{ withoutValidLicense: true }]),
  };
}

await runBench<Sampled>({
  name: 'trainers',
  reusable: true,
  floor: true,
  signInAs: 'classes-admin@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchPeople(db, scaled(400_000));
    await seedBenchTrainers(db, benchTrainers);
    await db.execute(sql`vacuum analyze`);
  },
  sample: async (db) => {
    const [counted] = await queryRows<{ trainers: number; held: number }>(
      db,
      sql`select (select count(*)::int from trainer) as trainers, (select count(*)::int from trainer_license) as held`,
    );
    const licenseIds = (
      await queryRows<{ id: number }>(db, sql`select id from license where is_active order by id`)
    ).map((r) => r.id);
    const names = (
      await queryRows<{ name: string }>(
        db,
        sql`select split_part(sort_name, ' ', 1) as name from trainer tablesample system (1) limit 50`,
      )
    ).map((r) => r.name);
    return { seed: { trainers: counted?.trainers, licensesHeld: counted?.held }, sampled: { licenseIds, names } };
  },
  measure: async ({ sampled, againstFloorEach }) => {
    const endpoints = await againstFloorEach(
      named('POST /trainers/list', scenarios(sampled)),
      '/api/trainers/list',
      'POST',
    );
    const p95 = p95Under(endpoints, 50);
    return { endpoints, targets: { 'p95 < 50 ms': p95.all, 'worst p95 ms': p95.worst } };
  },
});
