// Webhook deliveries on two server instances sharing one PostgreSQL database, each running its webhook
// worker against one real receiver: every queued event arrives exactly once, counted by webhook-id.
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import { startTestCluster, type TestCluster } from '../../testing/cluster.js';
import { waitFor } from '../../testing/smtp.js';
import { testDatabaseUrl } from '../../testing/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../testing/webhook-receiver.js';
import { queueEvent } from './events.js';
import { newSecret } from './signature.js';

const EVENTS = 200;

describe.skipIf(!testDatabaseUrl)('webhook deliveries on two instances (needs TEST_DATABASE_URL)', () => {
  let receiver: WebhookReceiver;
  let cluster: TestCluster;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    cluster = await startTestCluster({
      instances: 2,
      env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_POLL_MS: '20' },
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await receiver?.close();
  });

  it(`delivers ${EVENTS} queued events exactly once between both workers`, async () => {
    const secret = newSecret();
    const [hook] = await cluster.db
      .insert(lmsWebhooks)
      .values({ url: `${receiver.url}/cluster`, secret, eventTypes: ['cluster.test'], active: true })
      .returning({ id: lmsWebhooks.id });
    // Queued in one transaction, as a change would (a type only this webhook hears, so the demo webhook
    // gets none): none is visible to the workers before the commit.
    await cluster.db.transaction(async (tx) => {
      for (let i = 0; i < EVENTS; i++) await queueEvent(tx, 'cluster.test', { n: i });
    });
    const rowsOf = () =>
      cluster.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook?.id ?? 0));
    const rows = await waitFor(async () => {
      const now = await rowsOf();
      return now.length === EVENTS && now.every((r) => r.state === 'Sent') ? now : undefined;
    }, 120_000);
    await Promise.all(cluster.instances.map((i) => i.app.close()));

    const ours = receiver.received.filter((r) => r.path === '/cluster');
    const timesSent = new Map<string, number>();
    for (const r of ours)
      timesSent.set(r.headers['webhook-id'] ?? '', (timesSent.get(r.headers['webhook-id'] ?? '') ?? 0) + 1);
    expect([...timesSent].filter(([, n]) => n > 1)).toEqual([]);
    expect(ours).toHaveLength(EVENTS);
    expect(new Set(timesSent.keys())).toEqual(new Set(rows.map((r) => r.eventId)));
    expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    // Each is signed as Standard Webhooks says.
    const verifier = new Webhook(secret);
    for (const r of ours.slice(0, 10)) expect(verifier.verify(r.body, r.headers)).toBeTruthy();
    const ids = rows.map((r) => r.id);
    expect((await cluster.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids))).length).toBe(
      EVENTS,
    );
  }, 180_000);
});
