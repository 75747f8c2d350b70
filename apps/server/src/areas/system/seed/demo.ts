// The System area's demo rows: its LMS webhook, active, subscribed to every account event, pointing at
// a host that cannot exist (.invalid), with a few deliveries that failed for good in its log, as a support
// lead would find one the morning after the LMS moved. Idempotent: nothing is added when it is there already.
import { webhookEventTypes } from '@eco/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts, lmsWebhooks, webhookAttempts, webhookDeliveries } from '../../../db/schema/index.js';
import { accountEventData, eventBody, newEventId } from '../../../platform/webhooks/events.js';
import { RETRY_DELAYS_MS } from '../../../platform/webhooks/retry.js';
import { newSecret } from '../../../platform/webhooks/signature.js';

export const DEMO_WEBHOOK_URL = 'https://lms.example.invalid/eco-hooks';
const FAILED_DELIVERIES = 3;

/** Seeds the demo webhook if missing; returns how many webhooks it added (0 or 1). */
export async function seedDemoWebhook(tx: Db): Promise<number> {
  const [existing] = await tx
    .select({ id: lmsWebhooks.id })
    .from(lmsWebhooks)
    .where(eq(lmsWebhooks.url, DEMO_WEBHOOK_URL));
  if (existing) return 0;
  const [hook] = await tx
    .insert(lmsWebhooks)
    .values({
      url: DEMO_WEBHOOK_URL,
      description: 'The LMS production endpoint (moved: every delivery fails).',
      eventTypes: [...webhookEventTypes],
      active: true,
      secret: newSecret(),
    })
    .returning({ id: lmsWebhooks.id });
  if (!hook) return 0;
  const people = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .orderBy(asc(accounts.id))
    .limit(FAILED_DELIVERIES);
  const day = 24 * 3600_000;
  for (const [index, person] of people.entries()) {
    const data = await accountEventData(tx, person.admId);
    const createdAt = new Date(Date.now() - (4 + index) * day);
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: hook.id,
        eventId: newEventId(),
        eventType: 'account.updated',
        body: eventBody('account.updated', data, createdAt),
        state: 'Failed',
        attempts: RETRY_DELAYS_MS.length + 1,
        createdAt,
        lastError: 'getaddrinfo ENOTFOUND lms.example.invalid',
        lastDurationMs: 12,
        lastAttemptAt: new Date(createdAt.getTime() + 3 * day),
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) continue;
    // The log's attempts, on the schedule's real times: immediately, 5 s, 5 min, ... 24 h.
    let at = createdAt.getTime();
    const attempts = [0, ...RETRY_DELAYS_MS].map((delay, i) => {
      at += delay;
      return {
        deliveryId: delivery.id,
        attempt: i + 1,
        startedAt: new Date(at),
        durationMs: 9 + ((i * 7) % 11),
        requestHeaders: {
          'content-type': 'application/json',
          'webhook-id': '(demo)',
          'webhook-timestamp': String(Math.floor(at / 1000)),
          'webhook-signature': 'v1,••••••••',
        },
        status: null,
        error: 'getaddrinfo ENOTFOUND lms.example.invalid',
        responseExcerpt: null,
      };
    });
    await tx.insert(webhookAttempts).values(attempts);
  }
  return 1;
}
