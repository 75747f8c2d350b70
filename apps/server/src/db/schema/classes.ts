// Classes area tables. So far: self-paced students (a learner's enrollment in an online course).
// Instructor-led classes and registrations arrive with the classes issue.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { versioned } from './common.js';
import { onlineCourses } from './courses.js';

export const userOnlineClasses = pgTable(
  'user_online_class',
  {
    ...versioned,
    admId: uuid('adm_id')
      .notNull()
      .references(() => accounts.admId),
    onlineCourseId: integer('online_course_id')
      .notNull()
      .references(() => onlineCourses.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isRevoked: boolean('is_revoked').notNull().default(false),
    revokedReason: text('revoked_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** The enrollment code redeemed for it, when there was one. */
    enrollmentCodeId: integer('enrollment_code_id'),
  },
  (t) => [
    index('user_online_class_adm_id').on(t.admId),
    // The list's order is (start date, id) newest first; each filter's index ends with that order.
    index('user_online_class_course_start').on(t.onlineCourseId, t.startDate, t.id),
    index('user_online_class_start_date').on(t.startDate, t.id),
    index('user_online_class_end_date').on(t.endDate, t.id),
    index('user_online_class_revoked').on(t.startDate, t.id).where(sql`${t.isRevoked}`),
  ],
);

// The self-paced list shows an exact total over hundreds of thousands of rows on every page. Counting
// them each time costs tens of milliseconds, so two small tables keep the counts, maintained by
// statement-level triggers on user_online_class in the same transaction as every change (migrations
// 0005 and 0006): per online course and revoked state, and per start date as well for date windows.
// Online course 0 stands for all courses, so an unfiltered total or window sums a handful of rows.

/** Self-paced enrollments per online course (0: all) and revoked state; trigger-maintained. */
export const userOnlineClassCounts = pgTable(
  'user_online_class_count',
  {
    onlineCourseId: integer('online_course_id').notNull(),
    isRevoked: boolean('is_revoked').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.onlineCourseId, t.isRevoked] })],
);

/** Self-paced enrollments per online course (0: all), start date and revoked state; trigger-maintained. */
export const userOnlineClassDailyCounts = pgTable(
  'user_online_class_daily_count',
  {
    onlineCourseId: integer('online_course_id').notNull(),
    startDate: date('start_date').notNull(),
    isRevoked: boolean('is_revoked').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_online_class_daily_count_pk', columns: [t.onlineCourseId, t.startDate, t.isRevoked] }),
  ],
);
