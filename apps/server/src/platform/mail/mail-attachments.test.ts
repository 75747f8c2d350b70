// An outbox e-mail with files: written with the message in one transaction, delivered by the worker
// to a real SMTP server with each file's bytes intact, in order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, emailOutboxAttachments } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { testApp } from '../../testing/signed-in-app.js';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.js';
import { createMailWorker, enqueueEmail } from './index.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** The decoded body of the MIME part naming `filename` (base64, as nodemailer writes binary files). */
function attachmentBytes(raw: string, filename: string): Buffer | undefined {
  const start = raw.search(new RegExp(`filename="?${filename.replace(/\./g, '\\.')}`));
  if (start < 0) return undefined;
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  return Buffer.from(raw.slice(bodyStart, bodyEnd).replace(/\s+/g, ''), 'base64');
}

describe('outbox attachments', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  // No SMTP_URL: only the worker made here sends.
  testApp((app) => {
    t = app;
  });

  it('delivers each file with its bytes, name and type, in order', async () => {
    const every = Uint8Array.from({ length: 256 * 40 }, (_, i) => i % 256);
    const pdf = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj << >> endobj\n%%EOF\n');
    const worker = createMailWorker({
      db: t.db,
      smtpUrl: smtp.url,
      from: 'Eco <billing@eco.test>',
      pollMs: 20,
      maxAttempts: 3,
      retryBaseMs: 1_000,
      log: quiet,
    });
    try {
      await t.db.update(emailOutbox).set({ state: 'Sent' }).where(eq(emailOutbox.state, 'Queued'));
      const id = await enqueueEmail(t.db, {
        to: 'finance@partner.test',
        subject: 'Invoice INV-2026-00001',
        text: 'Please find the invoice attached.',
        template: 'test',
        attachments: [
          { filename: 'INV-2026-00001.pdf', contentType: 'application/pdf', content: pdf },
          { filename: 'every-byte.bin', contentType: 'application/octet-stream', content: every },
        ],
      });
      const stored = await t.db
        .select()
        .from(emailOutboxAttachments)
        .where(eq(emailOutboxAttachments.outboxId, id))
        .orderBy(emailOutboxAttachments.position);
      expect(stored.map((a) => [a.position, a.filename, a.content.length])).toEqual([
        [0, 'INV-2026-00001.pdf', pdf.length],
        [1, 'every-byte.bin', every.length],
      ]);

      expect(await worker.runOnce()).toBe(1);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ state: 'Sent', lastError: null });
      const mail = smtp.received.find((m) => m.subject === 'Invoice INV-2026-00001');
      expect(mail?.raw).toContain('Content-Type: application/pdf; name=INV-2026-00001.pdf');
      expect(mail?.raw.indexOf('INV-2026-00001.pdf')).toBeLessThan(mail?.raw.indexOf('every-byte.bin') ?? 0);
      expect(attachmentBytes(mail?.raw ?? '', 'INV-2026-00001.pdf')?.equals(Buffer.from(pdf))).toBe(true);
      expect(attachmentBytes(mail?.raw ?? '', 'every-byte.bin')?.equals(Buffer.from(every))).toBe(true);
    } finally {
      await worker.stop();
    }
  });

  it('writes no file when the change that queues the e-mail rolls back, and none for a plain e-mail', async () => {
    const before = await t.db.$count(emailOutboxAttachments);
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to: 'never@partner.test',
          subject: 'Never',
          text: 'x',
          template: 'test',
          attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array([1, 2]) }],
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueueEmail(t.db, { to: 'plain@partner.test', subject: 'Plain', text: 'x', template: 'test' });
    expect(await t.db.$count(emailOutboxAttachments)).toBe(before);
  });
});
