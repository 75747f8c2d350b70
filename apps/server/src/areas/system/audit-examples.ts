// The System area's audit examples: an outbox retry, the demo data and the LMS webhooks' changes, each audited.
import { eq } from 'drizzle-orm';
import { emailOutbox, lmsWebhooks, webhookDeliveries } from '../../db/schema/index.js';
import { defineAuditExamples } from '../../platform/audit-examples.js';

/** The webhook the update example found, which the later examples test, replay and rotate. */
let webhook = 0;

export const auditExamples = defineAuditExamples('system', {
  retryOutboxMessage: async ({ db }) => {
    const [failed] = await db.select().from(emailOutbox).where(eq(emailOutbox.state, 'Failed')).limit(1);
    return { params: { id: failed?.id ?? 0 } };
  },
  seedData: async () => ({}),
  // Inactive, at a public address written as an IP: nothing is sent during the test.
  createWebhook: async () => ({
    body: {
      url: 'https://93.184.216.34/eco-hooks',
      eventTypes: ['account.synced'],
      active: false,
      description: 'Audit',
    },
  }),
  updateWebhook: async ({ get, version }) => {
    const hook = (await get('/system/lms-webhooks')).find((w: { description: string }) => w.description === 'Audit');
    webhook = hook.id;
    const body = { url: 'https://93.184.216.34/eco-hooks-2', eventTypes: ['account.synced'], active: false };
    return { params: { id: hook.id }, body: { ...body, version: await version(`/system/lms-webhooks/${hook.id}`) } };
  },
  deleteWebhook: async ({ db }) => {
    const [gone] = await db
      .insert(lmsWebhooks)
      .values({ url: 'https://93.184.216.34/gone', secret: 'whsec_audit', active: false })
      .returning({ id: lmsWebhooks.id });
    return { params: { id: gone?.id ?? 0 } };
  },
  sendTestEvent: async () => ({ params: { id: webhook } }),
  replayDelivery: async ({ db }) => {
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, webhook))
      .limit(1);
    return { params: { id: delivery?.id ?? 0 } };
  },
  rotateWebhookSecret: async () => ({ params: { id: webhook } }),
});
