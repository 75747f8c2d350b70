// Benchmarks, printing JSON. Starts the real server (as its own process, so its memory is its own) on
// PGlite or on a fresh PostgreSQL database (BENCH_DATABASE_URL), seeds the large data set, then drives
// each endpoint with autocannon at fixed concurrency, beside the same query run straight on the driver.
//   npm run bench                       (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { createPrincipalResolver } from '../apps/server/src/platform/principal.js';
import { seedBench } from '../apps/server/src/seed/bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { benchEnvironment, latencyOf, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

/** The floor: the profile's own query straight on the driver, uncached, at the same concurrency. */
async function floor(run: () => Promise<unknown>, seconds: number) {
  const samples: number[] = [];
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        await run();
        samples.push(performance.now() - t);
      }
    }),
  );
  return { ...latencyOf(samples), throughput: Math.round(samples.length / seconds) };
}

async function main() {
  const bench = await benchEnvironment('profile');
  const { config } = bench;

  const seedStarted = Date.now();
  const { database } = await prepareDatabase(config);
  await seedBench(database.db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const [admin] = await queryRows<{ admId: string }>(
    database.db,
    sql`select adm_id as "admId" from account where email = 'admin@example.com'`,
  );
  const resolver = createPrincipalResolver(database.db, { embeddedIssuer: config.issuer, cacheMs: 0 });
  const profileFloor = await floor(() => resolver.resolve({ issuer: config.issuer, subject: admin?.admId ?? '' }), 5);
  await database.close();

  const server = await startServer(bench.env);
  try {
    const tokens = await signIn(config.publicUrl, {
      email: 'admin@example.com',
      password: config.demoPassword,
      clientId: config.clientId,
      redirectUri: `${config.publicUrl}/authCallback`,
    });
    const result = await autocannon({
      url: `${config.publicUrl}/api/profile`,
      connections,
      duration,
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    const memory = server.memory();
    console.log(
      JSON.stringify(
        {
          database: database.kind,
          seed: { accounts: 200_000, seconds: seedSeconds },
          connections,
          seconds: duration,
          endpoints: {
            'GET /profile': {
              p50: result.latency.p50,
              p97_5: result.latency.p97_5,
              p99: result.latency.p99,
              throughput: Math.round(result.requests.average),
              errors: result.errors + result.non2xx,
              floor: profileFloor,
            },
          },
          serverMemoryMb: { idle: memory.idle, afterLoad: memory.afterLoad, peak: memory.peak },
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await bench.cleanup();
  }
}

await main();
