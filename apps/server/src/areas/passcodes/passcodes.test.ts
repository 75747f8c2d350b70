// Passcodes through the real app: list filters, lookups, idempotent generation with its CSV, the
// versioned edit, revoke/reinstate rules, bulk actions with mixed outcomes, and resend into the outbox.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../cli/grant-role.js';
import { auditEvents, emailOutbox, passcodes, roles } from '../../db/schema/index.js';
import { countRows } from '../../kits/lists/counting.js';
import { parseCsv } from '../../testing/csv.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let sku: string;
let partnerId: number;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  const lookups = (await call('GET', '/api/passcodes/lookup-info')).json();
  sku = lookups.skus[0].value;
  partnerId = lookups.partners[0].value;
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  who?: { authorization: string },
) {
  return t.app.inject({ method, url, headers: { ...(who ?? admin), ...headers }, ...(payload ? { payload } : {}) });
}

async function generate(body: object, headers: Record<string, string> = {}) {
  const res = await call('POST', '/api/passcodes/generate', { sku, ...body }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { batchId: string; codes: { id: number; code: string }[]; quantity: number };
}
const getCode = async (id: number) => (await call('GET', `/api/passcodes/${id}`)).json();
const redeem = (id: number) =>
  t.db
    .update(passcodes)
    .set({ redeemedAt: new Date('2025-03-14T10:00:00Z'), redeemedByResultId: 77 })
    .where(eq(passcodes.id, id));

describe('GET /passcodes/lookup-info', () => {
  it('lists partners and SKUs as value and display name', async () => {
    const res = await call('GET', '/api/passcodes/lookup-info', undefined, {}, await t.as('finance@example.com'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.partners[0]).toEqual({ value: expect.any(Number), displayName: expect.any(String), isActive: true });
    expect(body.skus[0]).toMatchObject({ value: expect.any(String), displayName: expect.stringContaining(' — ') });
  });
});

describe('POST /passcodes/generate', () => {
  it('generates unique codes from the unambiguous alphabet with the suffix, in one generation', async () => {
    const gen = await generate({ quantity: 250, suffix: 'acme', orderNumber: 'SO-1', orderEmail: 'buyer@acme.test' });
    expect(gen.quantity).toBe(250);
    expect(new Set(gen.codes.map((c) => c.code)).size).toBe(250);
    for (const { code } of gen.codes)
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-ACME$/);
    const rows = await t.db.select().from(passcodes).where(eq(passcodes.batchId, gen.batchId));
    expect(rows).toHaveLength(250);
    expect(rows[0]).toMatchObject({ suffix: 'ACME', sku, orderNumber: 'SO-1', isActive: true, isRevoked: false });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, gen.batchId));
    expect(event).toMatchObject({ action: 'passcodes.generate', entity: 'passcode-generation' });
  });

  it('downloads a generation as CSV', async () => {
    const gen = await generate({ quantity: 3, suffix: 'CSV' });
    const res = await call('GET', `/api/passcodes/generations/${gen.batchId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = parseCsv(res.body);
    expect(lines[0]).toContain('Passcode');
    expect(lines).toHaveLength(4);
    for (const { code } of gen.codes) expect(res.body).toContain(code);
    const missing = await call('GET', '/api/passcodes/generations/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
  });

  it('returns the first result again for a repeated Idempotency-Key, and generates once', async () => {
    const key = 'gen-key-1';
    const body = { quantity: 5, suffix: 'IDEM', orderNumber: 'SO-IDEM' };
    const first = await call('POST', '/api/passcodes/generate', { sku, ...body }, { 'idempotency-key': key });
    const again = await call('POST', '/api/passcodes/generate', { ...body, sku }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await t.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'SO-IDEM'));
    expect(rows).toHaveLength(5);

    const other = await call(
      'POST',
      '/api/passcodes/generate',
      { sku, ...body, quantity: 6 },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['Idempotency-Key']).toBeDefined();
    // Keys belong to their caller: another person's identical key is a new request.
    const someoneElse = await call(
      'POST',
      '/api/passcodes/generate',
      { sku, ...body },
      { 'idempotency-key': key },
      await t.as('admin@example.com'),
    );
    expect(someoneElse.statusCode).toBe(201);
    expect(someoneElse.json().batchId).not.toBe(first.json().batchId);
  });

  it('refuses a malformed Idempotency-Key before generating anything', async () => {
    const body = { sku, quantity: 1, orderNumber: 'SO-BADKEY' };
    const malformed = await call('POST', '/api/passcodes/generate', body, { 'idempotency-key': 'a b' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors['Idempotency-Key']).toEqual(['Use 1 to 255 visible ASCII characters, e.g. a UUID.']);
    expect(await t.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'SO-BADKEY'))).toHaveLength(0);
  });

  it('replays concurrent repeats of one key without generating twice', async () => {
    const send = () =>
      call(
        'POST',
        '/api/passcodes/generate',
        { sku, quantity: 4, orderNumber: 'SO-RACE' },
        { 'idempotency-key': 'race' },
      );
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().batchId).toBe(b.json().batchId);
    expect(await t.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'SO-RACE'))).toHaveLength(4);
  });

  it('answers 400 with field errors and generates nothing', async () => {
    const cases: [object, string][] = [
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 10_001 }, 'quantity'],
      [{ quantity: 1, sku: 'NO-SUCH-SKU' }, 'sku'],
      [{ quantity: 1, suffix: 'no spaces' }, 'suffix'],
      [{ quantity: 2, studentEmail: 'one@learner.test' }, 'studentEmail'],
      [{ quantity: 1, orderEmail: 'not-an-email' }, 'orderEmail'],
      [{ quantity: 1, partnerId: 999_999 }, 'partnerId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/passcodes/generate', { sku, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const bad = await call('POST', '/api/passcodes/generate', { sku, quantity: 1 }, { 'idempotency-key': '' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 403 without canCreatePasscodes', async () => {
    for (const who of ['support@example.com', 'finance@example.com']) {
      const res = await call('POST', '/api/passcodes/generate', { sku, quantity: 1 }, {}, await t.as(who));
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('a creator or editor who cannot browse the list', () => {
  it('still reads the lookups and their own codes: generate with its CSV, edit with the code', async () => {
    await t.db.insert(roles).values([
      { key: 'code-maker', name: 'Code maker', capabilities: ['canCreatePasscodes'] },
      { key: 'code-fixer', name: 'Code fixer', capabilities: ['canUpdatePasscodes'] },
    ]);
    const password = t.config.demoPassword;
    await grantRole(t.db, { email: 'maker@example.com', role: 'code-maker', password });
    await grantRole(t.db, { email: 'fixer@example.com', role: 'code-fixer', password });
    const maker = await t.as('maker@example.com');
    const fixer = await t.as('fixer@example.com');

    expect((await call('GET', '/api/passcodes/lookup-info', undefined, {}, maker)).statusCode).toBe(200);
    const made = await call('POST', '/api/passcodes/generate', { sku, quantity: 2 }, {}, maker);
    expect(made.statusCode).toBe(201);
    const { batchId, codes } = made.json();
    expect((await call('GET', `/api/passcodes/generations/${batchId}`, undefined, {}, maker)).statusCode).toBe(200);
    expect((await call('GET', '/api/passcodes', undefined, {}, maker)).statusCode).toBe(403);
    expect((await call('GET', `/api/passcodes/${codes[0].id}`, undefined, {}, maker)).statusCode).toBe(403);

    expect((await call('GET', '/api/passcodes/lookup-info', undefined, {}, fixer)).statusCode).toBe(200);
    expect((await call('GET', `/api/passcodes/${codes[0].id}`, undefined, {}, fixer)).statusCode).toBe(200);
    expect((await call('GET', '/api/passcodes/export', undefined, {}, fixer)).statusCode).toBe(403);
  });
});

describe('GET /passcodes', () => {
  it('pages 100 at a time, newest first, over the demo codes', async () => {
    const res = await call('GET', '/api/passcodes', undefined, {}, await t.as('finance@example.com'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toHaveLength(100);
    expect(body.page).toBe(1);
    expect(body.totalRowCount).toBeGreaterThan(300);
    expect(body.results[0].id).toBeGreaterThan(body.results[99].id);
    const states = new Set((await t.db.select({ s: passcodes.isRevoked }).from(passcodes)).map((r) => r.s));
    expect(states).toEqual(new Set([true, false]));
  });

  it('filters by suffix, order number, order e-mail and code: exact by default, contains with exactMatch=false', async () => {
    const gen = await generate({
      quantity: 3,
      suffix: 'FILT',
      orderNumber: 'SO-FILT-77',
      orderEmail: 'Orders@Filter.test',
    });
    const list = async (q: string) => (await call('GET', `/api/passcodes?${q}`)).json();
    expect((await list('suffix=filt')).totalRowCount).toBe(3);
    expect((await list('suffix=FIL')).totalRowCount).toBe(0);
    expect((await list('suffix=FIL&exactMatch=false')).totalRowCount).toBe(3);
    expect((await list('orderNumber=so-filt-77')).totalRowCount).toBe(3);
    expect((await list('orderNumber=FILT-7&exactMatch=false')).totalRowCount).toBe(3);
    expect((await list('orderEmail=orders%40filter.test')).totalRowCount).toBe(3);
    expect((await list('orderEmail=filter.te&exactMatch=false')).totalRowCount).toBe(3);
    expect((await list('orderEmail=%25&exactMatch=false')).totalRowCount).toBe(0);
    const code = gen.codes[1]?.code as string;
    const one = await list(`passcode=${code.toLowerCase()}`);
    expect(one.totalRowCount).toBe(1);
    expect(one.results[0]).toMatchObject({ code, state: 'Active', suffix: 'FILT', orderEmail: 'Orders@Filter.test' });
    expect((await list(`passcode=${code.slice(5, 12)}&exactMatch=false`)).totalRowCount).toBe(1);
  });

  it('filters by sku, isActive, isRevoked, classId, admId and studentEmail, and shows display names', async () => {
    const gen = await generate({ quantity: 2, classId: 4242, partnerId, isActive: false, suffix: 'FLAGS' });
    const list = async (q: string) => (await call('GET', `/api/passcodes?suffix=FLAGS&${q}`)).json();
    expect((await list(`sku=${sku.toLowerCase()}`)).totalRowCount).toBe(2);
    expect((await list('isActive=false')).totalRowCount).toBe(2);
    expect((await list('isActive=true')).totalRowCount).toBe(0);
    expect((await list('isRevoked=false&classId=4242')).totalRowCount).toBe(2);
    const row = (await list('')).results[0];
    expect(row).toMatchObject({ state: 'Inactive', classId: 4242, partnerId, partnerName: expect.any(String) });
    expect(row.skuName).toEqual(expect.any(String));
    const owner = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: admin })).json();
    const admId = owner.admId ?? owner.account?.admId;
    const id = gen.codes[0]?.id as number;
    const current = await getCode(id);
    const put = await call('PUT', `/api/passcodes/${id}`, {
      ...current,
      admId,
      studentEmail: 'Learner.One@Example.test',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ admId, ownerName: 'Carlos Mendes', ownerEmail: 'classes-admin@example.com' });
    expect((await list(`admId=${admId}`)).totalRowCount).toBe(1);
    expect((await list('studentEmail=learner.one%40example.test')).totalRowCount).toBe(1);
    // Contains goes through the e-mail dictionary, which the update trigger has just fed.
    expect((await list('studentEmail=ARNER.ONE%40EXAM&exactMatch=false')).totalRowCount).toBe(1);
    expect((await list('studentEmail=nobody-has-this&exactMatch=false')).totalRowCount).toBe(0);
  });

  it('counts exactly up to the cap, and gives the estimate, flagged, beyond it', async () => {
    const body = (await call('GET', '/api/passcodes?pageSize=1')).json();
    expect(body.totalRowCountIsEstimate).toBe(false);
    const exact = await countRows(t.db, passcodes, undefined, 1_000_000);
    expect(exact).toEqual({ totalRowCount: body.totalRowCount, totalRowCountIsEstimate: false });
    const estimated = await countRows(t.db, passcodes, undefined, 10);
    expect(estimated.totalRowCountIsEstimate).toBe(true);
    expect(estimated.totalRowCount).toBeGreaterThan(10);
  });

  it('answers 400 for malformed filters', async () => {
    const res = await call('GET', '/api/passcodes?admId=nope&page=0&isActive=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['admId', 'page', 'isActive']));
  });

  it('exports the filtered list as CSV', async () => {
    await generate({ quantity: 2, suffix: 'EXPORT' });
    const res = await call('GET', '/api/passcodes/export?suffix=export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('passcodes.csv');
    expect(parseCsv(res.body)).toHaveLength(3);
  });
});

describe('GET and PUT /passcodes/{id}', () => {
  it('reads one code, and 404 for none', async () => {
    const [c] = (await generate({ quantity: 1 })).codes;
    expect((await call('GET', `/api/passcodes/${c?.id}`)).json()).toMatchObject({ id: c?.id, code: c?.code });
    expect((await call('GET', '/api/passcodes/999999')).statusCode).toBe(404);
  });

  it('edits with the version read, answers 409 to a stale version and changes nothing', async () => {
    const [c] = (await generate({ quantity: 1 })).codes;
    const current = await getCode(c?.id as number);
    const body = { ...current, orderNumber: 'SO-EDITED', orderEmail: 'new@buyer.test', isActive: false };
    const res = await call('PUT', `/api/passcodes/${c?.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber: 'SO-EDITED', state: 'Inactive', version: current.version + 1 });
    const stale = await call('PUT', `/api/passcodes/${c?.id}`, { ...body, orderNumber: 'SO-LOST' });
    expect(stale.statusCode).toBe(409);
    expect((await getCode(c?.id as number)).orderNumber).toBe('SO-EDITED');
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'passcode'), eq(auditEvents.entityId, String(c?.id))));
    expect(events.map((e) => e.action)).toEqual(['passcodes.update']);
  });

  it('refuses to make a revoked code active (400 on isActive), and field errors for bad references', async () => {
    const [c] = (await generate({ quantity: 1 })).codes;
    await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: 'Refunded' });
    const current = await getCode(c?.id as number);
    const res = await call('PUT', `/api/passcodes/${c?.id}`, { ...current, isActive: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.isActive[0]).toContain('reinstate');
    const unknown = await call('PUT', `/api/passcodes/${c?.id}`, { ...current, partnerId: 999_999, sku: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect((await call('PUT', '/api/passcodes/999999', current)).statusCode).toBe(404);
    expect((await getCode(c?.id as number)).version).toBe(current.version);
  });

  it('answers 403 to an update without canUpdatePasscodes', async () => {
    const res = await call(
      'PUT',
      '/api/passcodes/1',
      { version: 1, sku, isActive: true },
      {},
      await t.as('finance@example.com'),
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('revoke and reinstate one passcode', () => {
  it('revokes with a reason and who did it, refuses a second revoke, and reinstates it active', async () => {
    const [c] = (await generate({ quantity: 1 })).codes;
    const res = await call(
      'POST',
      `/api/passcodes/${c?.id}/revoke`,
      { reason: 'Order refunded' },
      {},
      await t.as('support@example.com'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'Revoked',
      isActive: false,
      revokedReason: 'Order refunded',
      revokedByName: 'Sam Patel',
    });
    const again = await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.id[0]).toContain('Already revoked');
    const back = await call('POST', `/api/passcodes/${c?.id}/reinstate`, { reason: 'Refund cancelled' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'Active', isRevoked: false, revokedReason: null });
    expect((await call('POST', `/api/passcodes/${c?.id}/reinstate`, {})).statusCode).toBe(400);
  });

  it('refuses to revoke a redeemed code without confirmRedeemed, naming what it is tied to', async () => {
    const [c] = (await generate({ quantity: 1, studentEmail: 'redeemer@learner.test' })).codes;
    await redeem(c?.id as number);
    const res = await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: 'Refund' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.confirmRedeemed[0]).toMatch(
      /Redeemed on 03\/14\/2025 by assessment result 77 \(redeemer@learner.test\)/,
    );
    const confirmed = await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: 'Refund', confirmRedeemed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().state).toBe('Revoked');
  });

  it('answers 409 to a stale version, 404 for no code, 400 without a reason', async () => {
    const [c] = (await generate({ quantity: 1 })).codes;
    const current = await getCode(c?.id as number);
    await call('PUT', `/api/passcodes/${c?.id}`, { ...current, orderNumber: 'SO-CHANGED' });
    const stale = await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: 'x', version: current.version });
    expect(stale.statusCode).toBe(409);
    expect((await call('POST', '/api/passcodes/999999/revoke', { reason: 'x' })).statusCode).toBe(404);
    const noReason = await call('POST', `/api/passcodes/${c?.id}/revoke`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();
  });
});

