// Passcodes: bulk actions on every code matching the list's filter (run on the server, a batch a request,
// the filter applied again each time) and the list's sort columns.
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, emailOutbox, passcodes } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let sku: string;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  sku = (await call('GET', '/api/passcodes/lookup-info')).json().skus[0].value;
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { ...admin, ...headers }, ...(payload ? { payload } : {}) });
}

async function generate(quantity: number, orderNumber: string) {
  const res = await call('POST', '/api/passcodes/generate', { sku, quantity, orderNumber });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { codes: { id: number; code: string }[] }).codes;
}

interface Batch {
  succeeded: number;
  failed: number;
  results: { id: number; code: string | null; ok: boolean; error?: string }[];
  upToId: number;
  lastId: number;
  remaining: number;
}

/** Runs a matching action to its end as the console does: each batch sends back the cursor it got. */
async function runAll(path: string, body: object, onBatch: (b: Batch, n: number) => Promise<void> | void = () => {}) {
  const batches: Batch[] = [];
  let cursor: { afterId?: number; upToId?: number } = {};
  for (let n = 0; n < 100; n++) {
    const res = await call('POST', `/api/passcodes/${path}`, { ...body, ...cursor });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json() as Batch;
    batches.push(batch);
    await onBatch(batch, n);
    if (batch.remaining === 0) break;
    cursor = { afterId: batch.lastId, upToId: batch.upToId };
  }
  return batches;
}

const sum = (batches: Batch[], key: 'succeeded' | 'failed') => batches.reduce((n, b) => n + b[key], 0);

describe('POST /passcodes/revoke-matching', () => {
  it('revokes 10,000 codes of one order by its filter, in batches, leaving other orders untouched', async () => {
    const big = await generate(10_000, 'BIG-10K');
    const other = await generate(5, 'BIG-10K-OTHER');
    const [redeemed, revokedBefore] = [big[10], big[20]];
    await t.db
      .update(passcodes)
      .set({ redeemedAt: new Date() })
      .where(eq(passcodes.id, redeemed?.id ?? 0));
    await call('POST', `/api/passcodes/${revokedBefore?.id}/revoke`, { reason: 'Earlier' });

    const progress: number[] = [];
    const batches = await runAll(
      'revoke-matching',
      { filter: { orderNumber: 'big-10k' }, reason: 'Order cancelled' },
      (b) => {
        progress.push(b.remaining);
      },
    );
    expect(batches).toHaveLength(10);
    expect(progress).toEqual([9000, 8000, 7000, 6000, 5000, 4000, 3000, 2000, 1000, 0]);
    expect(sum(batches, 'succeeded')).toBe(9_998);
    expect(sum(batches, 'failed')).toBe(2);
    const failures = batches.flatMap((b) => b.results.filter((r) => !r.ok));
    expect(failures.map((f) => f.code).sort()).toEqual([redeemed?.code, revokedBefore?.code].sort());
    expect(failures.find((f) => f.code === redeemed?.code)?.error).toContain('confirm to revoke it anyway');

    const rows = await t.db
      .select({ isRevoked: passcodes.isRevoked, reason: passcodes.revokedReason, orderNumber: passcodes.orderNumber })
      .from(passcodes)
      .where(inArray(passcodes.orderNumber, ['BIG-10K', 'BIG-10K-OTHER']));
    expect(rows.filter((r) => r.orderNumber === 'BIG-10K' && r.isRevoked)).toHaveLength(9_999);
    expect(rows.filter((r) => r.reason === 'Order cancelled')).toHaveLength(9_998);
    expect(rows.filter((r) => r.orderNumber === 'BIG-10K-OTHER' && r.isRevoked)).toHaveLength(0);
    expect(other).toHaveLength(5);
    const events = await t.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'passcodes.revoke'), eq(auditEvents.entityId, String(big[0]?.id))));
    expect(events).toHaveLength(1);

    // The list shows them revoked: the same filter with isRevoked=false finds only the redeemed one.
    const left = (await call('GET', '/api/passcodes?orderNumber=BIG-10K&isRevoked=false')).json();
    expect(left.results.map((r: { code: string }) => r.code)).toEqual([redeemed?.code]);
  }, 120_000);

  it('leaves out codes made after the run began, and a retried batch replays its answer', async () => {
    const first = await generate(1_500, 'RUN-BOUND');
    const body = { filter: { orderNumber: 'RUN-BOUND' }, reason: 'Bounded' };
    const one = await call('POST', '/api/passcodes/revoke-matching', body, { 'idempotency-key': 'bound-0' });
    const batch = one.json() as Batch;
    expect(batch).toMatchObject({ succeeded: 1_000, failed: 0, remaining: 500, upToId: first.at(-1)?.id });
    const again = await call('POST', '/api/passcodes/revoke-matching', body, { 'idempotency-key': 'bound-0' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(batch);

    const later = await generate(3, 'RUN-BOUND');
    const next = { ...body, afterId: batch.lastId, upToId: batch.upToId };
    const two = (await call('POST', '/api/passcodes/revoke-matching', next)).json() as Batch;
    expect(two).toMatchObject({ succeeded: 500, failed: 0, remaining: 0 });
    const newer = await t.db
      .select({ isRevoked: passcodes.isRevoked })
      .from(passcodes)
      .where(
        inArray(
          passcodes.id,
          later.map((c) => c.id),
        ),
      );
    expect(newer.every((r) => !r.isRevoked)).toBe(true);
  });

  it('needs canUpdatePasscodes: read-only and unknown callers are refused and nothing changes', async () => {
    await generate(3, 'CAP-CHECK');
    const body = { filter: { orderNumber: 'CAP-CHECK' }, reason: 'Not allowed' };
    for (const who of ['finance@example.com', 'nobody@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/passcodes/revoke-matching',
        headers: await t.as(who),
        payload: body,
      });
      expect(res.statusCode, who).toBe(403);
    }
    const rows = await t.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'CAP-CHECK'));
    expect(rows.filter((r) => r.isRevoked)).toHaveLength(0);
  });

  it('answers 400 with field errors for a bad or empty filter, and changes nothing', async () => {
    await generate(2, 'BAD-FILTER');
    const cases: [object, string][] = [
      [{ filter: { classId: 'abc' }, reason: 'x' }, 'filter.classId'],
      [{ filter: { isRevoked: 'maybe' }, reason: 'x' }, 'filter.isRevoked'],
      [{ filter: {}, reason: 'x' }, 'filter'],
      [{ filter: { exactMatch: false }, reason: 'x' }, 'filter'],
      [{ reason: 'x' }, 'filter'],
      [{ filter: { orderNumber: 'BAD-FILTER' } }, 'reason'],
      [{ filter: { orderNumber: 'BAD-FILTER' }, reason: 'x', afterId: -1 }, 'afterId'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/passcodes/revoke-matching', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const rows = await t.db.select().from(passcodes).where(eq(passcodes.orderNumber, 'BAD-FILTER'));
    expect(rows.filter((r) => r.isRevoked)).toHaveLength(0);
  });
});

