// The outbox against real SMTP servers started here: delivery by the app's worker, a rejecting server
// (retries with backoff, then Failed), two workers never sending one message twice, and no SMTP_URL.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, passcodes } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { testApp } from '../../testing/signed-in-app.js';
import { startTestSmtp, type TestSmtp, waitFor } from '../../testing/smtp.js';
import { backoffMs, createMailWorker, enqueueEmail, enqueueEmails } from './index.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const outboxRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('with SMTP_URL: the app delivers', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());
  testApp(
    (app) => {
      t = app;
    },
    () => ({ SMTP_URL: smtp.url, MAIL_POLL_MS: '50', MAIL_FROM: 'Eco <codes@eco.test>' }),
  );

  it('sends a resent passcode to the SMTP server and marks it Sent', async () => {
    const [code] = await t.db.select().from(passcodes).where(eq(passcodes.isRevoked, false)).limit(1);
    await t.db
      .update(passcodes)
      .set({ isActive: true, redeemedAt: null })
      .where(eq(passcodes.id, code?.id as number));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passcodes/resend',
      headers: await t.as('support@example.com'),
      payload: { ids: [code?.id], emailOverride: 'learner@inbox.test' },
    });
    const outboxId = res.json().results[0].outboxId as number;
    const sent = await waitFor(async () => {
      const row = await outboxRow(t, outboxId);
      return row?.state === 'Sent' ? row : undefined;
    });
    expect(sent).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
    const mail = smtp.received.find((m) => m.to.includes('learner@inbox.test'));
    expect(mail?.subject).toBe('Your Scrum assessment passcode');
    expect(mail?.raw).toContain(code?.code);
    expect(mail?.raw).toContain('From: Eco <codes@eco.test>');
    expect(mail?.messageId).toMatch(new RegExp(`^<outbox-${outboxId}-\\d+@eco.test>$`));
    expect(sent?.messageId).toBe(mail?.messageId);
  });
});

