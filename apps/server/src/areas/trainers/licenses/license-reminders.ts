// Renewal reminders: a reminder row and its e-mail (composed from the Email Content templates and queued
// to the outbox) are written in one transaction. A scheduled reminder is unique per held license, expiry
// and schedule entry, and its e-mail is queued only when its row was inserted, so whoever runs the
// schedule again (a rerun, another instance at the same moment) inserts nothing and sends nothing.
import { formatIsoDay, formatValidThrough } from '@eco/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { composeEmails } from '../../../platform/mail/compose.js';
import { enqueueEmails } from '../../../platform/mail/outbox.js';
import { licenseRenewalEmail } from '../email-types.js';
import { dayIn, daysBefore } from './license-timeline.js';

/** A held license a reminder goes out for, with what its e-mail says. */
export interface ReminderTarget {
  trainerLicenseId: number;
  expiresAt: Date;
  timeZone: string;
  graceDays: number;
  licenseName: string;
  email: string;
  firstName: string;
  languageId: string;
  /** The schedule entry for a scheduled reminder; null for one staff send by hand. */
  daysBefore: number | null;
  dueOn: string | null;
}

/** The columns a reminder target is read with, over trainer_license tl, trainer t, license l, account a. */
export const targetColumns = sql`tl.id as trainer_license_id, t.id as trainer_id, tl.expires_at, t.time_zone, l.grace_days,
  l.name as license_name, a.email, a.first_name,
  coalesce((select g.language_id from trainer_language g where g.trainer_id = t.id
            order by g.language_id <> 'en', g.language_id limit 1), 'en') as language_id`;

export interface TargetRaw {
  trainer_license_id: number;
  trainer_id: number;
  expires_at: Date | string;
  time_zone: string;
  grace_days: number;
  license_name: string;
  email: string;
  first_name: string;
  language_id: string;
  days_before: number | null;
  due_on: string | null;
}

export const targetOf = (r: TargetRaw): ReminderTarget => ({
  trainerLicenseId: r.trainer_license_id,
  expiresAt: new Date(r.expires_at),
  timeZone: r.time_zone,
  graceDays: r.grace_days,
  licenseName: r.license_name,
  email: r.email,
  firstName: r.first_name,
  languageId: r.language_id,
  daysBefore: r.days_before,
  dueOn: r.due_on,
});

const wholeDaysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The e-mail's values: the exact end in the trainer's zone, the days left and the end of grace. */
function valuesOf(t: ReminderTarget, productName: string, now: Date) {
  const validThrough = dayIn(t.expiresAt, t.timeZone);
  const daysLeft = wholeDaysBetween(dayIn(now, t.timeZone), validThrough);
  return {
    firstName: t.firstName,
    licenseName: t.licenseName,
    validThrough: formatValidThrough(t.expiresAt, t.timeZone),
    daysLeft: daysLeft >= 0 ? String(daysLeft) : '',
    graceEndsOn: t.graceDays > 0 ? formatIsoDay(daysBefore(validThrough, -t.graceDays)) : '',
    productName,
  };
}

export interface QueueOptions {
  productName: string;
  now: Date;
  /** The staff member sending by hand. */
  sentBy?: string | null;
}

/**
 * Records reminders for the targets and queues their e-mails, inside `tx`. Scheduled ones already
 * recorded are skipped (ON CONFLICT DO NOTHING on their unique key). Returns the reminder ids written,
 * in no particular order, with their outbox ids.
 */
export async function queueReminders(
  tx: Db,
  targets: readonly ReminderTarget[],
  options: QueueOptions,
): Promise<{ id: number; trainerLicenseId: number; outboxId: number }[]> {
  if (!targets.length) return [];
  const rows = targets.map((t) => ({
    trainer_license_id: t.trainerLicenseId,
    expires_at: t.expiresAt.toISOString(),
    kind: t.daysBefore === null ? 'manual' : 'scheduled',
    days_before: t.daysBefore,
    due_on: t.dueOn,
  }));
  const inserted = await queryRows<{ id: number; trainer_license_id: number; days_before: number | null }>(
    tx,
    sql`insert into trainer_license_reminder (trainer_license_id, expires_at, kind, days_before, due_on, sent_at, sent_by)
        select x.trainer_license_id, x.expires_at, x.kind, x.days_before, x.due_on, ${options.now.toISOString()}::timestamptz,
               ${options.sentBy ?? null}::uuid
        from json_to_recordset(${JSON.stringify(rows)}::json)
          as x(trainer_license_id int, expires_at timestamptz, kind text, days_before int, due_on date)
        on conflict (trainer_license_id, expires_at, days_before) where kind = 'scheduled' do nothing
        returning id, trainer_license_id, days_before`,
  );
  if (!inserted.length) return [];
  const byKey = new Map(targets.map((t) => [`${t.trainerLicenseId}/${t.daysBefore}`, t]));
  const sending = inserted.map((r) => ({
    r,
    t: byKey.get(`${r.trainer_license_id}/${r.days_before}`) as ReminderTarget,
  }));
  const emails = await composeEmails(
    tx,
    licenseRenewalEmail,
    sending.map(({ t }) => ({
      to: t.email,
      languageId: t.languageId,
      values: valuesOf(t, options.productName, options.now),
      entity: 'trainer-license',
      entityId: t.trainerLicenseId,
    })),
  );
  const outboxIds = await enqueueEmails(tx, emails);
  const written = sending.map(({ r }, i) => ({
    id: r.id,
    trainerLicenseId: r.trainer_license_id,
    outboxId: outboxIds[i] as number,
  }));
  await tx.execute(
    sql`update trainer_license_reminder r set outbox_id = x.outbox_id
        from json_to_recordset(${JSON.stringify(written.map((w) => ({ id: w.id, outbox_id: w.outboxId })))}::json)
          as x(id int, outbox_id int)
        where r.id = x.id`,
  );
  return written;
}

/** Reads reminder targets: `from` joins trainer_license tl to trainer t, license l and account a. */
export const readTargets = (db: Db, query: SQL) => queryRows<TargetRaw>(db, query);
