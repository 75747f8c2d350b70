// Every write endpoint of the contract leaves an audit event: each is called here once, successfully,
// and the trail must hold an event of its own area written under that request's id. The requests are the
// areas' audit examples, beside their code (areas/<area>/audit-examples.ts); a new endpoint that changes
// data fails the first test until its area has an example for it. (The test harness also checks every
// other successful change made by any test: see testing/audit-check.ts.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { changesData, contract, contractEndpoints, endpointIdOf } from '@eco/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../db/schema/index.js';
import type { AuditCall, AuditExample, AuditKit, defineAuditExamples } from '../platform/audit-examples.js';
import type { TestApp } from '../testing/harness.js';
import { type SignedIn, signedInApp } from '../testing/signed-in-app.js';

let t: TestApp;
let admin: SignedIn;
signedInApp('admin@example.com', (app, headers) => {
  t = app;
  admin = headers;
});

/** The API as the administrator, for the examples. */
const kit: AuditKit = {
  get db() {
    return t.db;
  },
  get: async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
    expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
    return res.json();
  },
  version: async (url) => (await kit.get(url)).version as number,
  post: async (url, payload) =>
    (await t.app.inject({ method: 'POST', url: `/api${url}`, headers: admin, payload })).json(),
};

/** Every area's examples, from the audit-examples.ts of its folder. */
const areasDir = path.resolve(import.meta.dirname, '../areas');
const declared = await Promise.all(
  readdirSync(areasDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && readdirSync(path.join(areasDir, d.name)).includes('audit-examples.ts'))
    .map(async (d) => {
      const module = await import(`../areas/${d.name}/audit-examples.ts`);
      return module.auditExamples as ReturnType<typeof defineAuditExamples>;
    }),
);
const examples = new Map(declared.map(({ area, examples }) => [area as string, examples]));

const writeEndpoints = contractEndpoints(contract)
  .filter(({ endpoint }) => changesData(endpoint))
  .map((walked) => ({ ...walked, id: endpointIdOf(walked) }));
const exampleOf = (area: string, name: string): AuditExample | undefined => examples.get(area)?.[name];

/** `/courses/:id` with `{ id: 7 }` → `/api/courses/7?…`. */
function urlOf(template: string, call: AuditCall) {
  const filled = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(call.params?.[name])));
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return `/api${filled}${query ? `?${query}` : ''}`;
}

describe('audit trail', () => {
  it('has an example for every endpoint that changes data', () => {
    const without = writeEndpoints.filter(({ area, name }) => !exampleOf(area, name)).map((e) => e.id);
    expect(without).toEqual([]);
    expect(writeEndpoints.length).toBeGreaterThan(25);
  });

  it('holds an event of the endpoint’s own area for each change, under its request id', async () => {
    const unaudited: string[] = [];
    for (const { area, name, id, endpoint } of writeEndpoints) {
      const call = await (exampleOf(area, name) as AuditExample)(kit);
      const res = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint.path, call),
        headers: admin,
        ...(call.body ? { payload: call.body } : {}),
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBeLessThan(300);
      const body = res.body ? res.json() : undefined;
      expect(body?.succeeded ?? 1, `${id} changed nothing: ${res.body}`).toBeGreaterThan(0);
      expect(body?.status, `${id} was refused: ${res.body}`).not.toBe('Failed');
      call.answered?.(body);
      const word = area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const events = await t.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.requestId, String(res.headers['x-request-id'])));
      if (!events.some((e) => e.action.startsWith(`${word}.`))) unaudited.push(id);
    }
    expect(unaudited).toEqual([]);
  });
});