describe('the worker', () => {
  let t: TestApp;
  // No SMTP_URL: the app runs no worker, so only the workers made here send.
  testApp((app) => {
    t = app;
  });

  it('writes nothing when the change that queues the e-mail rolls back', async () => {
    const to = 'rolled-back@outbox.test';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to, subject: 'Never', text: 'x', template: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).toHaveLength(0);
  });

  it('never queues an e-mail with an empty body or subject', async () => {
    const to = 'empty@outbox.test';
    await expect(enqueueEmail(t.db, { to, subject: 'Hi', text: ' \n ', template: 'test' })).rejects.toThrow(
      'An e-mail (test) to empty@outbox.test has an empty body',
    );
    await expect(enqueueEmail(t.db, { to, subject: ' ', text: 'x', template: 'test' })).rejects.toThrow(
      'empty subject',
    );
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).toHaveLength(0);
  });

  it('leaves e-mails Queued when SMTP_URL is not set', async () => {
    const id = await enqueueEmail(t.db, { to: 'a@b.test', subject: 'Hi', text: 'Hello', template: 'test' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await outboxRow(t, id)).toMatchObject({ state: 'Queued', attempts: 0 });
  });

  it('retries a rejected message with backoff, then marks it Failed with the last error', async () => {
    const smtp = await startTestSmtp({ reject: true });
    // A minute's backoff, and the clock moved on by making the message due: the test does not depend on
    // how long a loaded machine takes between two attempts.
    const retryBaseMs = 60_000;
    const worker = createMailWorker({
      db: t.db,
      smtpUrl: smtp.url,
      from: 'Eco <no-reply@eco.test>',
      pollMs: 20,
      maxAttempts: 3,
      retryBaseMs,
      log: quiet,
    });
    const makeDue = (id: number) =>
      t.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
    const waitsAtLeast = async (id: number, ms: number) => {
      const row = await outboxRow(t, id);
      expect((row?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(ms);
    };
    try {
      await t.db.update(emailOutbox).set({ state: 'Sent' }).where(eq(emailOutbox.state, 'Queued'));
      const id = await enqueueEmail(t.db, {
        to: 'nobody@rejects.test',
        subject: 'Bounce',
        text: 'x',
        template: 'test',
      });
      expect(await worker.runOnce()).toBe(1);
      const first = await outboxRow(t, id);
      expect(first).toMatchObject({ state: 'Queued', attempts: 1 });
      expect(first?.lastError).toContain('Mailbox unavailable');
      // Not due yet: the first retry waits retryBaseMs, the second twice that.
      expect(await worker.runOnce()).toBe(0);
      await waitsAtLeast(id, retryBaseMs - 10_000);
      await makeDue(id);
      expect(await worker.runOnce()).toBe(1);
      expect(await outboxRow(t, id)).toMatchObject({ state: 'Queued', attempts: 2 });
      await waitsAtLeast(id, 2 * retryBaseMs - 10_000);
      await makeDue(id);
      expect(await worker.runOnce()).toBe(1);
      const failed = await outboxRow(t, id);
      expect(failed).toMatchObject({ state: 'Failed', attempts: 3, sentAt: null });
      expect(failed?.lastError).toMatch(/550|Mailbox unavailable/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('never sends a message twice with two workers polling at once', async () => {
    const smtp = await startTestSmtp({ delayMs: 5 });
    const options = { db: t.db, smtpUrl: smtp.url, from: 'Eco <no-reply@eco.test>', pollMs: 10, maxAttempts: 3 };
    const workers = [1, 2].map(() => createMailWorker({ ...options, retryBaseMs: 1_000, batchSize: 4, log: quiet }));
    try {
      await t.db.update(emailOutbox).set({ state: 'Sent' }).where(eq(emailOutbox.state, 'Queued'));
      const ids = await enqueueEmails(
        t.db,
        Array.from({ length: 40 }, (_, i) => ({
          to: `r${i}@race.test`,
          subject: `Race ${i}`,
          text: 'x',
          template: 'test',
        })),
      );
      for (const w of workers) w.start();
      await waitFor(async () => {
        const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
        return rows.every((r) => r.state === 'Sent');
      }, 20_000);
      expect(smtp.received).toHaveLength(40);
      expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(40);
      const rows = await t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await smtp.close();
    }
  });

  it('lets a worker whose lease ran out not overwrite the outcome of the worker that took over', async () => {
    const smtp = await startTestSmtp();
    let release: (error: Error) => void = () => {};
    const stuck = new Promise<never>((_, reject) => {
      release = reject;
    });
    let sending: () => void = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // A send that hangs past its lease, then fails, as a dead SMTP connection would.
    const hanging = {
      sendMail: () => {
        sending();
        return stuck;
      },
      close: () => {},
    } as never;
    const options = { db: t.db, from: 'Eco <no-reply@eco.test>', pollMs: 10, maxAttempts: 3, retryBaseMs: 1_000 };
    const slow = createMailWorker({ ...options, transport: hanging, leaseMs: 100, log: quiet });
    const healthy = createMailWorker({ ...options, smtpUrl: smtp.url, log: quiet });
    try {
      await t.db.update(emailOutbox).set({ state: 'Sent' }).where(eq(emailOutbox.state, 'Queued'));
      const id = await enqueueEmail(t.db, { to: 'late@lease.test', subject: 'Lease', text: 'x', template: 'test' });
      const first = slow.runOnce();
      // Only once the slow worker holds the message (claimed, lease renewed, send begun) may the other
      // look for it: it finds it when that lease has run out.
      await sendStarted;
      await waitFor(async () => (await healthy.runOnce()) === 1);
      expect(await outboxRow(t, id)).toMatchObject({ state: 'Sent', attempts: 2 });
      release(new Error('socket timeout'));
      await first;
      expect(await outboxRow(t, id)).toMatchObject({ state: 'Sent', attempts: 2, lastError: null });
      expect(smtp.received.filter((m) => m.subject === 'Lease')).toHaveLength(1);
    } finally {
      await Promise.all([slow.stop(), healthy.stop()]);
      await smtp.close();
    }
  });

  it('doubles the delay after each attempt, up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(60_000, n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(backoffMs(60_000, 30)).toBe(6 * 3600_000);
  });
});
