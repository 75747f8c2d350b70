// Codes benchmark, printing JSON: on a fresh database with the bench seed (1,000,000 passcodes, 300,000
// enrollment codes), drives GET /passcodes and GET /enrollment-codes with each filter alone (and
// exactMatch=false on e-mails) at fixed concurrency, rotating through real filter values, each beside its
// floor (against-floor.ts, againstFloor), and times the generation of 10,000 codes. Targets: p95 under 50 ms at 20
// connections; 10,000 codes under 2 s; server CPU per request at most 1.3 times the floor's.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:codes
import { sql } from 'drizzle-orm';
import { seedBenchAccounts } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedBenchCodes } from '../apps/server/src/areas/passcodes/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchSize } from './environment.js';
import { p95Under, runBench } from './run-bench.js';
import { selected } from './selected.js';

type Values = Record<string, string[]>;

/** Real filter values from the seeded data, several per filter so requests do not repeat one query. */
async function sampleValues(db: Parameters<typeof queryRows>[0]): Promise<Values> {
  const column = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ v: string | number }>(db, query)).map((r) => String(r.v));
  const sample = (table: string, expr: string, n = 50) =>
    column(
      sql.raw(
        `select v from (select distinct ${expr} as v from ${table} tablesample system (1) where ${expr} is not null) s order by md5(v::text) limit ${n}`,
      ),
    );
  const learnerFragments = Array.from({ length: 50 }, (_, i) => `learner${1000 + ((i * 7919) % 90_000)}`);
  return {
    admId: await sample('passcode', 'adm_id'),
    classId: await sample('passcode', 'class_id'),
    orderEmail: await sample('passcode', 'order_email'),
    orderEmailContains: Array.from({ length: 50 }, (_, i) => `orders${(i * 97) % 5000}@partner`),
    orderNumber: await sample('passcode', 'order_number'),
    passcode: await sample('passcode', 'code'),
    suffix: await sample('passcode', 'suffix'),
    sku: await sample('passcode', 'sku'),
    studentEmail: await sample('passcode', 'student_email'),
    studentEmailContains: learnerFragments,
    userAdmId: await sample('enrollment_code', 'user_adm_id'),
    onlineCourseId: await sample('enrollment_code', 'online_course_id'),
    ecOrderEmail: await sample('enrollment_code', 'order_email'),
    ecOrderNumber: await sample('enrollment_code', 'order_number'),
    enrollmentCode: await sample('enrollment_code', 'code'),
    ecSuffix: await sample('enrollment_code', 'suffix'),
    userEmail: await sample('enrollment_code', 'user_email'),
    emailContains: learnerFragments,
  };
}

/** Scenario name -> query strings (rotated per request). */
function scenarios(v: Values): Record<string, string[]> {
  const each = (key: string, param: string, extra = '') =>
    (v[key] ?? []).map((x) => `${param}=${encodeURIComponent(x)}${extra}`);
  const contains = '&exactMatch=false';
  return {
    'GET /passcodes': [''],
    'GET /passcodes?admId': each('admId', 'admId'),
    'GET /passcodes?classId': each('classId', 'classId'),
    'GET /passcodes?isActive=true': ['isActive=true'],
    'GET /passcodes?isActive=false': ['isActive=false'],
    'GET /passcodes?isRevoked=true': ['isRevoked=true'],
    'GET /passcodes?isRevoked=false': ['isRevoked=false'],
    'GET /passcodes?orderEmail': each('orderEmail', 'orderEmail'),
    'GET /passcodes?orderEmail&exactMatch=false': each('orderEmailContains', 'orderEmail', contains),
    'GET /passcodes?orderNumber': each('orderNumber', 'orderNumber'),
    'GET /passcodes?passcode': each('passcode', 'passcode'),
    'GET /passcodes?suffix': each('suffix', 'suffix'),
    'GET /passcodes?sku': each('sku', 'sku'),
    'GET /passcodes?studentEmail': each('studentEmail', 'studentEmail'),
    'GET /passcodes?studentEmail&exactMatch=false': each('studentEmailContains', 'studentEmail', contains),
    'GET /enrollment-codes': [''],
    'GET /enrollment-codes?userAdmId': each('userAdmId', 'userAdmId'),
    'GET /enrollment-codes?onlineCourseId': each('onlineCourseId', 'onlineCourseId'),
    'GET /enrollment-codes?isRedeemed=true': ['isRedeemed=true'],
    'GET /enrollment-codes?isRedeemed=false': ['isRedeemed=false'],
    'GET /enrollment-codes?isRevoked=true': ['isRevoked=true'],
    'GET /enrollment-codes?isRevoked=false': ['isRevoked=false'],
    'GET /enrollment-codes?orderEmail': each('ecOrderEmail', 'orderEmail'),
    'GET /enrollment-codes?orderEmail&exactMatch=false': each('emailContains', 'orderEmail', contains),
    'GET /enrollment-codes?orderNumber': each('ecOrderNumber', 'orderNumber'),
    'GET /enrollment-codes?enrollmentCode': each('enrollmentCode', 'enrollmentCode'),
    'GET /enrollment-codes?suffix': each('ecSuffix', 'suffix'),
    'GET /enrollment-codes?userEmail': each('userEmail', 'userEmail'),
    'GET /enrollment-codes?userEmail&exactMatch=false': each('emailContains', 'userEmail', contains),
  };
}

