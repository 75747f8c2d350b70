// LMS webhooks as staff manage them: register (the secret shown once), edit, delete, the delivery log with
// each attempt, a test event, replay of one delivery and secret rotation. URLs are checked against SSRF
// when saved with a new URL (and again at each send, platform/webhooks/post.ts). Every change is audited in its
// transaction; the secret never enters the audit trail.
import { WEBHOOK_TEST_EVENT } from '@eco/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { lmsWebhooks, webhookAttempts, webhookDeliveries } from '../../db/schema/index.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, notFound } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import { assertSafeUrl, UnsafeUrlError } from '../../platform/webhooks/address-guard.js';
import { eventBody, newEventId } from '../../platform/webhooks/events.js';
import { newSecret, secretHint } from '../../platform/webhooks/signature.js';

type WebhookRow = typeof lmsWebhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type WebhookSettings = Pick<Config, 'webhooks'>;

export interface WebhookInput {
  url: string;
  description: string;
  eventTypes: string[];
  active: boolean;
}

/** How long a rotated-out secret keeps signing, so receivers can switch without missing a delivery. */
const ROTATION_OVERLAP_MS = 24 * 3600_000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The audited shape of a webhook: everything staff set, never the secret. */
const audited = (w: Pick<WebhookRow, 'url' | 'description' | 'eventTypes' | 'active'>) => ({
  url: w.url,
  description: w.description,
  eventTypes: w.eventTypes,
  active: w.active,
});

async function checkUrl(settings: WebhookSettings, url: string) {
  try {
    await assertSafeUrl(url, settings.webhooks.allowPrivateAddresses);
  } catch (error) {
    if (error instanceof UnsafeUrlError) throw invalid('url', error.message);
    throw error;
  }
}

interface DeliveryStats {
  lastDeliveryState: DeliveryRow['state'] | null;
  lastDeliveryAt: string | null;
  failingDeliveries: number;
}

/** Per webhook: its newest delivery's state and how many deliveries failed or wait after a failure. */
async function deliveryStats(db: Db, ids: number[]): Promise<Map<number, DeliveryStats>> {
  const stats = new Map<number, DeliveryStats>();
  if (ids.length === 0) return stats;
  const [latest, failing] = await Promise.all([
    db
      .selectDistinctOn([webhookDeliveries.webhookId], {
        webhookId: webhookDeliveries.webhookId,
        state: webhookDeliveries.state,
        createdAt: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.webhookId, ids))
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id)),
    db
      .select({ webhookId: webhookDeliveries.webhookId, n: count() })
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.webhookId, ids),
          sql`(${webhookDeliveries.state} = 'Failed' or (${webhookDeliveries.state} = 'Queued' and ${webhookDeliveries.lastError} is not null))`,
        ),
      )
      .groupBy(webhookDeliveries.webhookId),
  ]);
  for (const id of ids) {
    const last = latest.find((l) => l.webhookId === id);
    stats.set(id, {
      lastDeliveryState: last?.state ?? null,
      lastDeliveryAt: iso(last?.createdAt ?? null),
      failingDeliveries: failing.find((f) => f.webhookId === id)?.n ?? 0,
    });
  }
  return stats;
}

const rowOf = (w: WebhookRow, stats: DeliveryStats | undefined) => ({
  id: w.id,
  url: w.url,
  description: w.description,
  eventTypes: w.eventTypes,
  active: w.active,
  disabledReason: w.disabledReason,
  disabledAt: iso(w.disabledAt),
  pausedUntil: w.pausedUntil && w.pausedUntil.getTime() > Date.now() ? iso(w.pausedUntil) : null,
  lastDeliveryState: stats?.lastDeliveryState ?? null,
  lastDeliveryAt: stats?.lastDeliveryAt ?? null,
  failingDeliveries: stats?.failingDeliveries ?? 0,
});

const detailOf = (w: WebhookRow, stats: DeliveryStats | undefined) => ({
  ...rowOf(w, stats),
  version: w.version,
  createdAt: w.createdAt.toISOString(),
  updatedAt: w.updatedAt.toISOString(),
  secretHint: secretHint(w.secret),
  previousSecretExpiresAt:
    w.previousSecretExpiresAt && w.previousSecretExpiresAt.getTime() > Date.now()
      ? iso(w.previousSecretExpiresAt)
      : null,
});

export async function listWebhooks(db: Db) {
  const rows = await db.select().from(lmsWebhooks).orderBy(asc(lmsWebhooks.id));
  const stats = await deliveryStats(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => rowOf(r, stats.get(r.id)));
}

async function webhookOf(db: Db, id: number): Promise<WebhookRow> {
  const [row] = await db.select().from(lmsWebhooks).where(eq(lmsWebhooks.id, id));
  if (!row) throw notFound('Webhook');
  return row;
}

export async function getWebhook(db: Db, id: number) {
  const row = await webhookOf(db, id);
  return detailOf(row, (await deliveryStats(db, [id])).get(id));
}

export async function createWebhook(ctx: RequestContext, settings: WebhookSettings, input: WebhookInput) {
  await checkUrl(settings, input.url);
  const secret = newSecret();
  const row = await ctx.write(async (tx, audit) => {
    const [created] = await tx
      .insert(lmsWebhooks)
      .values({ ...input, secret, createdBy: ctx.principal?.account?.admId ?? null })
      .returning();
    if (!created) throw new Error('insert returned nothing');
    await audit({
      action: 'system.create-webhook',
      entity: 'lms-webhook',
      entityId: created.id,
      after: audited(created),
    });
    return created;
  });
  return { ...detailOf(row, undefined), secret };
}

