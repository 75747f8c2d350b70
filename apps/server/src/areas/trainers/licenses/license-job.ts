// The daily license job. Every instance runs it; the database makes it exclusive: the instance that
// claims the day's license_job_run row runs it, the others skip (a claim left unfinished past its lease
// is taken over, so a crashed instance does not cost the day). It
//  1. writes each held license's renewal state (current → renewalOpen → due → grace → expired), computed
//     in SQL the way license-timeline.ts computes it (calendar months and days on the zone's wall clock),
//     a range of ids a statement so no transaction holds many rows for long;
//  2. queues the reminders the licenses' schedules call for (license-reminders.ts: unique per license,
//     expiry and entry, written with their e-mails in one transaction, so a rerun sends nothing twice);
//  3. counts each trainer's completed in-person classes of the prior and current year (F2F).
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { recountF2f } from '../f2f/f2f-years.js';
import { queueReminders, readTargets, targetColumns, targetOf } from './license-reminders.js';
import { DUE_DAYS } from './license-timeline.js';

export interface LicenseJobOptions {
  now?: Date;
  /** Who runs it, for the run's row (host and process). */
  instance: string;
  productName: string;
  /** Run even if the day was claimed (tests and the benchmark); reminders still go out once. */
  force?: boolean;
  /** How long a claim holds before another instance may take the day over. */
  leaseMinutes?: number;
}

export interface LicenseJobResult {
  day: string;
  /** False when another instance had claimed the day. */
  ran: boolean;
  statesChanged: number;
  remindersQueued: number;
  f2fYearsUpdated: number;
  ms: number;
}

const STATE_BATCH = 25_000;
const REMINDER_BATCH = 500;

/** Claims the day for this instance: true when it is this instance's to run. */
async function claimDay(db: Db, day: string, instance: string, leaseMinutes: number) {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`insert into license_job_run (day, instance) values (${day}, ${instance})
        on conflict (day) do update set instance = excluded.instance, started_at = now(), error = null
        where license_job_run.finished_at is null
          and license_job_run.started_at < now() - make_interval(mins => ${leaseMinutes})
        returning day::text`,
  );
  return rows.length === 1;
}

/**
 * The renewal state of every held license matching `scope` (a condition over trainer_license tl) as of
 * `now`, written where it changed. The boundaries are those of licenseTimeline: the day after the last valid day at 00:00 in
 * the trainer's zone (`ends`), the window `renewal_window_months` calendar months before it (never after
 * due), due DUE_DAYS days before it, expired `grace_days` after it; upcoming before the day granted, and
 * an ended license current until it ends, expired after (no window, due or grace).
 */
