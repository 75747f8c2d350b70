// Generated from the contract: malformed parameters, queries and bodies sent to every endpoint get a
// 4xx answer as problem+json, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkContract } from '../testing/contract-walk.js';
import { startTestApp, type TestApp } from '../testing/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('values the database cannot hold', () => {
  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.as('admin@example.com') });

  it('refuses an id past the integer range as a field error', async () => {
    const res = await get('/api/courses/3000000000');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('refuses text holding a NUL character as a field error', async () => {
    const res = await get('/api/users?email=a%00b');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Text cannot contain the NUL character'] });
  });

  it('refuses a version past the integer range in a body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/1',
      headers: await t.as('admin@example.com'),
      payload: { version: 3_000_000_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('version');
  });
});

// '\u0000' arrives as a real NUL (PostgreSQL text cannot hold one); 3000000000 is past int4.
const badValues = [
  '%00',
  '\u0000',
  'a\u0000b',
  'not-a-number',
  '-1',
  '3000000000',
  '1e400',
  "1' or '1'='1",
  'x'.repeat(3000),
];
const badFieldValues: unknown[] = ['\u0000', 3_000_000_000, -3_000_000_000, 2 ** 60, 0.5, ['\u0000'], { '\u0000': 1 }];
const badBodies: unknown[] = ['a string', 42, [], { version: 'one' }, { __proto__: { admin: true } }, null];

describe.each(walkContract())('$name', ({ endpoint, url }) => {
  const send = async (u: string, payload?: unknown, contentType = 'application/json') => {
    const res = await t.app.inject({
      method: endpoint.method,
      url: u,
      headers: { ...(await t.as('admin@example.com')), 'content-type': contentType },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    expect(res.statusCode, `${endpoint.method} ${u} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    return res;
  };

  it('refuses malformed path parameters', async () => {
    for (const v of badValues) await send(url(v), endpoint.body ? {} : undefined);
  });

  it('refuses malformed query values', async () => {
    for (const key of Object.keys(endpoint.query?.shape ?? { page: null })) {
      for (const v of badValues) {
        const res = await send(`${url()}?${key}=${encodeURIComponent(v)}`, endpoint.body ? {} : undefined);
        if (key === 'page' && v === '-1' && endpoint.query) expect(res.statusCode).toBe(400);
      }
    }
  });

  // GET requests carry no body: only the others get this case.
  if (endpoint.method !== 'GET')
    it('refuses malformed bodies', async () => {
      for (const body of badBodies) {
        const res = await send(url(), body);
        if (endpoint.body) expect(res.statusCode).toBeGreaterThanOrEqual(400);
      }
      // One field at a time, with the rest of the body absent or as the first bad body left it.
      const shape = (endpoint.body as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      for (const key of Object.keys(shape)) {
        for (const value of badFieldValues) await send(url(), { [key]: value });
      }
      const broken = await send(url(), '{"unterminated": ');
      expect(broken.statusCode).toBe(400);
      await send(url(), 'plain text', 'text/plain');
    });
});
