// The daily license job over the bench's licenses held (300,000 by default, three each for 100,000
// trainers across twelve zones, expiries spread from 400 days ago to 800 days ahead: the bench seed's
// trainers), printing JSON.
// Target: a run under 60 s on PostgreSQL. The job runs in the server's process on a timer, so it is timed
// here directly on the database, as the server calls it:
//   - first: a fresh database's first day (every state written, the reminders of every license within
//     its schedule queued with their e-mails: the worst day there is);
//   - again: the same day rerun (claims nothing new, sends nothing: the duplicate count must be 0);
//   - nextDay: an ordinary day after (the states that changed overnight, that day's reminders);
// beside its floor: one UPDATE touching every held license once (what visiting each row costs at least).
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:license-job
//   BENCH_SCALE=0.1 for a tenth of the licenses.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { seedBenchAccounts } from '../apps/server/src/areas/accounts/seed/bench.js';
import { runLicenseJob } from '../apps/server/src/areas/trainers/licenses/license-job.js';
import { seedBenchTrainers } from '../apps/server/src/areas/trainers/seed/bench.js';
import type { Db } from '../apps/server/src/db/client.js';
import { queryRows } from '../apps/server/src/db/client.js';
import { prepareDatabase } from '../apps/server/src/start.js';
import { benchEnvironment, benchTrainers } from './environment.js';

const size = benchTrainers;

/**
 * The bench seed's trainers (the trainers' seed/bench.ts): every third bench account a trainer, in twelve
 * zones, three licenses each. Their states are written roughly (UTC days); the first run puts them right.
 */
async function seedLicensesHeld(db: Db) {
  await seedBenchAccounts(db, size.trainers * 3);
  await seedBenchTrainers(db, size);
  await db.execute(sql`analyze`);
}

const count = async (db: Db, table: string) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n ?? 0;

async function timed<T>(run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  return { ms: Math.round(performance.now() - started), result };
}

const bench = await benchEnvironment('license_job');
try {
  const seedStarted = Date.now();
  const { database } = await prepareDatabase(bench.config);
  const db = database.db;
  await seedLicensesHeld(db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const licensesHeld = await count(db, 'trainer_license');
  const trainerCount = await count(db, 'trainer');
  const outboxBefore = await count(db, 'email_outbox');
  // The demo data's own reminders (sent as its seed runs the schedule once) are not the run's.
  const remindersBefore = await count(db, 'trainer_license_reminder');

  const today = new Date();
  const job = (now: Date) => runLicenseJob(db, { now, instance: 'bench', productName: 'Scrum', force: true });
  const floor = await timed(() =>
    db.execute(sql`update trainer_license set renewal_state = renewal_state where renewal_state is not null`),
  );
  const first = await timed(() => job(today));
  const again = await timed(() => job(new Date(today.getTime() + 60_000)));
  const nextDay = await timed(() => job(new Date(today.getTime() + 86_400_000)));
  const reminders = await queryRows<{ sent: number; duplicates: number }>(
    db,
    sql`select count(*)::int as sent,
               (count(*) - count(distinct (trainer_license_id, expires_at, days_before)))::int as duplicates
        from trainer_license_reminder where kind = 'scheduled'`,
  );
  const outboxAfter = await count(db, 'email_outbox');
  const states = await queryRows<{ state: string; n: number }>(
    db,
    sql`select renewal_state as state, count(*)::int as n from trainer_license group by 1 order by 1`,
  );
  await database.close();

  const report = {
    database: bench.env.DATABASE_URL ? 'postgres' : 'pglite',
    seed: { trainers: trainerCount, licensesHeld, seconds: seedSeconds },
    floor: { 'UPDATE every held license once ms': floor.ms },
    runs: {
      first: { ...first.result, ms: first.ms },
      again: { ...again.result, ms: again.ms },
      nextDay: { ...nextDay.result, ms: nextDay.ms },
    },
    states: Object.fromEntries(states.map((s) => [s.state, s.n])),
    reminders: {
      sent: (reminders[0]?.sent ?? 0) - remindersBefore,
      duplicates: reminders[0]?.duplicates,
      emailsQueued: outboxAfter - outboxBefore,
    },
    target: { firstRunUnder60s: first.ms < 60_000, noDuplicates: reminders[0]?.duplicates === 0 },
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} finally {
  await bench.cleanup();
}
