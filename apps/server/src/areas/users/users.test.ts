// Users area through the real app: search, roles, read, and versioned, audited role changes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../testing/harness.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.as('system-admin@example.com');
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const adminOf = async (email: string) => {
  const res = await get(`/api/users?email=${encodeURIComponent(email)}`);
  return res.json().results[0] as { admId: string; roles: string[] };
};

describe('GET /users', () => {
  it('searches by e-mail, contains and case-insensitive, paged', async () => {
    const res = await get('/api/users?email=GRAD&pageSize=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalRowCount).toBe(2);
    expect(body.results).toHaveLength(1);
    expect(body.page).toBe(1);
    expect(body.results[0].email).toBe('grader@example.com');
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await get('/api/users?email=%25')).json().totalRowCount).toBe(0);
  });
});

describe('who may read users', () => {
  it.each(['/api/users', '/api/users/roles', '/api/users/capabilities/canViewUsers'])(
    'refuses %s without canViewUsers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.as('support@example.com') });
      expect(res.statusCode).toBe(403);
    },
  );

  it('filters the list by role', async () => {
    const body = (await get('/api/users?role=grading-manager')).json();
    expect(body.results.map((u: { email: string }) => u.email)).toContain('grading-manager@example.com');
    for (const u of body.results) expect(u.roles).toContain('grading-manager');
    expect((await get('/api/users?role=wizard')).json().totalRowCount).toBe(0);
  });
});

describe('GET /users/capabilities/{capability}', () => {
  it('answers the roles granting it and its holders, paged, with the active count', async () => {
    const res = await get('/api/users/capabilities/canViewUsers?pageSize=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.capability).toBe('canViewUsers');
    expect(body.description).toMatch(/users/);
    expect(body.roles.map((r: { key: string }) => r.key).sort()).toEqual(['administrator', 'system-admin']);
    expect(body.holders.totalRowCount).toBe(2);
    expect(body.holders.results).toHaveLength(1);
    expect(body.holders.results[0].email).toBe('admin@example.com');
    expect(body.activeHolderCount).toBe(2);
  });

  it('answers 400 naming the parameter for an unknown capability', async () => {
    const res = await get('/api/users/capabilities/canFly');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['capability']);
  });
});

describe('GET /users/roles', () => {
  it('lists roles with their capabilities', async () => {
    const roles = (await get('/api/users/roles')).json() as { key: string; capabilities: string[] }[];
    expect(roles.find((r) => r.key === 'grader')?.capabilities).toContain('hasGradingCapabilities');
  });
});

describe('POST /users/{admId}', () => {
  it('replaces roles, bumps the version and writes an audit event', async () => {
    const { admId } = await adminOf('nobody@example.com');
    const before = (await get(`/api/users/${admId}`)).json();
    expect(before.roles).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { version: before.version, roles: ['grader'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: ['grader'], version: before.version + 1 });
    expect(res.json().capabilities).toContain('hasGradingCapabilities');
    const events = await t.db
      .select()
      .from(auditEvents)
      // The demo's sign-in history is on the account too: only the role changes count here.
      .where(
        and(
          eq(auditEvents.entity, 'account'),
          eq(auditEvents.entityId, admId),
          eq(auditEvents.action, 'users.update-roles'),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'users.update-roles', after: { roles: ['grader'] } });
    expect(events[0]?.requestId).toBe(res.headers['x-request-id']);
    expect(events[0]?.actorAdmId).toBe((await adminOf('system-admin@example.com')).admId);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const { admId } = await adminOf('support@example.com');
    const current = (await get(`/api/users/${admId}`)).json();
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { version: current.version, roles: ['support', 'finance'] },
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { version: current.version, roles: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 409, title: 'Conflict' });
    expect((await get(`/api/users/${admId}`)).json().roles).toEqual(['finance', 'support']);
  });

  it('answers 400 with field errors for an unknown role or a bad body, and changes nothing', async () => {
    const { admId } = await adminOf('finance@example.com');
    const current = (await get(`/api/users/${admId}`)).json();
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { version: current.version, roles: ['wizard'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.roles[0]).toContain('wizard');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { roles: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['version', 'roles']));
    expect((await get(`/api/users/${admId}`)).json()).toMatchObject({ version: current.version, roles: ['finance'] });
  });

  it('answers 404 for an unknown user and 403 without canUpdateUsers', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/users/${missing}`)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${missing}`,
      headers: await t.as('support@example.com'),
      payload: { version: 1, roles: [] },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("a role change and the person's next call", () => {
  it('applies at once: refused before the grant, allowed after it, refused again after removal', async () => {
    const { admId } = await adminOf('question-author@example.com');
    const author = await t.as('question-author@example.com');
    const partners = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/partners', headers: author })).statusCode;
    const post = async (roles: string[]) => {
      const { version } = (await get(`/api/users/${admId}`)).json();
      return t.app.inject({ method: 'POST', url: `/api/users/${admId}`, headers: admin, payload: { version, roles } });
    };
    expect(await partners()).toBe(403);
    expect((await post(['question-author', 'finance'])).statusCode).toBe(200);
    expect(await partners()).toBe(200);
    expect((await post(['question-author'])).statusCode).toBe(200);
    expect(await partners()).toBe(403);
  });
});

describe('the last holder of a key capability', () => {
  it('answers 409 naming the capability when removing the last holder, and changes nothing', async () => {
    const other = await adminOf('admin@example.com');
    const self = await adminOf('system-admin@example.com');
    const post = async (admId: string, roles: string[]) => {
      const { version } = (await get(`/api/users/${admId}`)).json();
      return t.app.inject({ method: 'POST', url: `/api/users/${admId}`, headers: admin, payload: { version, roles } });
    };
    expect((await post(other.admId, [])).statusCode).toBe(200);
    const last = await post(self.admId, ['grader']);
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toContain('canViewUsers');
    // Beside the roles in the editor: the field it concerns.
    expect(last.json().errors.roles[0]).toContain('canViewUsers');
    expect((await get(`/api/users/${self.admId}`)).json().roles).toEqual(['system-admin']);
    expect((await post(other.admId, ['administrator'])).statusCode).toBe(200);
    expect((await post(self.admId, ['grader', 'system-admin'])).statusCode).toBe(200);
  });
});
