// Enrollment codes through the real app: filters, lookups, idempotent generation with its CSV, revoke
// rules for redeemed codes, reinstate, bulk actions with mixed outcomes, and resend into the outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, enrollmentCodes } from '../../db/schema/index.js';
import { parseCsv } from '../../testing/csv.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let staff: SignedIn;
let courseId: number;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  staff = headers;
  const lookups = (await call('GET', '/api/enrollment-codes/lookup-info')).json();
  courseId = lookups.onlineCourses.find((c: { isActive: boolean }) => c.isActive).value;
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  who?: { authorization: string },
) {
  return t.app.inject({ method, url, headers: { ...(who ?? staff), ...headers }, ...(payload ? { payload } : {}) });
}

async function generate(body: object = {}, headers: Record<string, string> = {}) {
  const res = await call(
    'POST',
    '/api/enrollment-codes/generate',
    { onlineCourseId: courseId, quantity: 1, ...body },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { batchId: string; codes: { id: number; code: string }[] };
}
const getCode = async (id: number) => (await call('GET', `/api/enrollment-codes/${id}`)).json();
const redeem = (id: number) =>
  t.db
    .update(enrollmentCodes)
    .set({ redeemedAt: new Date('2025-02-01T09:00:00Z'), userEmail: 'learner@self.test', userOnlineClassId: 321 })
    .where(eq(enrollmentCodes.id, id));

describe('GET /enrollment-codes/lookup-info and the list', () => {
  it('lists online courses as value and display name', async () => {
    const res = await call(
      'GET',
      '/api/enrollment-codes/lookup-info',
      undefined,
      {},
      await t.as('finance@example.com'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().onlineCourses[0]).toEqual({
      value: expect.any(Number),
      displayName: expect.stringContaining(' — '),
      isActive: expect.any(Boolean),
    });
  });

  it('pages 100 at a time over the demo codes, in every state', async () => {
    const body = (await call('GET', '/api/enrollment-codes')).json();
    expect(body.results).toHaveLength(100);
    expect(body.totalRowCount).toBeGreaterThan(200);
    const count = async (q: string) => (await call('GET', `/api/enrollment-codes?${q}`)).json().totalRowCount;
    expect(await count('isRedeemed=true')).toBeGreaterThan(0);
    expect(await count('isRevoked=true')).toBeGreaterThan(0);
    expect(await count('isRedeemed=false&isRevoked=false')).toBeGreaterThan(0);
  });

  it('filters by code, suffix, order, course, user and e-mails; exact by default, contains when asked', async () => {
    const gen = await generate({ quantity: 3, suffix: 'ENR', orderNumber: 'WEB-ENR-1', orderEmail: 'Buyer@Shop.test' });
    const count = async (q: string) => (await call('GET', `/api/enrollment-codes?${q}`)).json().totalRowCount;
    expect(await count('suffix=enr')).toBe(3);
    expect(await count(`suffix=ENR&onlineCourseId=${courseId}`)).toBe(3);
    expect(await count('orderNumber=web-enr-1')).toBe(3);
    expect(await count('orderNumber=ENR-&exactMatch=false')).toBe(3);
    expect(await count('orderEmail=buyer%40shop.test')).toBe(3);
    expect(await count('orderEmail=shop.te&exactMatch=false')).toBe(3);
    const code = gen.codes[0]?.code as string;
    expect(await count(`enrollmentCode=${code.toLowerCase()}`)).toBe(1);
    expect(await count(`enrollmentCode=${code.slice(0, 9)}&exactMatch=false`)).toBe(1);
    await redeem(gen.codes[0]?.id as number);
    expect(await count('userEmail=LEARNER%40self.test')).toBe(1);
    expect(await count('userEmail=self.test&exactMatch=false&suffix=ENR')).toBe(1);
    expect(await count('suffix=ENR&isRedeemed=true')).toBe(1);
    const row = await getCode(gen.codes[0]?.id as number);
    expect(row).toMatchObject({
      state: 'Redeemed',
      isRedeemed: true,
      userOnlineClassId: 321,
      onlineCourseId: courseId,
    });
    expect(row.onlineCourseName).toContain(': ');
    const bad = await call('GET', '/api/enrollment-codes?userAdmId=x&onlineCourseId=abc');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['userAdmId', 'onlineCourseId']));
  });

  it('exports as CSV, and a generation as CSV', async () => {
    const gen = await generate({ quantity: 2, suffix: 'ENRCSV' });
    const list = await call('GET', '/api/enrollment-codes/export?suffix=ENRCSV');
    expect(list.headers['content-type']).toContain('text/csv');
    expect(parseCsv(list.body)).toHaveLength(3);
    const one = await call('GET', `/api/enrollment-codes/generations/${gen.batchId}`);
    expect(one.statusCode).toBe(200);
    for (const { code } of gen.codes) expect(one.body).toContain(code);
  });
});

