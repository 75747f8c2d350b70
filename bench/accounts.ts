// Accounts list benchmark, printing JSON: on a database with 1,000,000 accounts (believable distinct
// people, accounts' seed/bench.ts), drives GET /accounts as the list opens (no search) and ?search= with what support staff type (a whole
// e-mail's local part, its first letters, a domain, a full name, a last name) at fixed concurrency,
// rotating through 50 real values each, each beside its floor (against-floor.ts, againstFloor: the same SQL
// through the driver from a bare route). Target: p95 under 50 ms at 20 connections on PostgreSQL;
// server CPU per request near the floor's.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:accounts
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it
// again (a database kept by bench:interactions has the same accounts).
import { sql } from 'drizzle-orm';
import { seedBenchPeople } from '../apps/server/src/areas/accounts/seed/bench.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchSize } from './environment.js';
import { named, p95Under, runBench } from './run-bench.js';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

/** Scenario name -> the texts typed, from 50 people spread over the table. */
function scenarios(people: Person[]): Record<string, string[]> {
  const local = (p: Person) => p.email.slice(0, p.email.indexOf('@'));
  return {
    "e-mail's whole local part": people.map(local),
    "e-mail's first 5 characters": people.map((p) => p.email.slice(0, 5)),
    'e-mail domain': [...new Set(people.map((p) => p.email.slice(p.email.indexOf('@'))))],
    'first and last name': people.map((p) => `${p.firstName} ${p.lastName}`),
    'last name': [...new Set(people.map((p) => p.lastName))],
    'nothing matches': Array.from({ length: 50 }, (_, i) => `zzqx${i}nobody`),
  };
}

/** What the console asks for as the accounts list opens: its defaults, no search (web: accounts/search.ts). */
const opening = 'page=1&pageSize=50&sortBy=email&sortDescending=false';

await runBench({
  name: 'accounts',
  reusable: true,
  floor: true,
  signInAs: 'support@example.com',
  load: { connections: 20, seconds: 5 },
  seed: async (db) => {
    await seedBenchPeople(db, benchSize.people);
    await db.execute(sql`vacuum analyze account`);
  },
  sample: async (db) => {
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from account`);
    const people = await queryRows<Person>(
      db,
      sql`select email, first_name as "firstName", last_name as "lastName"
          from account tablesample system (1) where deleted_at is null order by md5(email) limit 50`,
    );
    return { seed: { accounts: counted?.n }, sampled: scenarios(people) };
  },
  measure: async ({ sampled: texts, againstFloorEach }) => {
    const query = (text: string) => `search=${encodeURIComponent(text)}`;
    const searched = Object.fromEntries(Object.entries(texts).map(([name, typed]) => [name, typed.map(query)]));
    const scenarios = {
      'GET /accounts as it opens (no search)': [opening],
      ...named('GET /accounts?search=', searched),
    };
    const endpoints = await againstFloorEach(scenarios, '/api/accounts');
    const p95 = p95Under(endpoints, 50);
    return { endpoints, targets: { 'p95 < 50 ms': p95.all, 'worst p95 ms': p95.worst } };
  },
});
