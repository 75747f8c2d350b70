// Account merge benchmark, printing JSON: pairs of accounts that each own 1,000 records (passcodes,
// enrollment codes, self-paced enrollments, plus roles, a sign-in identity and saved filters, one role
// and one filter clashing) merged one after another through POST /accounts/merge on the real server,
// the preview timed before each. Target: a merge under 500 ms. Prints p50/p95 of both and the CPU each
// merge costs the server and the database (PostgreSQL on this machine).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:merge
//   BENCH_MERGES=20 BENCH_MERGE_RECORDS=1000 (defaults); BENCH_SCALE seeds that share of the bench learners
//   around them (0 by default: the demo data only).
import { sql } from 'drizzle-orm';
import { seedBenchAccounts } from '../apps/server/src/areas/accounts/seed/bench.js';
import { seedMergePairs } from '../apps/server/src/areas/accounts/seed/bench-merges.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { benchSize } from './environment.js';
import { latencyOf } from './percentiles.js';
import { runBench } from './run-bench.js';

const merges = Number(process.env.BENCH_MERGES ?? 20);
const records = Number(process.env.BENCH_MERGE_RECORDS ?? 1000);
const aroundThem = process.env.BENCH_SCALE ? benchSize.accounts : 0;

async function timed(url: string, authorization: string, body: object, status: number) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const ms = performance.now() - started;
  const json = (await res.json()) as { kinds?: { moved: number; dropped: number; renamed: number }[] };
  if (res.status !== status) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return { ms, json };
}

await runBench({
  name: 'merge',
  signInAs: 'admin@example.com',
  seed: async (db) => {
    if (aroundThem > 0) await seedBenchAccounts(db, aroundThem);
    await seedMergePairs(db, merges, records);
    await db.execute(sql`analyze`);
  },
  sample: async (db) => {
    const pairs = await queryRows<{ source: string; destination: string; owned: number }>(
      db,
      sql`select s.adm_id as source, d.adm_id as destination,
                 (select count(*)::int from passcode where adm_id = s.adm_id)
                 + (select count(*)::int from enrollment_code where user_adm_id = s.adm_id)
                 + (select count(*)::int from user_online_class where adm_id = s.adm_id) as owned
          from account s join account d on d.email = replace(s.email, 'merge-source-', 'merge-destination-')
          where s.email like 'merge-source-%@bench.example.com' order by s.email`,
    );
    const seed = { pairs: pairs.length, recordsPerAccount: pairs[0]?.owned ?? 0, learnersAround: aroundThem };
    return { seed, sampled: pairs };
  },
  measure: async ({ config, authorization, cpu, sampled: pairs }) => {
    const previewMs: number[] = [];
    const mergeMs: number[] = [];
    let mergeCpu = { server: 0, database: 0 };
    let rowsMoved = 0;
    for (const pair of pairs) {
      const body = { sourceAccountAdmId: pair.source, destinationAccountAdmId: pair.destination };
      previewMs.push((await timed(`${config.publicUrl}/api/accounts/merge/preview`, authorization, body, 200)).ms);
      const before = await cpu.read();
      const merge = await timed(
        `${config.publicUrl}/api/accounts/merge`,
        authorization,
        { ...body, reason: 'Bench' },
        201,
      );
      const spent = await cpu.since(before);
      mergeCpu = { server: mergeCpu.server + spent.server, database: mergeCpu.database + spent.database };
      mergeMs.push(merge.ms);
      rowsMoved += (merge.json.kinds ?? []).reduce((n, k) => n + k.moved + k.dropped + k.renamed, 0);
    }
    const merge = latencyOf(mergeMs);
    return {
      'POST /accounts/merge/preview ms': latencyOf(previewMs),
      'POST /accounts/merge ms': merge,
      rowsMovedPerMerge: Math.round(rowsMoved / Math.max(1, pairs.length)),
      cpuMsPerMerge: {
        server: Math.round(mergeCpu.server / Math.max(1, pairs.length)),
        database: Math.round(mergeCpu.database / Math.max(1, pairs.length)),
      },
      targets: { 'merge p95 < 500 ms': merge.p95 < 500, 'merge p95 ms': merge.p95 },
    };
  },
});
