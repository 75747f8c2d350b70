// LMS webhooks: endpoints the LMS registers to hear about accounts, delivered per Standard Webhooks 1.0
// (webhook-id, webhook-timestamp, webhook-signature v1 HMAC-SHA256), each with a delivery log, a test
// event, replay and secret rotation. Part of the System area (canManageSystemData).
import { z } from 'zod';
import { deleteResult, idParams, isoDateTime, paged, pageQuery, version } from './common.js';
import { endpoint } from './endpoint.js';
import { systemRefusals } from './system-refusals.js';

/** The events an LMS can subscribe to: every change of an account, and a forced sync. */
export const webhookEventTypes = [
  'account.created',
  'account.updated',
  'account.blocked',
  'account.unblocked',
  'account.deleted',
  'account.merged',
  'account.synced',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** What "send test event" sends: to the one webhook, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookDeliveryStates = ['Queued', 'Sent', 'Failed'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

const webhookUrl = z
  .string({ error: 'Enter the URL' })
  .trim()
  .min(1, 'Enter the URL')
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' }));
const eventTypes = z
  .array(z.enum(webhookEventTypes), { error: 'Choose the events' })
  .min(1, 'Choose at least one event')
  .transform((types) => [...new Set(types)]);

export const lmsWebhookInput = z.object({
  url: webhookUrl,
  description: z.string().trim().max(500).default(''),
  eventTypes,
  active: z.boolean().default(true),
});
export const lmsWebhookUpdate = lmsWebhookInput.extend({ version });

export const lmsWebhookRow = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  active: z.boolean(),
  /** Set when the sender disabled it (e.g. the receiver answered 410 Gone): why and when. */
  disabledReason: z.string().nullable(),
  disabledAt: isoDateTime.nullable(),
  /** Nothing is sent before this: the receiver asked to slow down (429, 502, 504, Retry-After). */
  pausedUntil: isoDateTime.nullable(),
  lastDeliveryState: z.enum(webhookDeliveryStates).nullable(),
  lastDeliveryAt: isoDateTime.nullable(),
  /** Deliveries that gave up (Failed) or are waiting for a retry after a failure. */
  failingDeliveries: z.number().int(),
});
export type LmsWebhookRow = z.infer<typeof lmsWebhookRow>;

export const lmsWebhookDetail = lmsWebhookRow.extend({
  version,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The secret's first characters only (whsec_AbC…); the whole secret is shown once. */
  secretHint: z.string(),
  /** While a rotated-out secret still signs (24 hours after a rotation), when it stops. */
  previousSecretExpiresAt: isoDateTime.nullable(),
});
export type LmsWebhookDetail = z.infer<typeof lmsWebhookDetail>;

/** The answer to create and rotate: the whole secret, shown this once. */
export const lmsWebhookWithSecret = lmsWebhookDetail.extend({ secret: z.string() });
export type LmsWebhookWithSecret = z.infer<typeof lmsWebhookWithSecret>;

export const webhookDeliveryRow = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  eventId: z.string(),
  eventType: z.string(),
  state: z.enum(webhookDeliveryStates),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  /** When it is tried again (Queued only). */
  nextAttemptAt: isoDateTime.nullable(),
  sentAt: isoDateTime.nullable(),
  /** A replay: the delivery it repeats. */
  replayOf: z.number().int().nullable(),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRow>;

export const webhookAttempt = z.object({
  attempt: z.number().int(),
  startedAt: isoDateTime,
  durationMs: z.number().int(),
  /** The request's headers, signatures masked. */
  requestHeaders: z.record(z.string(), z.string()),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The first 2 KB of the response body. */
  responseExcerpt: z.string().nullable(),
});

