// Sends what the outbox holds, once, through the real mail worker to a real SMTP receiver, and gives
// back what arrived: for tests that start their own app without SMTP_URL and want the e-mails it queued.
import type { Db } from '../db/client.js';
import { createMailWorker } from '../platform/mail/index.js';
import { type ReceivedMail, startTestSmtp } from './smtp.js';

const quiet = { info() {}, warn() {}, error() {} };

/** Runs one pass of the mail worker; `sent` is what it handed to SMTP, `received` what arrived there. */
export async function deliverOutbox(db: Db): Promise<{ sent: number; received: ReceivedMail[] }> {
  const smtp = await startTestSmtp();
  const worker = createMailWorker({
    db,
    smtpUrl: smtp.url,
    from: 'Eco <no-reply@eco.test>',
    pollMs: 1_000,
    maxAttempts: 3,
    retryBaseMs: 1_000,
    log: quiet,
  });
  try {
    const sent = await worker.runOnce();
    return { sent, received: smtp.received };
  } finally {
    await worker.stop();
    await smtp.close();
  }
}
