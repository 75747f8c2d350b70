// LMS webhooks as the console lists and shows them: each with the state of its newest delivery and how
// many deliveries are failing, the detail with the secret's hint (never the secret) and whether a rotated-out
// secret still signs. Also the lookup the other webhook services start from.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lmsWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { secretHint } from '../../platform/webhooks/signature.js';

export type WebhookRow = typeof lmsWebhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A timestamp that may be missing, as the contract sends it. */
export const iso = (d: Date | null) => d?.toISOString() ?? null;

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
      .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
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

export const detailOf = (w: WebhookRow, stats: DeliveryStats | undefined) => ({
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

export async function webhookOf(db: Db, id: number): Promise<WebhookRow> {
  const [row] = await db.select().from(lmsWebhooks).where(eq(lmsWebhooks.id, id));
  if (!row) throw notFound('Webhook');
  return row;
}

export async function getWebhook(db: Db, id: number) {
  const row = await webhookOf(db, id);
  return detailOf(row, (await deliveryStats(db, [id])).get(id));
}