describe('POST /enrollment-codes/generate', () => {
  it('generates unique codes with the suffix and audits the generation', async () => {
    const gen = await generate({ quantity: 40, suffix: 'sp' });
    expect(new Set(gen.codes.map((c) => c.code)).size).toBe(40);
    for (const { code } of gen.codes) expect(code).toMatch(/^([2-9A-HJKMNP-Z]{4}-){3}SP$/);
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, gen.batchId));
    expect(event?.action).toBe('enrollment-codes.generate');
  });

  it('is idempotent with an Idempotency-Key; the same key with another body is 422', async () => {
    const first = await generate({ quantity: 2, orderNumber: 'WEB-IDEM' }, { 'idempotency-key': 'enr-1' });
    const again = await generate({ quantity: 2, orderNumber: 'WEB-IDEM' }, { 'idempotency-key': 'enr-1' });
    expect(again).toEqual(first);
    expect(await t.db.select().from(enrollmentCodes).where(eq(enrollmentCodes.orderNumber, 'WEB-IDEM'))).toHaveLength(
      2,
    );
    const other = await call(
      'POST',
      '/api/enrollment-codes/generate',
      { onlineCourseId: courseId, quantity: 3 },
      { 'idempotency-key': 'enr-1' },
    );
    expect(other.statusCode).toBe(422);
  });

  it('answers 400 with field errors, and 403 without canCreateEnrollmentCodes', async () => {
    const cases: [object, string][] = [
      [{ onlineCourseId: 999_999 }, 'onlineCourseId'],
      [{ quantity: 10_001 }, 'quantity'],
      [{ quantity: 2, userEmail: 'one@learner.test' }, 'userEmail'],
      [{ suffix: 'a-b' }, 'suffix'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/enrollment-codes/generate', {
        onlineCourseId: courseId,
        quantity: 1,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const support = await t.as('support@example.com');
    const res = await call(
      'POST',
      '/api/enrollment-codes/generate',
      { onlineCourseId: courseId, quantity: 1 },
      {},
      support,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('revoke, reinstate and resend', () => {
  it('refuses to revoke a redeemed code silently, naming the learner and enrollment, and revokes it when confirmed', async () => {
    const [c] = (await generate()).codes;
    await redeem(c?.id as number);
    const refused = await call('POST', `/api/enrollment-codes/${c?.id}/revoke`, { reason: 'Refund' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.confirmRedeemed[0]).toContain(
      'Redeemed on 02/01/2025 by learner@self.test, which opened self-paced enrollment 321',
    );
    expect((await getCode(c?.id as number)).isRevoked).toBe(false);
    const done = await call('POST', `/api/enrollment-codes/${c?.id}/revoke`, {
      reason: 'Refund',
      confirmRedeemed: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'Revoked', revokedReason: 'Refund', revokedByName: 'Carlos Mendes' });
    const back = await call('POST', `/api/enrollment-codes/${c?.id}/reinstate`, {});
    expect(back.json()).toMatchObject({ state: 'Redeemed', isRevoked: false });
  });

  it('answers 404, 409 and 400 for one code', async () => {
    const [c] = (await generate()).codes;
    expect((await call('POST', '/api/enrollment-codes/999999/revoke', { reason: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/enrollment-codes/999999')).statusCode).toBe(404);
    const stale = await call('POST', `/api/enrollment-codes/${c?.id}/revoke`, { reason: 'x', version: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', `/api/enrollment-codes/${c?.id}/reinstate`, {})).statusCode).toBe(400);
    const finance = await t.as('finance@example.com');
    expect((await call('POST', `/api/enrollment-codes/${c?.id}/revoke`, { reason: 'x' }, {}, finance)).statusCode).toBe(
      403,
    );
  });

  it('revokes in bulk with per-item results, changing nothing for failing items', async () => {
    const [a, redeemed, b] = (await generate({ quantity: 3 })).codes.map((c) => c.id) as number[];
    await redeem(redeemed as number);
    const before = await getCode(redeemed as number);
    const res = (
      await call('POST', '/api/enrollment-codes/revoke', { ids: [a, redeemed, b, 888_888], reason: 'Bulk' })
    ).json();
    expect(res).toMatchObject({ succeeded: 2, failed: 2 });
    expect(res.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, false, true, false]);
    expect(res.results[1].error).toContain('Redeemed');
    expect(await getCode(redeemed as number)).toEqual(before);
    const again = (await call('POST', '/api/enrollment-codes/revoke', { ids: [a], reason: 'Again' })).json();
    expect(again.results[0].error).toContain('Already revoked');
    const reinstated = (await call('POST', '/api/enrollment-codes/reinstate', { ids: [a, b, redeemed] })).json();
    expect(reinstated).toMatchObject({ succeeded: 2, failed: 1 });
  });

  it('resends into the outbox; redeemed, revoked and codes without an address are refused per item', async () => {
    const gen = await generate({ quantity: 4, orderEmail: 'orders@shop.test' });
    const [ok, redeemed, revoked, noAddress] = gen.codes.map((c) => c.id) as number[];
    await redeem(redeemed as number);
    await call('POST', `/api/enrollment-codes/${revoked}/revoke`, { reason: 'x' });
    await t.db
      .update(enrollmentCodes)
      .set({ orderEmail: null })
      .where(eq(enrollmentCodes.id, noAddress as number));
    const res = (
      await call('POST', '/api/enrollment-codes/resend', { ids: [ok, redeemed, revoked, noAddress] })
    ).json();
    expect(res).toMatchObject({ succeeded: 1, failed: 3 });
    expect(res.results[0]).toMatchObject({ ok: true, to: 'orders@shop.test' });
    expect(res.results[1].error).toMatch(/^Already redeemed on \d{2}\/\d{2}\/\d{4}$/);
    expect(res.results[2].error).toMatch(/^Revoked on \d{2}\/\d{2}\/\d{4}: reinstate it before sending it$/);
    expect(res.results[3].error).toContain('No learner or order e-mail');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.results[0].outboxId));
    expect(mail).toMatchObject({ template: 'enrollment-code-resend', entity: 'enrollment-code', entityId: String(ok) });
    expect(mail?.textBody).toContain(gen.codes[0]?.code);
    const overridden = (
      await call('POST', '/api/enrollment-codes/resend', { ids: [noAddress], emailOverride: 'x@y.test' })
    ).json();
    expect(overridden.results[0]).toMatchObject({ ok: true, to: 'x@y.test' });
  });

  it("sends an order's codes as one e-mail listing them all, with the course they are for", async () => {
    const gen = await generate({ quantity: 12, orderNumber: 'WEB-ONE-MAIL', orderEmail: 'one-mail@shop.test' });
    const res = await call('POST', '/api/enrollment-codes/resend', { ids: gen.codes.map((c) => c.id) });
    expect(res.json()).toMatchObject({ succeeded: 12, failed: 0 });
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'one-mail@shop.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your 12 enrollment codes for /);
    for (const { code } of gen.codes) expect(mails[0]?.textBody).toContain(code);
    expect(mails[0]?.textBody).toContain('Order WEB-ONE-MAIL.');
  });
});