describe('reinstate, edit and resend by filter', () => {
  it('reinstates, edits and resends every matching code with per-code outcomes', async () => {
    const codes = await generate(4, 'ALL-ACTIONS');
    const filter = { orderNumber: 'ALL-ACTIONS' };
    await runAll('revoke-matching', { filter, reason: 'Paused' });
    const reinstated = await runAll('reinstate-matching', { filter: { ...filter, isRevoked: true } });
    expect(sum(reinstated, 'succeeded')).toBe(4);

    await call('POST', `/api/passcodes/${codes[0]?.id}/revoke`, { reason: 'One stays revoked' });
    const edited = await runAll('bulk-edit-matching', {
      filter,
      set: { isActive: true, studentEmail: 'x@example.com' },
    });
    expect({ ok: sum(edited, 'succeeded'), failed: sum(edited, 'failed') }).toEqual({ ok: 3, failed: 1 });

    const sent = await runAll('resend-matching', { filter });
    expect({ ok: sum(sent, 'succeeded'), failed: sum(sent, 'failed') }).toEqual({ ok: 3, failed: 1 });
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'x@example.com'));
    expect(outbox.length).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /passcodes sorted', () => {
  it('sorts by code, order number and creation, both ways, and refuses an unknown column', async () => {
    await generate(30, 'SORT-A');
    await generate(30, 'sort-b');
    const page = async (q: string) =>
      (await call('GET', `/api/passcodes?orderNumber=SORT-&exactMatch=false&pageSize=200&${q}`)).json().results as {
        id: number;
        code: string;
        orderNumber: string;
      }[];
    const byCode = await page('sortBy=code&sortDescending=false');
    expect(byCode.map((r) => r.code)).toEqual(byCode.map((r) => r.code).sort());
    const byCodeDown = await page('sortBy=code&sortDescending=true');
    expect(byCodeDown.map((r) => r.code)).toEqual(byCode.map((r) => r.code).reverse());
    const byOrder = await page('sortBy=orderNumber&sortDescending=false');
    expect(byOrder.slice(0, 30).every((r) => r.orderNumber === 'SORT-A')).toBe(true);
    const oldest = await page('sortBy=createdAt&sortDescending=false');
    const newest = await page('');
    expect(oldest.map((r) => r.id)).toEqual([...oldest.map((r) => r.id)].sort((a, b) => a - b));
    expect(newest.map((r) => r.id)).toEqual(oldest.map((r) => r.id).reverse());
    const bad = await call('GET', '/api/passcodes?sortBy=revokedReason');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sortBy).toBeDefined();
  });
});
