// Accounts search benchmark, printing JSON: on a database with 1,000,000 accounts (believable distinct
// people, seed/accounts-bench.ts), drives GET /accounts?search= with what support staff type (a whole
// e-mail's local part, its first letters, a domain, a full name, a last name) at fixed concurrency,
// rotating through 50 real values each, each beside its floor (lib.ts, againstFloor: the same SQL
// through the driver from a bare route). Target: p95 under 50 ms at 20 connections on PostgreSQL;
// server CPU per request near the floor's.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:accounts
// BENCH_KEEP=1 keeps the seeded database (its URL is printed); BENCH_REUSE_DATABASE_URL=<it> runs on it
// again (a database kept by bench:interactions has the same accounts).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedBenchPeople } from '../apps/server/src/seed/accounts-bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor, benchSize, cpuMeter, drive, reusableEnvironment, selected, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

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

async function main() {
  const bench = await reusableEnvironment('accounts');
  const keep = process.env.BENCH_KEEP === '1' && !bench.reused;
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(bench.config);
    if (!bench.reused) {
      await seedBenchPeople(database.db, benchSize.people);
      await database.db.execute(sql`vacuum analyze account`);
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const [counted] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from account`);
    const people = await queryRows<Person>(
      database.db,
      sql`select email, first_name as "firstName", last_name as "lastName"
          from account tablesample system (1) where deleted_at is null order by md5(email) limit 50`,
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
      const load = { authorization, connections, seconds: duration };
      const query = (text: string) => `search=${encodeURIComponent(text)}`;
      const texts = scenarios(people);
      await drive(config.publicUrl, '/api/accounts', (texts['last name'] ?? []).map(query), { ...load, seconds: 2 });
      const endpoints: Record<string, object> = {};
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      for (const [name, typed] of Object.entries(texts)) {
        const scenario = `GET /accounts?search= ${name}`;
        if (!selected(scenario)) continue;
        endpoints[scenario] = await againstFloor(
          server,
          cpu,
          config.publicUrl,
          '/api/accounts',
          typed.map(query),
          load,
        );
      }
      await cpu.close();
      const p95s = Object.values(endpoints).map((e) => (e as { p95: number }).p95);
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            seed: { accounts: counted?.n, seconds: seedSeconds },
            connections,
            seconds: duration,
            // The machine's load while measuring: latency under load says little about the code alone.
            loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
            cpus: os.cpus().length,
            endpoints,
            targets: { 'p95 < 50 ms': p95s.every((p) => p < 50), 'worst p95 ms': Math.max(...p95s) },
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
