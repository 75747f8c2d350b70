// System's outbox calls through the real app: the list by state and recipient, one rendered message,
// retrying a failed one, canManageSystemData enforced, and codes and tokens masked for whoever may not
// see them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../../cli/grant-role.js';
import { auditEvents, emailOutbox, roles } from '../../db/schema/index.js';
import { enqueueEmail } from '../../platform/mail/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let sysadmin: SignedIn;
let messageId: number;
signedInApp('system-admin@example.com', async (app, headers) => {
  t = app;
  sysadmin = headers;
  const text = 'Hello <Ana>,\n\nYour code:\n\n    ABCD-EFGH-JKMN\n\nThe team';
  const html = '<p>Hello &lt;Ana&gt;,</p><p>Your code:</p><p><strong>ABCD-EFGH-JKMN</strong></p><p>The team</p>';
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
    const res = await get(`/api/system/outbox/${messageId}`, await t.as('admin@example.com'));
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
    expect(message.attachments).toEqual([]);
  });

  it('lists the files a message carries by name, type and size, not their contents', async () => {
    const id = await enqueueEmail(t.db, {
      to: 'finance@partner.test',
      subject: 'With files',
      text: 'Attached.',
      template: 'test',
      attachments: [
        { filename: 'INV-2026-00007.pdf', contentType: 'application/pdf', content: new Uint8Array(3000) },
        { filename: 'notes.txt', contentType: 'text/plain', content: new TextEncoder().encode('hello') },
      ],
    });
    const res = await get(`/api/system/outbox/${id}`);
    expect(res.json().attachments).toEqual([
      { filename: 'INV-2026-00007.pdf', contentType: 'application/pdf', size: 3000 },
      { filename: 'notes.txt', contentType: 'text/plain', size: 5 },
    ]);
  });
});

describe('codes and tokens in the outbox', () => {
  const passcode = 'ABCD-EFGH-JKMN';
  const enrollmentCode = 'WXYZ-2345-6789-ACME';
  const link = 'https://learn.example/start?course=7&token=s3cr3t-T0KEN&lang=en';
  let ids: { passcode: number; enrollmentCode: number; other: number };

  /** A message as an area writes it: the code in the subject, both bodies and a header. */
  function message(entity: string | null, code: string) {
    const text = `Hello,\n\nHere is your code: ${code}\n\n    ${code}\n\nStart here: ${link}\n\nThe team`;
    const html = `<p>Here is your code: ${code}</p><p><strong>${code}</strong></p><p>Start here: ${link.replaceAll('&', '&amp;')}</p>`;
    return enqueueEmail(t.db, {
      to: 'masked@example.test',
      subject: `Your code ${code}`,
      text,
      html,
      template: 'test',
      entity,
      entityId: 1,
      headers: { 'X-Code': code },
    });
  }

  /** Signs in a new person whose one role holds canManageSystemData and `extra`. */
  async function viewerWith(key: string, extra: string[]) {
    await t.db.insert(roles).values({ key, name: key, capabilities: ['canManageSystemData', ...extra] });
    await grantRole(t.db, { email: `${key}@example.com`, role: key, password: t.config.demoPassword });
    return t.as(`${key}@example.com`);
  }

  beforeAll(async () => {
    ids = {
      passcode: await message('passcode', passcode),
      enrollmentCode: await message('enrollment-code', enrollmentCode),
      other: await message(null, passcode),
    };
  });

  const read = async (id: number, who: { authorization: string }) => {
    const res = await get(`/api/system/outbox/${id}`, who);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Every place the code was: subject, text, HTML, headers; and the raw bytes of the answer.
    return { ...body, all: [body.subject, body.text, body.html, JSON.stringify(body.headers)], raw: res.body };
  };

  it('masks every code for a system administrator, who may view neither kind of code', async () => {
    for (const [id, code, shown] of [
      [ids.passcode, passcode, 'ABCD-••••-••••'],
      [ids.enrollmentCode, enrollmentCode, 'WXYZ-••••-••••-ACME'],
      [ids.other, passcode, 'ABCD-••••-••••'],
    ] as const) {
      const m = await read(id, sysadmin);
      expect(m.raw).not.toContain(code.slice(5, 14));
      for (const part of m.all) expect(part).toContain(shown);
      expect(m.html).toContain(`<strong>${shown}</strong>`);
      expect(m.secretsHidden).toBe(true);
    }
    const listed = (await get('/api/system/outbox?recipient=masked@example.test', sysadmin)).json();
    expect(listed.results.map((r: { subject: string }) => r.subject)).toEqual([
      'Your code ABCD-••••-••••',
      'Your code WXYZ-••••-••••-ACME',
      'Your code ABCD-••••-••••',
    ]);
  });

  it('shows an administrator every code, and hides the link token from them too', async () => {
    const admin = await t.as('admin@example.com');
    const m = await read(ids.passcode, admin);
    for (const part of m.all) expect(part).toContain(passcode);
    expect(m.text).toContain('https://learn.example/start?course=7&token=••••&lang=en');
    expect(m.html).toContain('?course=7&amp;token=••••&amp;lang=en');
    expect(m.raw).not.toContain('s3cr3t');
    expect(m.secretsHidden).toBe(true);
    expect((await read(ids.enrollmentCode, admin)).text).toContain(enrollmentCode);
    expect((await read(ids.other, admin)).text).toContain(passcode);
    const listed = (await get('/api/system/outbox?recipient=masked@example.test', admin)).json();
    expect(listed.results[0].subject).toBe(`Your code ${passcode}`);
  });

  it('shows a viewer of passcodes the passcodes only', async () => {
    const viewer = await viewerWith('outbox-passcodes', ['canViewPasscodes']);
    expect((await read(ids.passcode, viewer)).text).toContain(passcode);
    expect((await read(ids.enrollmentCode, viewer)).text).toContain('WXYZ-••••-••••-ACME');
    // A message about no code in particular could hold either kind: it takes both capabilities.
    expect((await read(ids.other, viewer)).text).toContain('ABCD-••••-••••');
  });

  it('shows a viewer of enrollment codes the enrollment codes only', async () => {
    const viewer = await viewerWith('outbox-enrollment', ['canViewEnrollmentCodes']);
    expect((await read(ids.enrollmentCode, viewer)).text).toContain(enrollmentCode);
    expect((await read(ids.passcode, viewer)).text).toContain('ABCD-••••-••••');
    expect((await read(ids.other, viewer)).text).toContain('ABCD-••••-••••');
  });

  it('masks the message a retry answers with, too', async () => {
    await t.db.update(emailOutbox).set({ state: 'Failed' }).where(eq(emailOutbox.id, ids.passcode));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/system/outbox/${ids.passcode}/retry`,
      headers: sysadmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(passcode);
    expect(res.json().text).toContain('ABCD-••••-••••');
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
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'system.outbox-retry'));
    expect(events.map((e) => e.entityId)).toContain(String(failed?.id));
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
