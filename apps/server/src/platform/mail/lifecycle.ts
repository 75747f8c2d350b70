// Runs the outbox worker with the application: started when the server is ready, stopped (waiting for
// sends in flight) when it closes. Without SMTP_URL there is no worker and e-mails stay Queued.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createMailWorker } from './worker.js';

export function startOutboxWorker(
  app: FastifyInstance,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailPollMs' | 'mailMaxAttempts' | 'mailRetryBaseMs'>,
  db: Db,
) {
  if (!config.smtpUrl) {
    app.addHook('onReady', async () => app.log.info('SMTP_URL is not set: e-mails stay in the outbox'));
    return;
  }
  const worker = createMailWorker({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    maxAttempts: config.mailMaxAttempts,
    retryBaseMs: config.mailRetryBaseMs,
    log: app.log,
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
