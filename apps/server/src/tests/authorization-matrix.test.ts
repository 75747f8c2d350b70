// Generated from the contract: every endpoint refuses a missing or bad token with 401, a caller
// without its capability with 403, and lets a caller holding it through. Endpoints added later are covered without new test code.
import { type Access, allows, type HistoryEntity, historyEntities } from '@eco/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../cli/grant-role.js';
import { roles } from '../db/schema/index.js';
import { walkContract } from '../testing/contract-walk.js';
import type { TestApp } from '../testing/harness.js';
import { testApp } from '../testing/signed-in-app.js';

let t: TestApp;
testApp((app) => {
  t = app;
});

const endpoints = walkContract().filter((w) => w.endpoint.access !== 'public');

describe.each(endpoints)('$name', ({ endpoint, url }) => {
  const call = (headers: Record<string, string>) =>
    t.app.inject({ method: endpoint.method, url: url(), headers, ...(endpoint.body ? { payload: {} } : {}) });

  it('answers 401 without a token', async () => {
    const res = await call({});
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers 401 with a forged token', async () => {
    const forged = `${(await t.tokenFor('admin@example.com')).slice(0, -4)}AAAA`;
    expect((await call({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
  });

  it('lets a caller holding every capability past the access check', async () => {
    const res = await call(await t.as('admin@example.com'));
    expect([401, 403], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
  });

  it('answers 403 without the capability', async () => {
    const res = await call(await t.as('nobody@example.com'));
    // Signed in is enough: past the access check, an empty request may still be refused as input (400)
    // or name nothing (404), as for the caller's own saved filters.
    if (endpoint.access === 'signedIn') expect([401, 403], res.body.slice(0, 200)).not.toContain(res.statusCode);
    else expect(res.statusCode).toBe(403);
  });
});

// One endpoint reads every kind of record's history: each kind answers only to its own view capability.
// A reader holding one view capability each reads exactly the kinds that capability views.
describe('history, per kind of record', () => {
  const viewers = [...new Set(Object.values(historyEntities).flatMap((a) => (typeof a === 'string' ? [a] : a.anyOf)))];
  const headers = new Map<string, { authorization: string }>();
  beforeAll(async () => {
    for (const capability of viewers) {
      const key = `history-${capability}`;
      await t.db.insert(roles).values({ key, name: key, capabilities: [capability] });
      const email = `${key.toLowerCase()}@example.com`;
      await grantRole(t.db, { email, role: key, password: t.config.demoPassword });
      headers.set(capability, await t.as(email));
    }
  });

  const kinds = Object.entries(historyEntities) as [HistoryEntity, Access][];
  it.each(kinds)('%s: its view capability reads it, every other one gets 403', async (entity, access) => {
    // Each kind's id as its URL names it: a market by country, an account, trainer or user by admId, the rest by number.
    const uuid = entity === 'account' || entity === 'trainer' || entity === 'user-roles';
    const id = entity === 'market' ? 'US' : uuid ? '00000000-0000-4000-8000-000000000001' : '1';
    for (const capability of viewers) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/history/${entity}/${id}`,
        headers: headers.get(capability) ?? {},
      });
      const expected = allows(access, new Set([capability]), true) ? 200 : 403;
      expect(res.statusCode, `${capability} reading ${entity}: ${res.body.slice(0, 200)}`).toBe(expected);
    }
  });
});
