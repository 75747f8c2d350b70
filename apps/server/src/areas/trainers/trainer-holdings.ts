// The licenses held and F2F years of one trainer, as the trainer record reads and saves them. The
// renewals work owns how they are read and written (timelines, reminders, the daily job); this file is
// the one place the record's service reaches them through, so the record does not care where they live.
import type { TrainerF2fYear, TrainerLicenseHeld, TrainerLicenseInput } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { expiresAtFor, licenseTimeline, validThroughOf } from './license-timeline.js';

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
}

/** The licenses a trainer holds, soonest expiry first, each with its timeline. */
export async function readHeldLicenses(db: Db, trainerId: number, now = new Date()): Promise<TrainerLicenseHeld[]> {
  const rows = await queryRows<HeldRaw>(
    db,
    sql`select tl.id, tl.license_id, l.name, l.is_active, tl.granted_on::text as granted_on, tl.expires_at,
               t.time_zone, l.renewal_window_months, l.grace_days
        from trainer_license tl join license l on l.id = tl.license_id join trainer t on t.id = tl.trainer_id
        where tl.trainer_id = ${trainerId} order by tl.expires_at, tl.id`,
  );
  return rows.map((r) => {
    const expiresAt = new Date(r.expires_at);
    const timeline = licenseTimeline(
      { grantedOn: r.granted_on, expiresAt, timeZone: r.time_zone },
      { renewalWindowMonths: r.renewal_window_months, graceDays: r.grace_days },
      now,
    );
    return {
      id: r.id,
      licenseId: r.license_id,
      licenseName: r.name,
      licenseIsActive: r.is_active,
      grantedOn: r.granted_on,
      expiresAt: expiresAt.toISOString(),
      validThrough: validThroughOf(expiresAt, r.time_zone),
      timeZone: r.time_zone,
      renewalState: timeline.state,
      steps: timeline.steps.map((s) => ({ step: s.step, at: s.at.toISOString(), current: s.step === timeline.state })),
      nextReminder: null,
      remindersSent: [],
    };
  });
}

/** The prior, current and next year's face-to-face requirement (a year with nothing stored: 1 required). */
export async function readF2fYears(db: Db, trainerId: number, now = new Date()): Promise<TrainerF2fYear[]> {
  const year = now.getUTCFullYear();
  const rows = await queryRows<{
    year: number;
    required: number;
    completed: number;
    exempt_reason: string | null;
    exempt_until: string | null;
    exempt: boolean;
    version: number;
  }>(
    db,
    sql`select year, required, completed, exempt_reason, exempt_until::text as exempt_until, version,
               exempt_reason is not null and exempt_until >= current_date as exempt
        from trainer_f2f_year where trainer_id = ${trainerId} and year between ${year - 1} and ${year + 1}`,
  );
  return [year - 1, year, year + 1].map((y) => {
    const r = rows.find((row) => row.year === y);
    const required = r?.required ?? 1;
    const completed = r?.completed ?? 0;
    return {
      year: y,
      required,
      completed,
      remaining: Math.max(0, required - completed),
      status: completed >= required ? 'Met' : 'NotMet',
      exemptReason: r?.exempt_reason ?? null,
      exemptUntil: r?.exempt_until ?? null,
      exempt: r?.exempt ?? false,
      version: r?.version ?? null,
    };
  });
}

/**
 * Sets the licenses a trainer holds to `rows` (one per license): new ones are added, changed dates
 * saved with their state read again, and licenses no longer listed removed. The trainer's own audit
 * event records the list before and after.
 */
export async function saveHeldLicenses(
  tx: Db,
  trainerId: number,
  rows: readonly TrainerLicenseInput[],
  now = new Date(),
) {
  const [trainer] = await queryRows<{ time_zone: string }>(
    tx,
    sql`select time_zone from trainer where id = ${trainerId}`,
  );
  if (!trainer) return;
  const ids = rows.map((r) => r.licenseId);
  await tx.execute(
    ids.length
      ? sql`delete from trainer_license where trainer_id = ${trainerId}
              and license_id not in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`
      : sql`delete from trainer_license where trainer_id = ${trainerId}`,
  );
  for (const r of rows) {
    const expiresAt = expiresAtFor(r.validThrough, trainer.time_zone);
    const [policy] = await queryRows<{ renewal_window_months: number; grace_days: number }>(
      tx,
      sql`select renewal_window_months, grace_days from license where id = ${r.licenseId}`,
    );
    const state = licenseTimeline(
      { grantedOn: r.grantedOn, expiresAt, timeZone: trainer.time_zone },
      { renewalWindowMonths: policy?.renewal_window_months ?? 3, graceDays: policy?.grace_days ?? 30 },
      now,
    ).state;
    await tx.execute(
      sql`insert into trainer_license (trainer_id, license_id, granted_on, expires_at, renewal_state, state_changed_at)
          values (${trainerId}, ${r.licenseId}, ${r.grantedOn}, ${expiresAt.toISOString()}, ${state}, now())
          on conflict (trainer_id, license_id) do update set
            granted_on = excluded.granted_on, expires_at = excluded.expires_at,
            renewal_state = excluded.renewal_state,
            state_changed_at = case when trainer_license.renewal_state = excluded.renewal_state
                                    then trainer_license.state_changed_at else now() end,
            updated_at = now(), version = trainer_license.version + 1
          where (trainer_license.granted_on, trainer_license.expires_at) is distinct from
                (excluded.granted_on, excluded.expires_at)`,
    );
  }
}
