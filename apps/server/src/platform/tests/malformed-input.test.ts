// Generated from the contract: malformed parameters, queries and bodies sent to every endpoint get a
// 4xx answer as problem+json, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/harness.js';
import { walkContract } from './contract-walk.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const badValues = ['%00', 'not-a-number', '-1', "1' or '1'='1", 'x'.repeat(3000)];
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
      const broken = await send(url(), '{"unterminated": ');
      expect(broken.statusCode).toBe(400);
      await send(url(), 'plain text', 'text/plain');
    });
});
