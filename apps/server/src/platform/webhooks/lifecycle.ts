// Runs the webhook deliveries' outbox worker with the application: started when the server is ready,
// stopped (waiting for the requests in flight) when it closes. Every instance runs one; the claim keeps
// each delivery to one of them.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createWebhookWorker } from './delivery.js';

export function startWebhookWorker(app: FastifyInstance, config: Pick<Config, 'webhooks'>, db: Db) {
  const worker = createWebhookWorker({
    db,
    pollMs: config.webhooks.pollMs,
    allowPrivateAddresses: config.webhooks.allowPrivateAddresses,
    retryScale: config.webhooks.retryScale,
    log: app.log,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