export const webhookDeliveryDetail = webhookDeliveryRow.extend({
  webhookId: z.number().int(),
  url: z.string(),
  /** The JSON body sent (it carries no secret). */
  body: z.string(),
  attemptLog: z.array(webhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

export const webhookDeliveryQuery = pageQuery(25, 100).extend({
  state: z.enum(webhookDeliveryStates).optional(),
  eventType: z.string().trim().max(60).optional(),
});

const deliveryParams = z.object({ id: idParams.shape.id });

export const lmsWebhooks = {
  listWebhooks: endpoint({
    method: 'GET',
    path: '/system/lms-webhooks',
    access: 'canManageSystemData',
    summary: 'Every LMS webhook with its last delivery state and how many deliveries are failing.',
    response: z.array(lmsWebhookRow),
  }),
  createWebhook: endpoint({
    method: 'POST',
    path: '/system/lms-webhooks',
    access: 'canManageSystemData',
    summary:
      'Registers a webhook. The URL must be https and reach a public address (checked against private, loopback, link-local and metadata addresses). The answer holds the secret, shown only this once.',
    body: lmsWebhookInput,
    status: 201,
    refuses: systemRefusals.pick('webhook-host-unresolved', 'webhook-address-internal'),
    response: lmsWebhookWithSecret,
  }),
  getWebhook: endpoint({
    method: 'GET',
    path: '/system/lms-webhooks/:id',
    access: 'canManageSystemData',
    summary: 'One webhook (the secret only as a hint).',
    params: idParams,
    response: lmsWebhookDetail,
  }),
  updateWebhook: endpoint({
    method: 'PUT',
    path: '/system/lms-webhooks/:id',
    access: 'canManageSystemData',
    summary:
      'Changes the URL, description, events or active flag. Sends the version read; stale gets 409. Making it active again clears a disable by the sender.',
    params: idParams,
    body: lmsWebhookUpdate,
    refuses: systemRefusals.pick('webhook-host-unresolved', 'webhook-address-internal'),
    response: lmsWebhookDetail,
  }),
  deleteWebhook: endpoint({
    method: 'DELETE',
    path: '/system/lms-webhooks/:id',
    access: 'canManageSystemData',
    summary: 'Deletes a webhook and its delivery log; this cannot be undone.',
    params: idParams,
    response: deleteResult,
  }),
  webhookDeliveries: endpoint({
    method: 'GET',
    path: '/system/lms-webhooks/:id/deliveries',
    access: 'canManageSystemData',
    summary: "A webhook's delivery log, newest first; filter by state and event type.",
    params: idParams,
    query: webhookDeliveryQuery,
    response: paged(webhookDeliveryRow),
  }),
  webhookDelivery: endpoint({
    method: 'GET',
    path: '/system/lms-webhooks/deliveries/:id',
    access: 'canManageSystemData',
    summary:
      'One delivery: the request (signatures masked), each attempt with its status, response excerpt and timing.',
    params: deliveryParams,
    response: webhookDeliveryDetail,
  }),
  sendTestEvent: endpoint({
    method: 'POST',
    path: '/system/lms-webhooks/:id/test',
    access: 'canManageSystemData',
    summary: 'Queues a webhook.test event to this webhook only; the answer is the queued delivery.',
    params: idParams,
    status: 201,
    response: webhookDeliveryRow,
  }),
  replayDelivery: endpoint({
    method: 'POST',
    path: '/system/lms-webhooks/deliveries/:id/replay',
    access: 'canManageSystemData',
    summary:
      'Sends a delivery again as a new delivery of the same event (same webhook-id, fresh timestamp and signature); the original is unchanged.',
    params: deliveryParams,
    status: 201,
    response: webhookDeliveryRow,
  }),
  rotateWebhookSecret: endpoint({
    method: 'POST',
    path: '/system/lms-webhooks/:id/rotate-secret',
    access: 'canManageSystemData',
    summary:
      'Replaces the secret; the answer holds the new one, shown only this once. For 24 hours deliveries carry signatures with both secrets.',
    params: idParams,
    response: lmsWebhookWithSecret,
  }),
};
