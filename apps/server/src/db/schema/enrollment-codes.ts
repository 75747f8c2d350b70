// Enrollment codes: each opens a self-paced (online) course for one learner.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './common.js';
import { onlineCourses } from './courses.js';

export const enrollmentCodes = pgTable(
  'enrollment_code',
  {
    ...versioned,
    code: text('code').notNull(),
    suffix: text('suffix'),
    onlineCourseId: integer('online_course_id')
      .notNull()
      .references(() => onlineCourses.id),
    userAdmId: uuid('user_adm_id'),
    userEmail: text('user_email'),
    orderNumber: text('order_number'),
    orderEmail: text('order_email'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The self-paced enrollment the redemption created. */
    userOnlineClassId: integer('user_online_class_id'),
    isRevoked: boolean('is_revoked').notNull().default(false),
    revokedReason: text('revoked_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** The generation that created it: one id per POST /enrollment-codes/generate, for its CSV download. */
    batchId: uuid('batch_id'),
  },
  (t) => [
    uniqueIndex('enrollment_code_code_key').on(t.code),
    // A generation adds 10,000 codes of ~14 trigrams each: a large pending list keeps that cheap (the
    // list is merged in by autovacuum); exact code lookups use the unique index, not this one.
    index('enrollment_code_code_trgm')
      .using('gin', sql`${t.code} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 32768 }),
    index('enrollment_code_suffix').on(t.suffix, t.id),
    index('enrollment_code_online_course').on(t.onlineCourseId, t.id),
    index('enrollment_code_user_adm_id').on(t.userAdmId, t.id),
    // Filters compare case-insensitively, on the same expressions as these indexes; each ends with id so
    // a filter's newest page is read in index order, and its ids alone (a count, a page) without the table.
    // E-mail "contains" filters go through code_email, so the e-mails need no trigram index here.
    index('enrollment_code_order_number').on(sql`lower(${t.orderNumber})`, t.id),
    index('enrollment_code_order_number_trgm').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
    index('enrollment_code_order_email').on(sql`lower(${t.orderEmail})`, t.id),
    index('enrollment_code_user_email').on(sql`lower(${t.userEmail})`, t.id),
    index('enrollment_code_batch').on(t.batchId, t.id),
    index('enrollment_code_redeemed').on(t.id).where(sql`${t.redeemedAt} is not null`),
    index('enrollment_code_revoked').on(t.id).where(sql`${t.isRevoked}`),
  ],
);
