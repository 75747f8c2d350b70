// Passcodes: one attempt at an assessment, sold by SKU, usually issued to a class student.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './common.js';
import { partners } from './partners.js';

export const passcodes = pgTable(
  'passcode',
  {
    ...versioned,
    code: text('code').notNull(),
    suffix: text('suffix'),
    /** The product's SKU as the catalogue spells it (capitals). */
    sku: text('sku').notNull(),
    /** The account the code belongs to once known (admId). */
    admId: uuid('adm_id'),
    /** The class it was generated for; classes arrive with their issue. */
    classId: integer('class_id'),
    studentEmail: text('student_email'),
    orderNumber: text('order_number'),
    orderEmail: text('order_email'),
    partnerId: integer('partner_id').references(() => partners.id),
    isActive: boolean('is_active').notNull().default(true),
    isRevoked: boolean('is_revoked').notNull().default(false),
    revokedReason: text('revoked_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The assessment result that used it; results arrive with their issue. */
    redeemedByResultId: integer('redeemed_by_result_id'),
    /** The generation that created it: one id per POST /passcodes/generate, for its CSV download. */
    batchId: uuid('batch_id'),
  },
  (t) => [
    uniqueIndex('passcode_code_key').on(t.code),
    // A generation adds 10,000 codes of ~14 trigrams each: a large pending list keeps that cheap (the
    // list is merged in by autovacuum); exact code lookups use the unique index, not this one.
    index('passcode_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`).with({ gin_pending_list_limit: 32768 }),
    index('passcode_suffix').on(t.suffix, t.id),
    // Filters compare case-insensitively, on the same expressions as these indexes; each ends with id so
    // a filter's newest page is read in index order, and its ids alone (a count, a page) without the table.
    // E-mail "contains" filters go through code_email, so the e-mails need no trigram index here.
    index('passcode_sku').on(t.sku, t.id),
    index('passcode_adm_id').on(t.admId, t.id),
    index('passcode_class_id').on(t.classId, t.id),
    index('passcode_order_number').on(sql`lower(${t.orderNumber})`, t.id),
    index('passcode_order_number_trgm').using('gin', sql`lower(${t.orderNumber}) gin_trgm_ops`),
    index('passcode_order_email').on(sql`lower(${t.orderEmail})`, t.id),
    index('passcode_student_email').on(sql`lower(${t.studentEmail})`, t.id),
    index('passcode_batch').on(t.batchId, t.id),
    // Partner billing: a partner's codes made in a range of days.
    index('passcode_partner_created').on(t.partnerId, t.createdAt),
    index('passcode_revoked').on(t.id).where(sql`${t.isRevoked}`),
    index('passcode_inactive').on(t.id).where(sql`not ${t.isActive}`),
  ],
);
