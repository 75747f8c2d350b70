// The outbox on two server instances sharing one PostgreSQL database, each running its worker against
// one real SMTP server: every queued message arrives exactly once, counted by Message-ID at the receiver.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.js';
import { startTestCluster, type TestCluster } from '../../testing/cluster.js';
import { startTestSmtp, type TestSmtp, waitFor } from '../../testing/smtp.js';
import { testDatabaseUrl } from '../../testing/test-database.js';
import { enqueueEmails } from './index.js';

const MESSAGES = 300;
const INSTANCES = 2;

describe.skipIf(!testDatabaseUrl)('the outbox on two instances (needs TEST_DATABASE_URL)', () => {
  let smtp: TestSmtp;
  let cluster: TestCluster;
  beforeAll(async () => {
    // A short pause per message keeps several sends of both instances in flight at once.
    smtp = await startTestSmtp({ delayMs: 5 });
    cluster = await startTestCluster({
      instances: INSTANCES,
      env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '20' },
      // The From header tells which instance sent a message; the Message-ID domain stays the same.
      envOf: (index) => ({ MAIL_FROM: `Eco ${index} <no-reply@eco.test>` }),
    });
  });
  afterAll(async () => {
    await cluster?.close();
    await smtp?.close();
  });

  it(`delivers ${MESSAGES} queued messages exactly once between both workers`, async () => {
    const ids = await enqueueEmails(
      cluster.db,
      Array.from({ length: MESSAGES }, (_, i) => ({
        to: `r${i}@cluster.test`,
        subject: `Cluster ${i}`,
        text: `Message ${i}`,
        template: 'test',
      })),
    );
    const rowsOf = () => cluster.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    const rows = await waitFor(async () => {
      const now = await rowsOf();
      return now.every((r) => r.state === 'Sent') ? now : undefined;
    }, 60_000);
    // Both workers stop polling (and finish what they hold) before the receiver is read.
    await Promise.all(cluster.instances.map((i) => i.app.close()));

    const ours = smtp.received.filter((m) => m.to.every((to) => to.endsWith('@cluster.test')));
    const timesSent = new Map<string, number>();
    for (const m of ours) timesSent.set(m.messageId ?? '', (timesSent.get(m.messageId ?? '') ?? 0) + 1);
    const duplicates = [...timesSent].filter(([, n]) => n > 1);
    expect(duplicates).toEqual([]);
    expect(ours).toHaveLength(MESSAGES);
    expect(new Set(timesSent.keys())).toEqual(new Set(rows.map((r) => r.messageId)));
    // Each message was claimed once: no lease ran out and no claim was taken twice.
    expect(rows.filter((r) => r.attempts !== 1)).toEqual([]);
    // Both instances did their share, so the race was real.
    for (let index = 0; index < INSTANCES; index++) {
      expect(ours.filter((m) => m.from?.startsWith(`Eco ${index} `)).length, `sent by ${index}`).toBeGreaterThan(0);
    }
  });
});
