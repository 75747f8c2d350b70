// Benchmarks, printing JSON. Starts the real server (as its own process, so its memory is its own) on
// PGlite or on a fresh PostgreSQL database (BENCH_DATABASE_URL), seeds 200,000 accounts, then drives
// GET /profile with autocannon at fixed concurrency, beside its floor (lib.ts, againstFloor).
//   npm run bench                       (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
import os from 'node:os';
import { seedBenchAccounts } from '../apps/server/src/seed/bench.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { signIn } from '../apps/server/src/testing/sign-in.js';
import { againstFloor, benchEnvironment, benchSize, cpuMeter, drive, startServer } from './lib.js';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

async function main() {
  const bench = await benchEnvironment('profile');
  const { config } = bench;
  try {
    const seedStarted = Date.now();
    const { database } = await prepareDatabase(config);
    await seedBenchAccounts(database.db, benchSize.accounts);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    await database.close();

    const server = await startServer(bench.env, { floor: true });
    try {
      const tokens = await signIn(config.publicUrl, {
        email: 'admin@example.com',
        password: config.demoPassword,
        clientId: config.clientId,
        redirectUri: `${config.publicUrl}/authCallback`,
      });
      const load = { authorization: `Bearer ${tokens.accessToken}`, connections, seconds: duration };
      const cpu = cpuMeter(server.pid, bench.env.DATABASE_URL);
      await drive(config.publicUrl, '/api/profile', [''], { ...load, seconds: 2 });
      const profile = await againstFloor(server, cpu, config.publicUrl, '/api/profile', [''], load);
      await cpu.close();
      console.log(
        JSON.stringify(
          {
            database: database.kind,
            seed: { accounts: benchSize.accounts, seconds: seedSeconds },
            connections,
            seconds: duration,
            // The caller's principal is cached for 5 s, so in steady state GET /profile runs no SQL, and
            // its floor sends the same profile from a bare route.
            endpoints: { 'GET /profile': profile },
            serverMemoryMb: server.memory(),
            loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
            cpus: os.cpus().length,
          },
          null,
          2,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await bench.cleanup();
  }
}

await main();
