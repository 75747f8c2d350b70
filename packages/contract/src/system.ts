// System: staff with canManageSystemData read the e-mail outbox (every message the console sends, its
// delivery state and a rendered view) and put a failed message back in the queue, seed the demo data
// where the server allows it, and manage the LMS webhooks (lms-webhooks.ts).
import { z } from 'zod';
import { defineContractArea } from './area.js';
import { idParams, paged, pageQuery } from './common.js';
import { endpoint } from './endpoint.js';
import { sorting } from './lists.js';
import { lmsWebhooks } from './lms-webhooks.js';
import { systemRefusals } from './system-refusals.js';

/** Queued: waiting for the worker (or for SMTP_URL); Sent: accepted by the SMTP server; Failed: gave up. */
export const outboxStates = ['Queued', 'Sent', 'Failed'] as const;

export const outboxRow = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Which template produced it, e.g. passcode-resend. */
  template: z.string(),
  /** What it is about, e.g. passcode 123. */
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  state: z.enum(outboxStates),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
});

export const outboxMessage = outboxRow.extend({
  text: z.string(),
  /** The HTML part as sent; show it in a sandboxed frame (iframe srcdoc with sandbox). */
  html: z.string().nullable(),
  messageId: z.string().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  /** The language of the content it was rendered from (null: not made from e-mail content). */
  languageId: z.string().nullable(),
  /** True when the reader's language had no content and the English was sent instead. */
  languageFallback: z.boolean(),
  /**
   * True when something in the subject, bodies or headers was masked with •: a code the viewer may not
   * see (a passcode needs canViewPasscodes, an enrollment code canViewEnrollmentCodes), or a token in a
   * link (hidden from everyone).
   */
  secretsHidden: z.boolean(),
  /** The files it carries, in order (an invoice's PDF); their contents stay on the server. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});

export const outboxListQuery = pageQuery(50).extend({
  state: z.enum(outboxStates).optional(),
  /** Recipient address contains this, case-insensitively. */
  recipient: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((v) => v || undefined),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;
/** Sortable columns; createdAt is the order messages were written in (their ids), newest first by default. */
export const outboxSortColumns = ['createdAt', 'to', 'subject', 'state', 'sentAt'] as const;
const outboxSort = sorting(outboxSortColumns, 'createdAt', true).shape;

/** Whether this server may seed demo data (it runs with DEMO_DATA), and why not. */
export const seedDataStatus = z.object({ allowed: z.boolean(), reason: z.string().nullable() });
export type SeedDataStatus = z.infer<typeof seedDataStatus>;
/** What a seeding added: per kind of demo row, how many were missing and are there now. */
export const seedDataResult = z.object({
  added: z.array(z.object({ kind: z.string(), count: z.number().int() })),
});
export type SeedDataResult = z.infer<typeof seedDataResult>;

export const system = {
  seedDataStatus: endpoint({
    method: 'GET',
    path: '/system/seed-data',
    access: 'canManageSystemData',
    summary: 'Whether this server allows seeding demo data (it runs with DEMO_DATA), and if not, why.',
    response: seedDataStatus,
  }),
  seedData: endpoint({
    method: 'POST',
    path: '/system/seed-data',
    access: 'canManageSystemData',
    summary:
      'Adds the demo rows that are missing (running it twice adds nothing the second time). Refused with 409 unless the server runs with demo data allowed.',
    refuses: systemRefusals.pick('demo-data-not-allowed'),
    response: seedDataResult,
  }),
  ...lmsWebhooks,
  outbox: endpoint({
    method: 'GET',
    path: '/system/outbox',
    access: 'canManageSystemData',
    summary:
      'The e-mail outbox, newest first unless sortBy says otherwise; filter by state and recipient (contains). 50 a page.',
    query: outboxListQuery.extend(outboxSort),
    response: paged(outboxRow),
  }),
  exportOutbox: endpoint({
    method: 'GET',
    path: '/system/outbox/export',
    access: 'canManageSystemData',
    summary:
      'Every outbox message matching the list filters, in the list order, as a CSV file (no paging; no bodies; codes masked as in the list).',
    query: outboxListQuery.omit({ page: true, pageSize: true }).extend(outboxSort),
    response: z.string(),
    produces: 'text/csv',
  }),
  outboxMessage: endpoint({
    method: 'GET',
    path: '/system/outbox/:id',
    access: 'canManageSystemData',
    summary: 'One outbox message, rendered: text and HTML bodies, headers and delivery state.',
    params: idParams,
    response: outboxMessage,
  }),
  retryOutboxMessage: endpoint({
    method: 'POST',
    path: '/system/outbox/:id/retry',
    access: 'canManageSystemData',
    summary: 'Puts a Failed message back in the queue with fresh attempts. Sent messages are refused (409).',
    params: idParams,
    refuses: systemRefusals.pick('outbox-not-failed'),
    response: outboxMessage,
  }),
};

/** The system area: its endpoints, OpenAPI tag and audit words (area.ts). */
export const systemArea = defineContractArea({
  key: 'system',
  word: 'system',
  tag: 'System: the e-mail outbox and its delivery, the LMS webhooks with their deliveries, tests, replays and secrets, and the demo data.',
  audit: {
    verbs: [
      'outbox-retry',
      'seed-data',
      'create-webhook',
      'update-webhook',
      'delete-webhook',
      'test-webhook',
      'replay-webhook-delivery',
      'rotate-webhook-secret',
    ],
    entities: ['email-outbox', 'demo-data', 'lms-webhook', 'webhook-delivery'],
  },
  endpoints: system,
});
