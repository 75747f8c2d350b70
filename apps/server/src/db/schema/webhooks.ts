// LMS webhooks (Standard Webhooks 1.0): the endpoints the LMS registers, and the delivery outbox. A
// delivery is written in the transaction of the change that causes it and sent by the shared outbox
// worker (platform/outbox), which claims rows with FOR UPDATE SKIP LOCKED so no event goes out twice.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, versioned } from './common.js';

export const lmsWebhooks = pgTable('lms_webhook', {
  ...versioned,
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  eventTypes: text('event_types').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  /** whsec_ plus base64 of 32 random bytes; shown once, when created or rotated. */
  secret: text('secret').notNull(),
  /** The secret before the last rotation: deliveries carry both signatures until it expires. */
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
  /** Why the endpoint was disabled by the sender (e.g. it answered 410 Gone), and when. */
  disabledReason: text('disabled_reason'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** Set when the receiver asked us to slow down (429, 502, 504, Retry-After): nothing is sent before. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  createdBy: text('created_by'),
});

export const webhookDeliveryStates = ['Queued', 'Sent', 'Failed'] as const;

export const webhookDeliveries = pgTable(
  'webhook_delivery',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamps.createdAt,
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => lmsWebhooks.id, { onDelete: 'cascade' }),
    /** The webhook-id header: msg_ plus random; the same for a replay of this event. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body signed and sent: { type, timestamp, data }. */
    body: text('body').notNull(),
    state: text('state', { enum: webhookDeliveryStates }).notNull().default('Queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    lastDurationMs: integer('last_duration_ms'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A replay is a new delivery of the same event, pointing at the one it repeats. */
    replayOf: integer('replay_of'),
  },
  (t) => [
    index('webhook_delivery_due').on(t.nextAttemptAt).where(sql`${t.state} = 'Queued'`),
    // The delivery log: one webhook's deliveries, newest first.
    index('webhook_delivery_webhook').on(t.webhookId, t.createdAt, t.id),
  ],
);

/** One row per attempt: what was sent (secrets masked) and what came back, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    requestHeaders: jsonb('request_headers').notNull(),
    status: integer('status'),
    error: text('error'),
    /** The first 2 KB of the response body. */
    responseExcerpt: text('response_excerpt'),
  },
  (t) => [index('webhook_attempt_delivery').on(t.deliveryId, t.attempt)],
);
