// Benchmarks, printing JSON. Starts the real server (as its own process, so its memory is its own) on
// PGlite or on a fresh PostgreSQL database (BENCH_DATABASE_URL), seeds 200,000 accounts, then drives
// GET /profile with autocannon at fixed concurrency, beside its floor (against-floor.ts, againstFloor).
//   npm run bench                       (PGlite)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
import { seedBenchAccounts } from '../apps/server/src/areas/accounts/seed/bench.js';
import { benchSize } from './environment.js';
import { runBench } from './run-bench.js';

await runBench({
  name: 'profile',
  floor: true,
  signInAs: 'admin@example.com',
  load: { connections: 50, seconds: 10 },
  seed: (db) => seedBenchAccounts(db, benchSize.accounts),
  sample: async () => ({ seed: { accounts: benchSize.accounts }, sampled: undefined }),
  // The caller's principal is kept and its stamp checked on every call: the floor makes that check too and
  // sends the same profile from a bare route.
  measure: async ({ againstFloorEach }) => ({
    endpoints: await againstFloorEach({ 'GET /profile': [''] }, '/api/profile'),
  }),
});