async function timeGeneration(baseUrl: string, path: string, body: object, authorization: string) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const ms = Math.round(performance.now() - started);
  const json = (await res.json()) as { codes?: unknown[] };
  if (res.status !== 201 || json.codes?.length !== 10_000) throw new Error(`${path}: ${res.status}`);
  return ms;
}

await runBench({
  name: 'codes',
  reusable: true,
  floor: true,
  signInAs: 'admin@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    // The codes need the bench learners and the demo catalogue (products, partners, online courses).
    await seedBenchAccounts(db, benchSize.accounts);
    await seedBenchCodes(db, benchSize, benchSize.accounts);
    await db.execute(sql`vacuum analyze passcode, enrollment_code, code_email, account`);
  },
  sample: async (db) => {
    const values = await sampleValues(db);
    const [catalogue] = await queryRows<{ sku: string; course: number }>(
      db,
      sql`select (select sku from product where kind = 'assessment-attempt' and is_active order by id limit 1) as sku,
                 (select id from online_course where is_active order by id limit 1) as course`,
    );
    const seed = { passcodes: benchSize.passcodes, enrollmentCodes: benchSize.enrollmentCodes };
    return { seed, sampled: { values, catalogue } };
  },
  measure: async ({ config, authorization, sampled: { values, catalogue }, againstFloorEach }) => {
    const endpoints = await againstFloorEach(scenarios(values), (name) => `/api${name.slice(4).split('?')[0]}`);
    const generate = {
      'POST /passcodes/generate (10,000) ms': [] as number[],
      'POST /enrollment-codes/generate (10,000) ms': [] as number[],
    };
    for (let i = 0; i < (selected('generate') ? 3 : 0); i++) {
      generate['POST /passcodes/generate (10,000) ms'].push(
        await timeGeneration(
          config.publicUrl,
          '/passcodes/generate',
          { quantity: 10_000, sku: catalogue?.sku, suffix: 'BENCH', orderNumber: `SO-BENCH-${i}` },
          authorization,
        ),
      );
      generate['POST /enrollment-codes/generate (10,000) ms'].push(
        await timeGeneration(
          config.publicUrl,
          '/enrollment-codes/generate',
          { quantity: 10_000, onlineCourseId: catalogue?.course, suffix: 'BENCH' },
          authorization,
        ),
      );
    }
    const p95 = p95Under(endpoints, 50);
    return {
      endpoints,
      generate,
      targets: {
        'list p95 < 50 ms': p95.all,
        'worst list p95 ms': p95.worst,
        'generate 10,000 < 2000 ms': Object.values(generate).every((runs) => runs.every((ms) => ms < 2000)),
      },
    };
  },
});