async function writeStates(db: Db, scope: SQL, now: Date) {
  const at = now.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with b as (
          select tl.id, t.time_zone as tz, l.renewal_window_months as months, l.grace_days as grace,
                 tl.granted_on::timestamp as issued, tl.ended_on is not null as ended,
                 date_trunc('day', (tl.expires_at + interval '1 second') at time zone t.time_zone) as ends
          from trainer_license tl join trainer t on t.id = tl.trainer_id join license l on l.id = tl.license_id
          where ${scope}
        ), s as (
          select id, case
            when ${at}::timestamptz < issued at time zone tz then 'upcoming'
            when ended then case when ${at}::timestamptz >= ends at time zone tz then 'expired' else 'current' end
            when ${at}::timestamptz >= (ends + make_interval(days => grace)) at time zone tz then 'expired'
            when ${at}::timestamptz >= ends at time zone tz then 'grace'
            when ${at}::timestamptz >= (ends - make_interval(days => ${DUE_DAYS})) at time zone tz then 'due'
            when ${at}::timestamptz >= (ends - make_interval(months => months)) at time zone tz then 'renewalOpen'
            else 'current' end as state
          from b
        )
        update trainer_license tl set renewal_state = s.state, state_changed_at = ${at}::timestamptz
        from s where tl.id = s.id and tl.renewal_state <> s.state
        returning tl.id`,
  );
  return rows.length;
}

/**
 * The renewal states of one license's holders, written at once when the license's renewal window or
 * grace changes (so the trainer list's state filter agrees before the next daily run).
 */
export const writeHolderStates = (db: Db, licenseId: number, now = new Date()) =>
  writeStates(db, sql`tl.license_id = ${licenseId}`, now);

async function writeAllStates(db: Db, now: Date) {
  const [range] = await queryRows<{ lo: number | null; hi: number | null }>(
    db,
    sql`select min(id) as lo, max(id) as hi from trainer_license`,
  );
  if (range?.lo == null || range.hi == null) return 0;
  let changed = 0;
  for (let from = range.lo; from <= range.hi; from += STATE_BATCH) {
    changed += await writeStates(db, sql`tl.id >= ${from} and tl.id < ${from + STATE_BATCH}`, now);
  }
  return changed;
}

/**
 * The held licenses whose schedule has a reminder due (on or before today in the trainer's zone) that
 * was not sent for this expiry, after id `after`: for each, the latest entry due (an earlier one that
 * was missed is superseded, not sent late). Only licenses of active trainers that have not ended.
 */
function dueReminders(db: Db, now: Date, horizonDays: number, after: number) {
  const at = now.toISOString();
  return readTargets(
    db,
    sql`select ${targetColumns}, r.days_before, r.due_on::text as due_on
        from trainer_license tl join trainer t on t.id = tl.trainer_id join license l on l.id = tl.license_id
        join account a on a.adm_id = t.adm_id
        cross join lateral (select (tl.expires_at at time zone t.time_zone)::date as valid_through,
                                   (${at}::timestamptz at time zone t.time_zone)::date as today) d
        cross join lateral (select e as days_before, d.valid_through - e as due_on from unnest(l.reminder_days) e
                            where d.valid_through - e <= d.today order by e limit 1) r
        where tl.expires_at > ${at}::timestamptz and tl.ended_on is null
          and tl.expires_at < ${at}::timestamptz + make_interval(days => ${horizonDays + 2})
          and t.is_active and tl.id > ${after}
          and not exists (select 1 from trainer_license_reminder m
                          where m.trainer_license_id = tl.id and m.expires_at = tl.expires_at
                            and m.kind = 'scheduled' and m.days_before = r.days_before)
        order by tl.id limit ${REMINDER_BATCH}`,
  );
}

/** Queues every due reminder, a batch a transaction; returns how many were queued. */
export async function sendDueReminders(db: Db, now: Date, productName: string) {
  const [horizon] = await queryRows<{ days: number | null }>(
    db,
    sql`select max(e) as days from license, unnest(reminder_days) e`,
  );
  if (!horizon?.days) return 0;
  let queued = 0;
  let after = 0;
  for (;;) {
    const batch = await dueReminders(db, now, horizon.days, after);
    if (!batch.length) return queued;
    after = batch[batch.length - 1]?.trainer_license_id ?? after;
    const written = await db.transaction((tx) => queueReminders(tx as Db, batch.map(targetOf), { productName, now }));
    queued += written.length;
  }
}

/** Runs the day's job if this instance claims the day (or `force`); see the file's head. */
export async function runLicenseJob(db: Db, options: LicenseJobOptions): Promise<LicenseJobResult> {
  const now = options.now ?? new Date();
  const day = now.toISOString().slice(0, 10);
  const started = performance.now();
  const result = { day, ran: false, statesChanged: 0, remindersQueued: 0, f2fYearsUpdated: 0, ms: 0 };
  if (!options.force && !(await claimDay(db, day, options.instance, options.leaseMinutes ?? 30))) return result;
  try {
    result.statesChanged = await writeAllStates(db, now);
    result.remindersQueued = await sendDueReminders(db, now, options.productName);
    const year = now.getUTCFullYear();
    result.f2fYearsUpdated = await recountF2f(db, [year - 1, year]);
    result.ran = true;
    result.ms = Math.round(performance.now() - started);
    if (!options.force) await finish(db, day, result, null);
    return result;
  } catch (error) {
    if (!options.force) await finish(db, day, result, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Records the run's counts; a failed run keeps finished_at empty so the next tick after its lease retries. */
async function finish(db: Db, day: string, r: LicenseJobResult, error: string | null) {
  await db.execute(
    sql`update license_job_run set finished_at = ${error ? null : sql`now()`},
          states_changed = ${r.statesChanged}, reminders_queued = ${r.remindersQueued},
          f2f_years_updated = ${r.f2fYearsUpdated}, error = ${error}
        where day = ${day}`,
  );
}
