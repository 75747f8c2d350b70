// Trainer licenses: which courses a license allows its holder to teach, and how often it renews.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './common.js';

export const licenses = pgTable(
  'license',
  {
    ...versioned,
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    renewalMonths: integer('renewal_months').notNull().default(12),
    isActive: boolean('is_active').notNull().default(true),
    /** Renewal reminders go this many days before a held license expires (the daily license job). */
    reminderDays: integer('reminder_days').array().notNull().default(sql`'{60,30,14,7}'::integer[]`),
    /** Days after expiry during which the holder may still renew (the grace step). */
    graceDays: integer('grace_days').notNull().default(30),
    /** Calendar months before expiry the renewal window opens. */
    renewalWindowMonths: integer('renewal_window_months').notNull().default(3),
  },
  (t) => [
    uniqueIndex('license_name_key').on(sql`lower(${t.name})`),
    index('license_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** The courses a license allows (course ids; the course table refers back to licenses). */
export const licenseCourses = pgTable(
  'license_course',
  {
    licenseId: integer('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.courseId] }), index('license_course_course_id').on(t.courseId)],
);
