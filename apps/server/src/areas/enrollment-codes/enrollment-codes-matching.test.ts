// Enrollment codes: revoke, reinstate and resend on every code matching the list's filter, a batch a
// request (kits/bulk/matching.ts), with the capability and the filter checked as for passcodes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentCodes } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
let onlineCourseId: number;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  admin = headers;
  const lookup = (await call('GET', '/api/enrollment-codes/lookup-info')).json();
  onlineCourseId = lookup.onlineCourses.find((c: { isActive: boolean }) => c.isActive).value;
});

function call(method: 'GET' | 'POST', url: string, payload?: object, who = admin) {
  return t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
}

interface Batch {
  succeeded: number;
  failed: number;
  upToId: number;
  lastId: number;
  remaining: number;
}

async function runAll(path: string, body: object) {
  const batches: Batch[] = [];
  let cursor = {};
  for (let n = 0; n < 20; n++) {
    const res = await call('POST', `/api/enrollment-codes/${path}`, { ...body, ...cursor });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json() as Batch;
    batches.push(batch);
    if (batch.remaining === 0) break;
    cursor = { afterId: batch.lastId, upToId: batch.upToId };
  }
  return batches;
}

describe('enrollment codes by filter', () => {
  it('revokes, reinstates and resends every code of an order, batch by batch, and nothing else', async () => {
    const generate = (orderNumber: string, quantity: number) =>
      call('POST', '/api/enrollment-codes/generate', { onlineCourseId, quantity, orderNumber });
    expect((await generate('EC-MATCH', 1_200)).statusCode).toBe(201);
    expect((await generate('EC-MATCH-OTHER', 3)).statusCode).toBe(201);
    const filter = { orderNumber: 'EC-MATCH' };

    const revoked = await runAll('revoke-matching', { filter, reason: 'Course withdrawn' });
    expect(revoked.map((b) => [b.succeeded, b.remaining])).toEqual([
      [1_000, 200],
      [200, 0],
    ]);
    const rows = await t.db.select().from(enrollmentCodes).where(eq(enrollmentCodes.orderNumber, 'EC-MATCH'));
    expect(rows.filter((r) => r.isRevoked)).toHaveLength(1_200);
    const others = await t.db.select().from(enrollmentCodes).where(eq(enrollmentCodes.orderNumber, 'EC-MATCH-OTHER'));
    expect(others.filter((r) => r.isRevoked)).toHaveLength(0);

    const reinstated = await runAll('reinstate-matching', { filter: { ...filter, isRevoked: true } });
    expect(reinstated.reduce((n, b) => n + b.succeeded, 0)).toBe(1_200);
    const sent = await runAll('resend-matching', { filter, emailOverride: 'learners@example.com' });
    expect(sent.reduce((n, b) => n + b.succeeded, 0)).toBe(1_200);
  }, 120_000);

  it('needs canUpdateEnrollmentCodes, and refuses an empty or bad filter with field errors', async () => {
    const body = { filter: { orderNumber: 'EC-MATCH' }, reason: 'x' };
    const finance = await t.as('finance@example.com');
    expect((await call('POST', '/api/enrollment-codes/revoke-matching', body, finance)).statusCode).toBe(403);
    for (const [filter, field] of [
      [{}, 'filter'],
      [{ onlineCourseId: 'abc' }, 'filter.onlineCourseId'],
      [{ isRedeemed: 'sometimes' }, 'filter.isRedeemed'],
    ] as const) {
      const res = await call('POST', '/api/enrollment-codes/revoke-matching', { filter, reason: 'x' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});
