// The licenses a trainer holds, as the trainer record reads and saves them: each with its timeline, the
// next scheduled reminder and every reminder sent; saving validates the licenses and writes each row's
// renewal state at once (the daily job keeps it current afterwards).
import {
  type LicenseReminderSent,
  type TrainerLicenseHeld,
  type TrainerLicenseInput,
  trainerRefusals,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import {
  currentStep,
  dayIn,
  daysBefore,
  expiresAtFor,
  licenseTimeline,
  type RecordedRenewal,
  validThroughOf,
} from './license-timeline.js';

interface HeldRaw {
  id: number;
  license_id: number;
  name: string;
  is_active: boolean;
  granted_on: string;
  expires_at: Date | string;
  time_zone: string;
  renewal_window_months: number;
  grace_days: number;
  reminder_days: number[];
  ended_on: string | null;
  end_reason: string | null;
  version: number;
}

interface ChangeRaw {
  trainer_license_id: number;
  kind: 'granted' | 'renewed' | 'ended';
  on_day: string;
  note: string | null;
  at: Date | string;
}

interface ReminderRaw {
  id: number;
  trainer_license_id: number;
  kind: 'scheduled' | 'manual';
  days_before: number | null;
  expires_at: Date | string;
  sent_at: Date | string;
  outbox_id: number | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** An int[] literal of ids the contract already checked are whole numbers (empty is '{}'). */
const intArray = (ids: readonly number[]) => sql.raw(`'{${ids.map((id) => Math.trunc(Number(id))).join(',')}}'`);

/**
 * The next reminder the schedule will send: the earliest entry due today or later that was not sent for
 * this expiry. An entry whose day passed unsent is not sent late (a later one supersedes it), and there
 * is none once the license has ended.
 */
export function nextReminder(
  schedule: readonly number[],
  validThrough: string,
  today: string,
  sentDays: ReadonlySet<number>,
): TrainerLicenseHeld['nextReminder'] {
  if (today > validThrough) return null;
  const upcoming = [...schedule]
    .sort((a, b) => b - a)
    .map((d) => ({ daysBefore: d, dueOn: daysBefore(validThrough, d) }))
    .filter((r) => r.dueOn >= today && !sentDays.has(r.daysBefore));
  return upcoming[0] ?? null;
}

/** The licenses a trainer holds, soonest expiry first, each with its timeline and reminders. */
export async function readTrainerLicenses(db: Db, trainerId: number, now = new Date()): Promise<TrainerLicenseHeld[]> {
  const rows = await queryRows<HeldRaw>(
    db,
    sql`select tl.id, tl.license_id, l.name, l.is_active, tl.granted_on::text as granted_on, tl.expires_at,
               t.time_zone, l.renewal_window_months, l.grace_days, l.reminder_days,
               tl.ended_on::text as ended_on, tl.end_reason, tl.version
        from trainer_license tl join license l on l.id = tl.license_id join trainer t on t.id = tl.trainer_id
        where tl.trainer_id = ${trainerId} order by tl.expires_at, tl.id`,
  );
  if (!rows.length) return [];
  const reminders = await queryRows<ReminderRaw>(
    db,
    sql`select r.id, r.trainer_license_id, r.kind, r.days_before, r.expires_at, r.sent_at, r.outbox_id
        from trainer_license_reminder r join trainer_license tl on tl.id = r.trainer_license_id
        where tl.trainer_id = ${trainerId} order by r.sent_at desc, r.id desc`,
  );
  const changes = await queryRows<ChangeRaw>(
    db,
    sql`select c.trainer_license_id, c.kind, c.on_day::text as on_day, c.note, c.at
        from trainer_license_change c join trainer_license tl on tl.id = c.trainer_license_id
        where tl.trainer_id = ${trainerId} order by c.at, c.id`,
  );
  return rows.map((r) => heldOf(r, reminders, changes, now));
}

/** The renewals recorded since the license was last granted: those of an earlier grant are its own story. */
function renewalsOf(changes: readonly ChangeRaw[], heldId: number): RecordedRenewal[] {
  const mine = changes.filter((c) => c.trainer_license_id === heldId);
  const lastGrant = mine.findLastIndex((c) => c.kind === 'granted');
  return mine
    .slice(lastGrant + 1)
    .filter((c) => c.kind === 'renewed')
    .map((c) => ({ at: new Date(c.at), validThrough: c.on_day, note: c.note }));
}

function heldOf(
  r: HeldRaw,
  reminders: readonly ReminderRaw[],
  changes: readonly ChangeRaw[],
  now: Date,
): TrainerLicenseHeld {
  const expiresAt = new Date(r.expires_at);
  const timeline = licenseTimeline(
    {
      grantedOn: r.granted_on,
      expiresAt,
      timeZone: r.time_zone,
      endedOn: r.ended_on,
      endReason: r.end_reason,
      renewals: renewalsOf(changes, r.id),
    },
    { renewalWindowMonths: r.renewal_window_months, graceDays: r.grace_days },
    now,
  );
  const inStep = currentStep(timeline.steps, timeline.state);
  const mine = reminders.filter((m) => m.trainer_license_id === r.id);
  const sentThisCycle = new Set(
    mine
      .filter((m) => m.kind === 'scheduled' && iso(m.expires_at) === expiresAt.toISOString())
      .map((m) => m.days_before ?? -1),
  );
  const validThrough = validThroughOf(expiresAt, r.time_zone);
  return {
    id: r.id,
    licenseId: r.license_id,
    licenseName: r.name,
    licenseIsActive: r.is_active,
    grantedOn: r.granted_on,
    expiresAt: expiresAt.toISOString(),
    validThrough,
    timeZone: r.time_zone,
    renewalState: timeline.state,
    endedOn: r.ended_on,
    endReason: r.end_reason,
    version: r.version,
    steps: timeline.steps.map((s) => ({
      step: s.step,
      at: s.at.toISOString(),
      current: s === inStep,
      validThrough: s.validThrough ?? null,
      note: s.note ?? null,
    })),
    // An ended license is not renewed: nothing is scheduled for it.
    nextReminder: r.ended_on
      ? null
      : nextReminder(r.reminder_days, validThrough, dayIn(now, r.time_zone), sentThisCycle),
    remindersSent: mine.map(
      (m): LicenseReminderSent => ({
        id: m.id,
        kind: m.kind,
        daysBefore: m.days_before,
        expiresAt: iso(m.expires_at),
        sentAt: iso(m.sent_at),
        outboxId: m.outbox_id,
      }),
    ),
  };
}

interface LicenseRule {
  id: number;
  is_active: boolean;
  renewal_window_months: number;
  grace_days: number;
}

/**
 * Field errors for the licenses sent (under `licenses.<i>.<field>`): each license once, one the catalogue
 * has, valid through a day after the day granted; then the refusal of a license no longer granted
 * (inactive) that the trainer does not hold already (holders keep an inactive license), beside its row.
 */
async function checkTrainerLicenses(tx: Db, trainerId: number, rows: readonly TrainerLicenseInput[]) {
  const ids = [...new Set(rows.map((r) => r.licenseId))];
  const errors = new FieldErrors();
  const [rules, held] = ids.length
    ? [
        await queryRows<LicenseRule>(
          tx,
          sql`select id, is_active, renewal_window_months, grace_days from license
              where id = any(${intArray(ids)}::int[])`,
        ),
        await queryRows<{ license_id: number }>(
          tx,
          sql`select license_id from trainer_license where trainer_id = ${trainerId}`,
        ),
      ]
    : [[], []];
  let inactive: number | undefined;
  rows.forEach((r, i) => {
    const rule = rules.find((k) => k.id === r.licenseId);
    const at = `licenses.${i}`;
    if (!rule) errors.add(`${at}.licenseId`, 'No such license.');
    else if (!rule.is_active && !held.some((h) => h.license_id === r.licenseId)) inactive ??= i;
    if (rows.findIndex((o) => o.licenseId === r.licenseId) !== i)
      errors.add(`${at}.licenseId`, 'This license is listed twice.');
    if (r.validThrough <= r.grantedOn) errors.add(`${at}.validThrough`, 'Must be after the day granted.');
  });
  errors.throwIfAny();
  if (inactive !== undefined)
    throw refuse(trainerRefusals, 'license-inactive').beside(`licenses.${inactive}.licenseId`);
  return new Map(rules.map((k) => [k.id, k]));
}

/**
 * Sets the licenses a trainer holds to `rows` (one per license): new ones are added, changed dates saved
 * with their renewal state computed again (a later expiry is a renewal: its reminders start afresh),
 * unlisted ones removed. Throws a 400 naming the fields at fault before changing anything. The caller
 * audits the change on the trainer (its event lists the licenses before and after).
 */
export async function saveTrainerLicenses(
  tx: Db,
  trainerId: number,
  rows: readonly TrainerLicenseInput[],
  now = new Date(),
): Promise<void> {
  const [trainer] = await queryRows<{ time_zone: string }>(
    tx,
    sql`select time_zone from trainer where id = ${trainerId} for update`,
  );
  if (!trainer) return;
  const rules = await checkTrainerLicenses(tx, trainerId, rows);
  // A license staff ended stays ended when the record is saved again (e.g. a new zone): no grace.
  const ended = new Map(
    (
      await queryRows<{ license_id: number; ended_on: string; end_reason: string | null }>(
        tx,
        sql`select license_id, ended_on::text as ended_on, end_reason from trainer_license
            where trainer_id = ${trainerId} and ended_on is not null`,
      )
    ).map((e) => [e.license_id, e]),
  );
  const kept = rows.map((r) => r.licenseId);
  await tx.execute(
    sql`delete from trainer_license where trainer_id = ${trainerId}
        and not (license_id = any(${intArray(kept)}::int[]))`,
  );
  for (const r of rows) {
    const rule = rules.get(r.licenseId);
    const expiresAt = expiresAtFor(r.validThrough, trainer.time_zone);
    const { state } = licenseTimeline(
      { grantedOn: r.grantedOn, expiresAt, timeZone: trainer.time_zone, endedOn: ended.get(r.licenseId)?.ended_on },
      { renewalWindowMonths: rule?.renewal_window_months ?? 3, graceDays: rule?.grace_days ?? 30 },
      now,
    );
    await tx.execute(
      sql`insert into trainer_license (trainer_id, license_id, granted_on, expires_at, renewal_state, state_changed_at)
          values (${trainerId}, ${r.licenseId}, ${r.grantedOn}, ${expiresAt.toISOString()}, ${state}, ${now.toISOString()})
          on conflict (trainer_id, license_id) do update set
            granted_on = excluded.granted_on, expires_at = excluded.expires_at,
            renewal_state = excluded.renewal_state,
            state_changed_at = case when trainer_license.renewal_state = excluded.renewal_state
                                    then trainer_license.state_changed_at else excluded.state_changed_at end,
            updated_at = now(), version = trainer_license.version + 1
          where (trainer_license.granted_on, trainer_license.expires_at, trainer_license.renewal_state)
                is distinct from (excluded.granted_on, excluded.expires_at, excluded.renewal_state)`,
    );
  }
}
