// License renewals: the reminders sent for licenses trainers hold, and the daily license job's runs.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { trainerLicenses } from './trainers.js';

export const licenseReminderKinds = ['scheduled', 'manual'] as const;

/**
 * A renewal reminder queued for a held license. A scheduled one is unique per license, cycle (the expiry
 * it was about) and schedule entry: the daily job inserts it with ON CONFLICT DO NOTHING in the
 * transaction that queues its e-mail, so reruns and instances running at once never send one twice. A
 * renewal (a later expiry) starts a new cycle with its own reminders.
 */
export const trainerLicenseReminders = pgTable(
  'trainer_license_reminder',
  {
    id: serial('id').primaryKey(),
    trainerLicenseId: integer('trainer_license_id')
      .notNull()
      .references(() => trainerLicenses.id, { onDelete: 'cascade' }),
    /** The expiry of the cycle it reminded about. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: licenseReminderKinds }).notNull(),
    /** The schedule entry (days before expiry) a scheduled reminder fulfils; null for a manual one. */
    daysBefore: integer('days_before'),
    /** The day (trainer's zone) the schedule put it on; null for a manual one. */
    dueOn: date('due_on'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    outboxId: integer('outbox_id'),
    /** The staff member who sent a manual one. */
    sentBy: uuid('sent_by'),
  },
  (t) => [
    uniqueIndex('trainer_license_reminder_scheduled_key')
      .on(t.trainerLicenseId, t.expiresAt, t.daysBefore)
      .where(sql`${t.kind} = 'scheduled'`),
    index('trainer_license_reminder_license').on(t.trainerLicenseId, t.sentAt),
  ],
);

export const trainerLicenseChangeKinds = ['granted', 'renewed', 'ended'] as const;

/**
 * What staff did to a held license, for its timeline: a grant (again), a renewal (the new last valid
 * day and a note) or an end (the last valid day and the reason). Who did it is in the audit trail.
 */
export const trainerLicenseChanges = pgTable(
  'trainer_license_change',
  {
    id: serial('id').primaryKey(),
    trainerLicenseId: integer('trainer_license_id')
      .notNull()
      .references(() => trainerLicenses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: trainerLicenseChangeKinds }).notNull(),
    /** The day it takes effect: granted on, the new valid through, or the last valid day of an end. */
    onDay: date('on_day').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainer_license_change_license').on(t.trainerLicenseId, t.at)],
);

/**
 * One row per day the license job ran: the instance that claims the day (INSERT ... ON CONFLICT DO
 * NOTHING) runs it; the others skip. A claim not finished within its lease can be taken over, so a
 * crashed instance does not cost the day; the reminders' unique key keeps a takeover from sending twice.
 */
export const licenseJobRuns = pgTable('license_job_run', {
  day: date('day').primaryKey(),
  instance: text('instance').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  statesChanged: integer('states_changed').notNull().default(0),
  remindersQueued: integer('reminders_queued').notNull().default(0),
  f2fYearsUpdated: integer('f2f_years_updated').notNull().default(0),
  error: text('error'),
});
