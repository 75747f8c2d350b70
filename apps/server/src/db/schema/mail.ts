// The e-mail outbox: every e-mail the console sends is written here in the transaction of the change
// that caused it, then delivered by a worker (exactly once across instances, with retries).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxStates = ['Queued', 'Sent', 'Failed'] as const;

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Which template or e-mail content produced it, e.g. passcode-resend. */
    template: text('template').notNull(),
    /** The language the content was rendered in; null for mail not made from e-mail content. */
    languageId: text('language_id'),
    /** True when the language asked for had no content and the English was sent instead. */
    languageFallback: boolean('language_fallback').notNull().default(false),
    /** What it is about, e.g. passcode 123, for finding a learner's mail. */
    entity: text('entity'),
    entityId: text('entity_id'),
    state: text('state', { enum: outboxStates }).notNull().default('Queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id'),
    headers: jsonb('headers'),
  },
  (t) => [
    index('email_outbox_due').on(t.nextAttemptAt).where(sql`${t.state} = 'Queued'`),
    index('email_outbox_created').on(t.createdAt),
    index('email_outbox_entity').on(t.entity, t.entityId),
    // The System area's outbox list: by state, newest first, and by recipient (contains).
    index('email_outbox_state').on(t.state, t.id),
    index('email_outbox_to_trgm').using('gin', sql`lower(${t.toAddress}) gin_trgm_ops`),
  ],
);
