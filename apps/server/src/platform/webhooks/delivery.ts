// The webhook deliveries' queue of the shared outbox worker: signs each claimed delivery per Standard
// Webhooks (fresh timestamp per attempt, one signature per valid secret), posts it, logs the attempt, and
// records Sent, a retry on the schedule, a pause of the endpoint when it asks to slow down, the endpoint
// disabled on 410 Gone (its owner told by e-mail), or Failed after the last attempt.
import { formatInstantInZone } from '@eco/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, lmsWebhooks, webhookAttempts } from '../../db/schema/index.js';
import { composeEmail, enqueueEmail } from '../mail/index.js';
import { type ClaimedBase, createOutboxWorker, type OutboxLog, type OutboxWorker, settle } from '../outbox/worker.js';
import { webhookDisabledEmail } from './email-types.js';
import { type PostResult, postWebhook } from './post.js';
import { nextDelayMs, retryAfterMs, SLOW_DOWN_STATUSES } from './retry.js';
import { maskSignatures, signatureHeader } from './signature.js';

interface ClaimedDelivery extends ClaimedBase {
  webhookId: number;
  eventId: string;
  body: string;
}

export interface WebhookWorkerOptions {
  db: Db;
  pollMs: number;
  allowPrivateAddresses: boolean;
  /** A factor on the retry schedule: 1 in production. */
  retryScale: number;
  log: OutboxLog;
  batchSize?: number;
  timeoutMs?: number;
}

const USER_AGENT = 'Eco-Webhooks/1.0 (Standard Webhooks)';

/** The secrets that sign now: the current one, and the previous one during the 24 hours after a rotation. */
function signingSecrets(hook: typeof lmsWebhooks.$inferSelect, now: Date): string[] {
  const previousValid =
    hook.previousSecret && hook.previousSecretExpiresAt && hook.previousSecretExpiresAt.getTime() > now.getTime();
  return previousValid ? [hook.secret, hook.previousSecret as string] : [hook.secret];
}

export function webhookRequestHeaders(hook: typeof lmsWebhooks.$inferSelect, row: ClaimedDelivery, now: Date) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': row.eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(signingSecrets(hook, now), row.eventId, timestamp, row.body),
  };
}

/** E-mails the person who registered a webhook that it was disabled, when that person is known. */
async function tellOwner(tx: Db, hook: typeof lmsWebhooks.$inferSelect, reason: string) {
  if (!hook.createdBy) return;
  const [owner] = await tx
    .select({ email: accounts.email, firstName: accounts.firstName, language: accounts.preferredLanguage })
    .from(accounts)
    .where(eq(accounts.admId, hook.createdBy));
  if (!owner) return;
  const email = await composeEmail(tx, webhookDisabledEmail, {
    to: owner.email,
    languageId: owner.language,
    values: { firstName: owner.firstName, url: hook.url, reason },
    entity: 'lms-webhook',
    entityId: hook.id,
  });
  await enqueueEmail(tx, email);
}

const describe = (result: PostResult) =>
  result.error ??
  (result.status == null
    ? 'No answer'
    : `HTTP ${result.status}${result.excerpt ? `: ${result.excerpt.slice(0, 200)}` : ''}`);

export function createWebhookWorker(options: WebhookWorkerOptions): OutboxWorker {
  const { db, log } = options;

  async function deliver(row: ClaimedDelivery) {
    const [hook] = await db.select().from(lmsWebhooks).where(eq(lmsWebhooks.id, row.webhookId));
    if (!hook) return; // deleted meanwhile: its deliveries went with it
    const startedAt = new Date();
    const headers = webhookRequestHeaders(hook, row, startedAt);
    const t0 = performance.now();
    const result = await postWebhook(hook.url, headers, row.body, {
      allowPrivate: options.allowPrivateAddresses,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    });
    const durationMs = Math.round(performance.now() - t0);
    await db.insert(webhookAttempts).values({
      deliveryId: row.id,
      attempt: row.attempts,
      startedAt,
      durationMs,
      requestHeaders: { ...headers, 'webhook-signature': maskSignatures(headers['webhook-signature']) },
      status: result.status,
      error: result.error,
      responseExcerpt: result.excerpt,
    });
    const last = sql`last_status = ${result.status}, last_duration_ms = ${durationMs}, last_attempt_at = ${startedAt.toISOString()}`;
    const status = result.status ?? 0;

    if (status >= 200 && status < 300) {
      await settle(db, 'webhook_delivery', row, sql`state = 'Sent', sent_at = now(), last_error = null, ${last}`);
      return;
    }
    if (status === 410) {
      // The receiver says the endpoint is gone for good: stop sending to it at all, say why, and tell
      // whoever registered it (through the e-mail outbox, in the same transaction).
      const reason = `The endpoint answered 410 Gone at ${formatInstantInZone(startedAt, 'UTC')}; make it active again to resume.`;
      await db.transaction(async (tx) => {
        await tx
          .update(lmsWebhooks)
          .set({ active: false, disabledAt: startedAt, disabledReason: reason })
          .where(eq(lmsWebhooks.id, hook.id));
        await tellOwner(tx as Db, hook, reason);
      });
      await settle(
        db,
        'webhook_delivery',
        row,
        sql`state = 'Failed', last_error = ${'410 Gone: endpoint disabled'}, ${last}`,
      );
      log.warn({ webhookId: hook.id }, 'webhook disabled: the endpoint answered 410 Gone');
      return;
    }
    const retryAfter = retryAfterMs(result.retryAfter);
    const delayMs = nextDelayMs(row.attempts, options.retryScale, retryAfter);
    const error = describe(result).slice(0, 2000);
    if (delayMs === null) {
      await settle(db, 'webhook_delivery', row, sql`state = 'Failed', last_error = ${error}, ${last}`);
      log.error({ deliveryId: row.id, attempts: row.attempts, err: error }, 'webhook delivery failed for good');
      return;
    }
    if (SLOW_DOWN_STATUSES.has(status) || retryAfter != null) {
      // The whole endpoint waits, not only this delivery: its other deliveries would hit the same wall.
      await db
        .update(lmsWebhooks)
        .set({ pausedUntil: new Date(Date.now() + delayMs) })
        .where(eq(lmsWebhooks.id, hook.id));
    }
    await settle(
      db,
      'webhook_delivery',
      row,
      sql`last_error = ${error}, next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}), ${last}`,
    );
  }

  return createOutboxWorker<ClaimedDelivery>({
    db,
    log,
    pollMs: options.pollMs,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    // Longer than one request can take (15 s) with room to record it.
    leaseMs: 60_000,
    queue: {
      name: 'webhook',
      table: 'webhook_delivery',
      columns: sql`o.webhook_id as "webhookId", o.event_id as "eventId", o.body`,
      eligible: sql`exists (select 1 from lms_webhook w where w.id = q.webhook_id and w.active
                      and w.disabled_at is null and (w.paused_until is null or w.paused_until <= now()))`,
      deliver,
    },
  });
}