export async function updateWebhook(
  ctx: RequestContext,
  settings: WebhookSettings,
  id: number,
  input: WebhookInput & { version: number },
) {
  // The URL (its DNS included) is checked only when it changes: a webhook whose host no longer resolves
  // can still be switched off or edited, and each send checks the URL again anyway.
  const stored = await webhookOf(ctx.db, id);
  if (input.url !== stored.url) await checkUrl(settings, input.url);
  await ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    const { version, ...values } = input;
    // Making it active again is how staff resume an endpoint the sender disabled (410) or paused.
    const resume = values.active && !before.active ? { disabledAt: null, disabledReason: null, pausedUntil: null } : {};
    const after = await updateVersioned(
      tx,
      lmsWebhooks,
      lmsWebhooks.id,
      id,
      version,
      { ...values, ...resume },
      'Webhook',
    );
    await audit({
      action: 'system.update-webhook',
      entity: 'lms-webhook',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
  });
  return getWebhook(ctx.db, id);
}

export async function deleteWebhook(ctx: RequestContext, id: number) {
  return ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    await tx.delete(lmsWebhooks).where(eq(lmsWebhooks.id, id));
    await audit({ action: 'system.delete-webhook', entity: 'lms-webhook', entityId: id, before: audited(before) });
    return { status: 'Succeeded' as const, errors: [] };
  });
}

export async function rotateSecret(ctx: RequestContext, id: number) {
  const secret = newSecret();
  await ctx.write(async (tx, audit) => {
    const before = await webhookOf(tx, id);
    const expires = new Date(Date.now() + ROTATION_OVERLAP_MS);
    await tx
      .update(lmsWebhooks)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretExpiresAt: expires,
        version: sql`${lmsWebhooks.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(lmsWebhooks.id, id));
    await audit({
      action: 'system.rotate-webhook-secret',
      entity: 'lms-webhook',
      entityId: id,
      after: { previousSecretExpiresAt: expires.toISOString() },
    });
  });
  return { ...(await getWebhook(ctx.db, id)), secret };
}

const deliveryRowOf = (d: DeliveryRow) => ({
  id: d.id,
  createdAt: d.createdAt.toISOString(),
  eventId: d.eventId,
  eventType: d.eventType,
  state: d.state,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  lastDurationMs: d.lastDurationMs,
  lastAttemptAt: iso(d.lastAttemptAt),
  nextAttemptAt: d.state === 'Queued' ? iso(d.nextAttemptAt) : null,
  sentAt: iso(d.sentAt),
  replayOf: d.replayOf,
});

export async function listDeliveries(
  db: Db,
  id: number,
  query: PageRequest & { state?: DeliveryRow['state'] | undefined; eventType?: string | undefined },
) {
  await webhookOf(db, id);
  const where = and(
    eq(webhookDeliveries.webhookId, id),
    query.state ? eq(webhookDeliveries.state, query.state) : undefined,
    query.eventType ? eq(webhookDeliveries.eventType, query.eventType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { results: rows.map(deliveryRowOf), totalRowCount: total?.n ?? 0, page: query.page };
}

async function deliveryOf(db: Db, id: number): Promise<DeliveryRow> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw notFound('Delivery');
  return row;
}

export async function getDelivery(db: Db, id: number) {
  const delivery = await deliveryOf(db, id);
  const [hook, attempts] = await Promise.all([
    webhookOf(db, delivery.webhookId),
    db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id)).orderBy(asc(webhookAttempts.attempt)),
  ]);
  return {
    ...deliveryRowOf(delivery),
    webhookId: delivery.webhookId,
    url: hook.url,
    body: delivery.body,
    attemptLog: attempts.map((a) => ({
      attempt: a.attempt,
      startedAt: a.startedAt.toISOString(),
      durationMs: a.durationMs,
      requestHeaders: a.requestHeaders as Record<string, string>,
      status: a.status,
      error: a.error,
      responseExcerpt: a.responseExcerpt,
    })),
  };
}

/** Queues a webhook.test event to this one webhook, whatever it subscribes to and even when inactive. */
export async function sendTestEvent(ctx: RequestContext, id: number) {
  const deliveryId = await ctx.write(async (tx, audit) => {
    const hook = await webhookOf(tx, id);
    const data = {
      webhookId: hook.id,
      message: 'A test event sent from the Eco console.',
      sentBy: ctx.principal?.account?.email ?? null,
    };
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: id,
        eventId: newEventId(),
        eventType: WEBHOOK_TEST_EVENT,
        body: eventBody(WEBHOOK_TEST_EVENT, data),
      })
      .returning({ id: webhookDeliveries.id });
    if (!row) throw new Error('insert returned nothing');
    await audit({ action: 'system.test-webhook', entity: 'lms-webhook', entityId: id, after: { deliveryId: row.id } });
    return row.id;
  });
  return deliveryRowOf(await deliveryOf(ctx.db, deliveryId));
}

/**
 * A replay: a new delivery of the same event (same webhook-id, so the receiver can tell it has seen it,
 * same body), signed afresh when sent. The original and its log stay as they were.
 */
export async function replayDelivery(ctx: RequestContext, id: number) {
  const deliveryId = await ctx.write(async (tx, audit) => {
    const original = await deliveryOf(tx, id);
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        webhookId: original.webhookId,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        replayOf: original.id,
      })
      .returning({ id: webhookDeliveries.id });
    if (!row) throw new Error('insert returned nothing');
    await audit({
      action: 'system.replay-webhook-delivery',
      entity: 'webhook-delivery',
      entityId: id,
      after: { replayDeliveryId: row.id, webhookId: original.webhookId },
    });
    return row.id;
  });
  return deliveryRowOf(await deliveryOf(ctx.db, deliveryId));
}
