// The System area's handlers: thin calls into its services (outbox, demo data, LMS webhooks).
import type { contract } from '@eco/contract';
import type { AreaDeps, Handlers } from '../../platform/register-area.js';
import { createWebhook, deleteWebhook, updateWebhook } from './lms-webhook-changes.js';
import { getDelivery, listDeliveries } from './lms-webhook-deliveries.js';
import { replayDelivery, sendTestEvent } from './lms-webhook-manual-sends.js';
import { getWebhook, listWebhooks } from './lms-webhook-reads.js';
import { rotateSecret } from './lms-webhook-secret.js';
import { seedData, seedDataStatus } from './seed-data.js';
import { exportOutbox, getOutboxMessage, heldBy, listOutbox, retryOutboxMessage } from './service.js';

export const systemHandlers = ({ config, seedMissingDemo }: Pick<AreaDeps, 'config' | 'seedMissingDemo'>) =>
  ({
    outbox: ({ ctx, query }) => listOutbox(ctx.db, heldBy(ctx), query),
    exportOutbox: ({ ctx, query }) => exportOutbox(ctx.db, heldBy(ctx), query),
    outboxMessage: ({ ctx, params }) => getOutboxMessage(ctx.db, heldBy(ctx), params.id),
    retryOutboxMessage: ({ ctx, params }) => retryOutboxMessage(ctx, params.id),
    seedDataStatus: () => seedDataStatus(config),
    seedData: ({ ctx }) => seedData(ctx, config, seedMissingDemo),
    listWebhooks: ({ ctx }) => listWebhooks(ctx.db),
    createWebhook: ({ ctx, body }) => createWebhook(ctx, config, body),
    getWebhook: ({ ctx, params }) => getWebhook(ctx.db, params.id),
    updateWebhook: ({ ctx, params, body }) => updateWebhook(ctx, config, params.id, body),
    deleteWebhook: ({ ctx, params }) => deleteWebhook(ctx, params.id),
    webhookDeliveries: ({ ctx, params, query }) => listDeliveries(ctx.db, params.id, query),
    webhookDelivery: ({ ctx, params }) => getDelivery(ctx.db, params.id),
    sendTestEvent: ({ ctx, params }) => sendTestEvent(ctx, params.id),
    replayDelivery: ({ ctx, params }) => replayDelivery(ctx, params.id),
    rotateWebhookSecret: ({ ctx, params }) => rotateSecret(ctx, params.id),
  }) satisfies Handlers<typeof contract.system>;
