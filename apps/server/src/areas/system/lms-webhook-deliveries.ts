// An LMS webhook's delivery log: its deliveries a page at a time, filtered by state and event type, and one
// delivery with its body and every attempt (request headers, status, error, an excerpt of the response).
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries } from '../../db/schema/index.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { notFound } from '../../platform/errors.js';
import { iso, webhookOf } from './lms-webhook-reads.js';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const deliveryRowOf = (d: DeliveryRow) => ({
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
      // When each was made, newest first: ids need not follow the dates (seeded or restored rows).
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { results: rows.map(deliveryRowOf), totalRowCount: total?.n ?? 0, page: query.page };
}

export async function deliveryOf(db: Db, id: number): Promise<DeliveryRow> {
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