describe('bulk actions', () => {
  it('revokes in bulk with per-item results and leaves failing items unchanged', async () => {
    const [a, b, redeemed, revoked] = (await generate({ quantity: 4 })).codes.map((c) => c.id) as number[];
    await redeem(redeemed as number);
    await call('POST', `/api/passcodes/${revoked}/revoke`, { reason: 'Earlier' });
    const before = await getCode(redeemed as number);
    const res = await call('POST', '/api/passcodes/revoke', {
      ids: [a, b, redeemed, revoked, 999_999, a],
      reason: 'Bulk',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ succeeded: 2, failed: 3 });
    expect(body.results.map((r: { id: number; ok: boolean }) => [r.id, r.ok])).toEqual([
      [a, true],
      [b, true],
      [redeemed, false],
      [revoked, false],
      [999_999, false],
    ]);
    expect(body.results[2].error).toContain('Redeemed');
    expect(body.results[3].error).toContain('Already revoked');
    expect(body.results[4]).toMatchObject({ code: null, error: 'No passcode has this id' });
    expect(await getCode(redeemed as number)).toEqual(before);
    expect((await getCode(revoked as number)).revokedReason).toBe('Earlier');
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'passcodes.revoke'));
    expect(events.filter((e) => [String(a), String(b)].includes(e.entityId))).toHaveLength(2);
  });

  it('reinstates in bulk', async () => {
    const [a, b] = (await generate({ quantity: 2 })).codes.map((c) => c.id);
    await call('POST', '/api/passcodes/revoke', { ids: [a], reason: 'Mistake' });
    const res = (await call('POST', '/api/passcodes/reinstate', { ids: [a, b] })).json();
    expect(res).toMatchObject({ succeeded: 1, failed: 1 });
    expect(res.results[1].error).toBe('Not revoked');
  });

  it('runs overlapping bulk actions selected in opposite orders side by side without a deadlock', async () => {
    const ids = (await generate({ quantity: 40 })).codes.map((c) => c.id);
    const reversed = [...ids].reverse();
    // On PostgreSQL, rows locked in selection order would deadlock here; they are locked in id order.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/api/passcodes/bulk-edit', {
          ids: i % 2 ? reversed : ids,
          set: { orderNumber: `PO-${i}` },
        }),
      ),
    );
    for (const res of answers) expect(res.json(), res.body).toMatchObject({ succeeded: 40, failed: 0 });
  });

  it('bulk-edits the fields given; revoked codes are not made active; a redeemed code keeps its SKU', async () => {
    const [inactive, revoked, redeemed] = (await generate({ quantity: 3, isActive: false })).codes.map(
      (c) => c.id,
    ) as number[];
    await call('POST', `/api/passcodes/${revoked}/revoke`, { reason: 'Refunded' });
    await redeem(redeemed as number);
    const res = await call('POST', '/api/passcodes/bulk-edit', {
      ids: [inactive, revoked],
      set: { isActive: true, orderNumber: 'SO-BULK', partnerId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 1, failed: 1 });
    expect(res.json().results[1].error).toContain('reinstate');
    expect(await getCode(inactive as number)).toMatchObject({ state: 'Active', orderNumber: 'SO-BULK', partnerId });
    expect(await getCode(revoked as number)).toMatchObject({ state: 'Revoked', orderNumber: null });

    const other = (await call('GET', '/api/passcodes/lookup-info'))
      .json()
      .skus.find((s: { value: string }) => s.value !== sku);
    if (other) {
      const skuEdit = (
        await call('POST', '/api/passcodes/bulk-edit', { ids: [redeemed], set: { sku: other.value } })
      ).json();
      expect(skuEdit.results[0].error).toContain('SKU cannot change');
    }
    const unknown = await call('POST', '/api/passcodes/bulk-edit', { ids: [inactive], set: { sku: 'NOPE' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['set.sku']).toBeDefined();
    const empty = await call('POST', '/api/passcodes/bulk-edit', { ids: [inactive], set: {} });
    expect(empty.statusCode).toBe(400);
    const none = await call('POST', '/api/passcodes/bulk-edit', { ids: [], set: { isActive: true } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.ids).toBeDefined();
  });

  it('resends into the outbox in the same transaction, per item, with an optional override', async () => {
    const gen = await generate({ quantity: 4, suffix: 'MAIL', orderNumber: 'SO-MAIL' });
    const [withStudent, noEmail, inactive, revoked] = gen.codes.map((c) => c.id) as number[];
    await t.db
      .update(passcodes)
      .set({ studentEmail: 'student@learner.test' })
      .where(eq(passcodes.id, withStudent as number));
    await t.db
      .update(passcodes)
      .set({ orderEmail: null })
      .where(inArray(passcodes.id, [noEmail as number]));
    await t.db
      .update(passcodes)
      .set({ isActive: false, studentEmail: 'x@learner.test' })
      .where(eq(passcodes.id, inactive as number));
    await call('POST', `/api/passcodes/${revoked}/revoke`, { reason: 'Refunded' });
    const res = await call('POST', '/api/passcodes/resend', { ids: [withStudent, noEmail, inactive, revoked] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ succeeded: 1, failed: 3 });
    expect(body.results[0]).toMatchObject({ ok: true, to: 'student@learner.test', outboxId: expect.any(Number) });
    expect(body.results[1].error).toContain('No student or order e-mail');
    expect(body.results[2].error).toContain('Inactive');
    expect(body.results[3].error).toContain('Revoked');
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, body.results[0].outboxId));
    expect(mail).toMatchObject({ toAddress: 'student@learner.test', state: 'Queued', template: 'passcode-resend' });
    expect(mail?.textBody).toContain(gen.codes[0]?.code);
    expect(mail?.htmlBody).toContain(gen.codes[0]?.code);

    const override = (
      await call('POST', '/api/passcodes/resend', { ids: [withStudent, noEmail], emailOverride: 'help@desk.test' })
    ).json();
    expect(override).toMatchObject({ succeeded: 2, failed: 0 });
    expect(override.results.map((r: { to: string }) => r.to)).toEqual(['help@desk.test', 'help@desk.test']);
    // A repeated click with the same Idempotency-Key queues nothing more.
    const before = (
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.entityId, String(withStudent)))
    ).length;
    const once = { ids: [withStudent] };
    const first = await call('POST', '/api/passcodes/resend', once, { 'idempotency-key': 'resend-1' });
    const again = await call('POST', '/api/passcodes/resend', once, { 'idempotency-key': 'resend-1' });
    expect(again.json()).toEqual(first.json());
    const after = (
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.entityId, String(withStudent)))
    ).length;
    expect(after).toBe(before + 1);
    const bad = await call('POST', '/api/passcodes/resend', { ids: [withStudent], emailOverride: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.emailOverride).toBeDefined();
  });

  it("sends an order's codes to its address as one e-mail listing them all, and a student's apart", async () => {
    const orderEmail = 'one-mail@order.test';
    const gen = await generate({ quantity: 50, suffix: 'ONEMAIL', orderNumber: 'SO-ONE-MAIL', orderEmail });
    const ids = gen.codes.map((c) => c.id);
    // One of them already has its student: that code goes to the student, in an e-mail of its own.
    await t.db
      .update(passcodes)
      .set({ studentEmail: 'learner@one-mail.test' })
      .where(eq(passcodes.id, ids[49] as number));
    const res = await call('POST', '/api/passcodes/resend', { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ succeeded: 50, failed: 0 });

    const toOrder = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, orderEmail));
    expect(toOrder).toHaveLength(1);
    const [mail] = toOrder;
    for (const { code } of gen.codes.slice(0, 49)) {
      expect(mail?.textBody).toContain(code);
      expect(mail?.htmlBody).toContain(code);
    }
    expect(mail?.textBody).not.toContain(gen.codes[49]?.code);
    expect(mail?.subject).toMatch(/^Your 49 .* passcodes$/);
    expect(mail?.textBody).toContain('Here are your 49 passcodes for');
    expect(mail?.textBody).toContain('Order SO-ONE-MAIL.');
    const toStudent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'learner@one-mail.test'));
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0]?.textBody).toContain(gen.codes[49]?.code);
    expect(toStudent[0]?.textBody).toContain('Here is your passcode for');
    // Each code's outcome names the one e-mail that carried it.
    const outboxIds = new Set(
      res
        .json()
        .results.slice(0, 49)
        .map((r: { outboxId: number }) => r.outboxId),
    );
    expect([...outboxIds]).toEqual([mail?.id]);
  });
});
