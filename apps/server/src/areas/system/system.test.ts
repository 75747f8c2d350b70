// System's outbox calls through the real app: the list by state and recipient, one rendered message,
// retrying a failed one, and canManageSystemData enforced.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox } from '../../db/schema/index.js';
import { enqueueEmail, renderEmail } from '../../platform/mail/index.js';
import { startTestApp, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let sysadmin: { authorization: string };
let messageId: number;
beforeAll(async () => {
  t = await startTestApp();
  sysadmin = await t.as('system-admin@example.com');
  const { text, html } = renderEmail({
    greeting: 'Hello <Ana>,',
    paragraphs: ['Your code:'],
    highlight: 'ABCD-EFGH-JKMN',
    signature: 'The team',
  });
  messageId = await enqueueEmail(t.db, {
    to: 'Ana.Outbox@Example.test',
    subject: 'Rendered',
    text,
    html,
    template: 'test',
    entity: 'passcode',
    entityId: 9,
    headers: { 'X-Eco': 'yes' },
  });
});
afterAll(() => t.close());

const get = (url: string, who = sysadmin) => t.app.inject({ method: 'GET', url, headers: who });

describe('GET /system/outbox', () => {
  it('lists messages newest first with their state, 50 a page', async () => {
    const res = await get('/api/system/outbox');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: messageId,
      to: 'Ana.Outbox@Example.test',
      state: 'Queued',
      attempts: 0,
    });
    expect(body.results[0]).not.toHaveProperty('text');
    expect(new Set(body.results.map((r: { state: string }) => r.state))).toEqual(new Set(['Queued', 'Sent', 'Failed']));
  });

  it('filters by state and by recipient (contains, case-insensitive)', async () => {
    const failed = (await get('/api/system/outbox?state=Failed')).json();
    expect(failed.totalRowCount).toBeGreaterThan(0);
    expect(failed.results.every((r: { state: string; lastError: string }) => r.state === 'Failed' && r.lastError)).toBe(
      true,
    );
    const mine = (await get('/api/system/outbox?recipient=ana.OUTBOX')).json();
    expect(mine.totalRowCount).toBe(1);
    expect((await get('/api/system/outbox?recipient=%25%25')).json().totalRowCount).toBe(0);
    expect((await get('/api/system/outbox?state=Lost')).statusCode).toBe(400);
  });

  it('is for canManageSystemData only', async () => {
    expect((await get('/api/system/outbox', await t.as('classes-admin@example.com'))).statusCode).toBe(403);
    expect((await get(`/api/system/outbox/${messageId}`, await t.as('support@example.com'))).statusCode).toBe(403);
  });
});

describe('GET /system/outbox/{id}', () => {
  it('renders one message: text, escaped HTML and headers', async () => {
    const res = await get(`/api/system/outbox/${messageId}`);
    expect(res.statusCode).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({
      subject: 'Rendered',
      entity: 'passcode',
      entityId: '9',
      headers: { 'X-Eco': 'yes' },
    });
    expect(message.text).toContain('    ABCD-EFGH-JKMN');
    expect(message.html).toContain('Hello &lt;Ana&gt;,');
    expect(message.html).toContain('<strong>ABCD-EFGH-JKMN</strong>');
    expect((await get('/api/system/outbox/999999')).statusCode).toBe(404);
  });
});

describe('POST /system/outbox/{id}/retry', () => {
  it('puts a Failed message back in the queue with fresh attempts, and refuses others with 409', async () => {
    const [failed] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.state, 'Failed')).limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/system/outbox/${failed?.id}/retry`,
      headers: sysadmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Queued', attempts: 0, nextAttemptAt: expect.any(String) });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'system.outbox-retry'));
    expect(event?.entityId).toBe(String(failed?.id));
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/system/outbox/${failed?.id}/retry`,
      headers: sysadmin,
    });
    expect(again.statusCode).toBe(409);
    const none = await t.app.inject({ method: 'POST', url: '/api/system/outbox/999999/retry', headers: sysadmin });
    expect(none.statusCode).toBe(404);
  });
});
