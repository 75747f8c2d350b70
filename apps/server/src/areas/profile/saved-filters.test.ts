// Saved filters through the real app: each person saves, lists, replaces and deletes their own named
// filters of a list; another person's are invisible and cannot be deleted; bad input is a 400.
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
let ana: SignedIn;
let finance: SignedIn;
signedInApp('classes-admin@example.com', async (app, headers) => {
  t = app;
  ana = headers;
  finance = await t.as('finance@example.com');
});

const call = (who: { authorization: string }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/profile/saved-filters${url}`, headers: who, ...(payload ? { payload } : {}) });

describe('saved filters', () => {
  it('saves, lists by list and name, replaces by name, and deletes only the caller’s own', async () => {
    const saved = await call(ana, 'POST', '', {
      list: '/passcodes',
      name: 'Big order, not revoked',
      params: { orderNumber: 'BIG-ORDER-10K', isRevoked: false, pageSize: 200 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = saved.json();
    expect(first).toMatchObject({ list: '/passcodes', name: 'Big order, not revoked' });
    await call(ana, 'POST', '', { list: '/passcodes', name: 'Acme', params: { suffix: 'ACME' } });
    await call(ana, 'POST', '', { list: '/enrollment-codes', name: 'Other list', params: { suffix: 'X' } });

    const mine = (await call(ana, 'GET', '?list=/passcodes')).json();
    expect(mine.map((f: { name: string }) => f.name)).toEqual(['Acme', 'Big order, not revoked']);
    expect(mine[1].params).toEqual({ orderNumber: 'BIG-ORDER-10K', isRevoked: false, pageSize: 200 });

    // The same name in another case replaces it: one filter of that name.
    const replaced = await call(ana, 'POST', '', { list: '/passcodes', name: 'ACME', params: { suffix: 'ACME2' } });
    expect(replaced.json()).toMatchObject({ name: 'ACME', params: { suffix: 'ACME2' } });
    expect((await call(ana, 'GET', '?list=/passcodes')).json()).toHaveLength(2);

    // Another person sees none of them and cannot delete them.
    expect((await call(finance, 'GET', '?list=/passcodes')).json()).toEqual([]);
    expect((await call(finance, 'DELETE', `/${first.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', '?list=/passcodes')).json()).toHaveLength(2);

    expect((await call(ana, 'DELETE', `/${first.id}`)).statusCode).toBe(204);
    expect((await call(ana, 'DELETE', `/${first.id}`)).statusCode).toBe(404);
    expect((await call(ana, 'GET', '?list=/passcodes')).json().map((f: { name: string }) => f.name)).toEqual(['ACME']);
  });

  it('answers 400 with field errors for bad input, and 401 without a sign-in', async () => {
    const cases: [object, string][] = [
      [{ list: 'passcodes', name: 'x', params: {} }, 'list'],
      [{ list: '/passcodes', name: '  ', params: {} }, 'name'],
      [{ list: '/passcodes', name: 'x'.repeat(61), params: {} }, 'name'],
      [{ list: '/passcodes', name: 'x', params: { 'bad key': 'v' } }, 'params.bad key'],
      [{ list: '/passcodes', name: 'x', params: { suffix: { nested: true } } }, 'params.suffix'],
      [{ list: '/passcodes', name: 'x' }, 'params'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ana, 'POST', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    expect((await call(ana, 'GET', '?list=no-slash')).statusCode).toBe(400);
    expect((await call(ana, 'DELETE', '/abc')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/profile/saved-filters?list=/passcodes' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps at most 50 filters a list per person', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await call(finance, 'POST', '', { list: '/system', name: `Filter ${i}`, params: { page: i } });
      expect(res.statusCode).toBe(200);
    }
    const over = await call(finance, 'POST', '', { list: '/system', name: 'One more', params: {} });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.name[0]).toContain('delete one first');
    // Replacing one by name is still allowed.
    expect((await call(finance, 'POST', '', { list: '/system', name: 'Filter 3', params: {} })).statusCode).toBe(200);
  });
});
