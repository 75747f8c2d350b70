// What resolving the caller costs per request: a principal kept on this instance but re-checked against
// the account's stamp (what every call pays now, so role changes apply everywhere at once), beside a
// full load (nothing kept). Before, a kept principal cost no query at all but could be 5 s stale.
//   TEST_DATABASE_URL=postgres://... npx tsx bench/principal.ts     (PGlite in memory without it)
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.js';
import { createPrincipalResolver } from '../apps/server/src/platform/principal.js';
import { seedDemoIfEmpty } from '../apps/server/src/seed/demo.js';
import { syncBuiltInRoles } from '../apps/server/src/seed/roles.js';
import { openTestDatabase } from '../apps/server/src/testing/test-database.js';

const CALLS = Number(process.env.CALLS ?? 2000);

const database = await openTestDatabase();
await database.migrate();
await syncBuiltInRoles(database.db);
await seedDemoIfEmpty(database.db, loadConfig({}).demoPassword);
const [admin] = await database.db.query.accounts.findMany({ where: (a, { eq }) => eq(a.email, 'admin@example.com') });
if (!admin) throw new Error('no demo administrator');
const token = { issuer: 'https://eco.test', subject: admin.admId };

async function measure(name: string, keep: boolean) {
  const options = { embeddedIssuer: token.issuer, cacheMs: 5_000 };
  const kept = createPrincipalResolver(database.db, options);
  await kept.resolve(token);
  // Nothing kept: a resolver of its own for each call.
  const resolver = () => (keep ? kept : createPrincipalResolver(database.db, options));
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await resolver().resolve(token);
    times.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  times.sort((x, y) => x - y);
  const at = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(3);
  // This process's CPU per call: the server's share (with PGlite, the database's too: it runs here).
  const cpuMsPerCall = ((used.user + used.system) / 1000 / CALLS).toFixed(3);
  return { name, calls: CALLS, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), cpuMsPerCall };
}

const results = [
  await measure('stamp check (kept principal, re-checked every call)', true),
  await measure('full load (nothing kept)', false),
];
console.log(JSON.stringify({ database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite', results }, null, 2));
await database.close();
