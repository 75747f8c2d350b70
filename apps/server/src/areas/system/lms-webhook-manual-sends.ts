// Deliveries staff queue by hand: a test event to one webhook, and the replay of a delivery (the same
// event again, signed afresh). Both are audited and then sent by the outbox like any other delivery.
import { WEBHOOK_TEST_EVENT } from '@eco/contract';
import { webhookDeliveries } from '../../db/schema/index.js';
import type { RequestContext } from '../../platform/context.js';
import { eventBody, newEventId } from '../../platform/webhooks/events.js';
import { deliveryOf, deliveryRowOf } from './lms-webhook-deliveries.js';
import { webhookOf } from './lms-webhook-reads.js';

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
