// Users area through the real app: search, roles, read, and versioned, audited role changes.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, accounts, auditEvents } from '../../db/schema/index.js';
import type { TestApp } from '../../testing/harness.js';
import { type SignedIn, signedInApp } from '../../testing/signed-in-app.js';

let t: TestApp;
// The administrator: holds every capability, so may grant and remove any role.
let admin: SignedIn;
signedInApp('admin@example.com', (app, headers) => {
  t = app;
  admin = headers;
});

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
const adminOf = async (email: string) => {
  const res = await get(`/api/users?staffOnly=false&email=${encodeURIComponent(email)}`);
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

type Row = { email: string; firstName: string; lastName: string; roles: string[] };
const listed = async (query: string) => {
  const res = await get(`/api/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Row[]; totalRowCount: number };
};

describe('GET /users: a staff search', () => {
  it('lists staff (people holding a role) by default, everyone live when asked', async () => {
    const staff = await listed('pageSize=500');
    expect(staff.results.length).toBeGreaterThan(10);
    for (const u of staff.results) expect(u.roles.length, u.email).toBeGreaterThan(0);
    expect(staff.results.map((u) => u.email)).not.toContain('nobody@example.com');
    const everyone = await listed('staffOnly=false&search=nobody@');
    expect(everyone.results.map((u) => u.email)).toContain('nobody@example.com');
    expect((await listed('staffOnly=false')).totalRowCount).toBeGreaterThan(staff.totalRowCount);
  });

  it('searches by name as well as e-mail, as the Accounts list does', async () => {
    expect((await listed('search=Ama%20Mensah')).results.map((u) => u.email)).toEqual(['ama.mensah@example.com']);
    expect((await listed('search=nguyen')).results.map((u) => u.email)).toEqual(['jo.nguyen@example.com']);
    expect((await listed('search=priya.sh')).results.map((u) => u.email)).toEqual(['priya.shah@example.com']);
    // Nothing starts with it: contains on the e-mail or name.
    expect((await listed('search=ecker')).results.map((u) => u.email)).toEqual(['tomas.becker@example.com']);
    // People holding no role are found only when everyone is asked for.
    expect((await listed('search=Noel%20Nobody')).totalRowCount).toBe(0);
    const all = await listed('staffOnly=false&search=Noel%20Nobody');
    expect(all.results).toEqual([expect.objectContaining({ email: 'nobody@example.com', roles: [] })]);
  });

  it('sorts by e-mail, last name and, among staff, how many roles', async () => {
    const emails = (await listed('pageSize=500')).results.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const down = (await listed('pageSize=500&sortDescending=true')).results.map((u) => u.email.toLowerCase());
    expect(down).toEqual([...emails].reverse());
    const byName = (await listed('pageSize=500&sortBy=name')).results.map((u) => u.lastName.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byRoles = (await listed('pageSize=500&sortBy=roles&sortDescending=true')).results.map((u) => u.roles.length);
    expect(byRoles).toEqual([...byRoles].sort((a, b) => b - a));
    expect(byRoles[0]).toBeGreaterThan(1);
    // Each count's people from A to Z, whichever way the counts run.
    const most = (await listed('pageSize=500&sortBy=roles&sortDescending=true')).results.filter(
      (u) => u.roles.length === byRoles[0],
    );
    const mostEmails = most.map((u) => u.email.toLowerCase());
    expect(mostEmails).toEqual([...mostEmails].sort());
  });

  it('refuses sorting everyone by roles (400 naming sortBy)', async () => {
    const res = await get('/api/users?staffOnly=false&sortBy=roles');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ sortBy: ['Sorting by roles lists staff only'] });
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
    expect(events[0]?.actorAdmId).toBe((await adminOf('admin@example.com')).admId);
  });

  it("shows a user's role changes to whoever manages roles, without the rest of the account's history", async () => {
    const { admId } = await adminOf('grader@example.com');
    const before = (await get(`/api/users/${admId}`)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${admId}`,
      headers: admin,
      payload: { version: before.version, roles: [...before.roles, 'support'] },
    });
    expect(res.statusCode).toBe(200);
    // The system administrator manages roles but may not read accounts' whole histories.
    const sysadmin = await t.as('system-admin@example.com');
    const history = await t.app.inject({ method: 'GET', url: `/api/history/user-roles/${admId}`, headers: sysadmin });
    expect(history.statusCode, history.body).toBe(200);
    const events = history.json().results as { action: string; changes: { field: string; after: unknown }[] }[];
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((e) => e.action.startsWith('users.'))).toBe(true);
    expect(events[0]?.changes).toEqual([
      expect.objectContaining({ field: 'roles', after: [...before.roles, 'support'] }),
    ]);
    const whole = await t.app.inject({ method: 'GET', url: `/api/history/account/${admId}`, headers: sysadmin });
    expect(whole.statusCode).toBe(403);
    // Someone with neither capability is refused.
    const nobody = await t.as('nobody@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/history/user-roles/${admId}`, headers: nobody })).statusCode,
    ).toBe(403);
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

/** Sets a person's roles as `who`, with the version they have now. */
const setRoles = async (who: { authorization: string }, admId: string, roles: string[]) => {
  const { version } = (await get(`/api/users/${admId}`)).json();
  return t.app.inject({ method: 'POST', url: `/api/users/${admId}`, headers: who, payload: { version, roles } });
};
const rolesOf = async (admId: string) => (await get(`/api/users/${admId}`)).json().roles as string[];

describe('the last holder of a key capability', () => {
  it('answers 409 naming the capability when removing the last holder, and changes nothing', async () => {
    const other = await adminOf('system-admin@example.com');
    const self = await adminOf('admin@example.com');
    expect((await setRoles(admin, other.admId, [])).statusCode).toBe(200);
    const last = await setRoles(admin, self.admId, ['grader']);
    expect(last.statusCode).toBe(409);
    expect(last.json().detail).toContain('canViewUsers');
    // Beside the roles in the editor: the field it concerns.
    expect(last.json().errors.roles[0]).toContain('canViewUsers');
    expect(await rolesOf(self.admId)).toEqual(['administrator']);
    expect((await setRoles(admin, other.admId, ['system-admin'])).statusCode).toBe(200);
  });
});

describe('the last administrator', () => {
  it('cannot lose the role while a system administrator still holds the key capabilities (409 beside the roles)', async () => {
    const self = await adminOf('admin@example.com');
    const { version } = (await get(`/api/users/${self.admId}`)).json();
    const res = await setRoles(admin, self.admId, []);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/leave no administrator/);
    expect(res.json().detail).toContain('Give another person the Administrator role first.');
    expect(res.json().errors.roles[0]).toMatch(/leave no administrator/);
    // Keeping the role and adding another is no loss.
    expect((await setRoles(admin, self.admId, ['administrator', 'grader'])).statusCode).toBe(200);
    expect((await setRoles(admin, self.admId, ['administrator'])).statusCode).toBe(200);
    const after = (await get(`/api/users/${self.admId}`)).json();
    expect(after).toMatchObject({ roles: ['administrator'], version: version + 2 });
  });

  it('cannot be blocked or deleted', async () => {
    const self = await adminOf('admin@example.com');
    const support = await t.as('support@example.com');
    const block = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${self.admId}/block`,
      headers: support,
      payload: { reason: 'Leaving' },
    });
    expect(block.statusCode).toBe(409);
    expect(block.json().detail).toMatch(/leave no administrator/);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/accounts/${self.admId}`, headers: support });
    expect(del.statusCode).toBe(409);
    expect((await get(`/api/users/${self.admId}`)).json()).toMatchObject({
      isBlocked: false,
      roles: ['administrator'],
    });
  });

  it('may step down once another person is an administrator', async () => {
    const self = await adminOf('admin@example.com');
    const next = await adminOf('question-reviewer@example.com');
    expect((await setRoles(admin, next.admId, ['administrator', ...next.roles])).statusCode).toBe(200);
    const stepDown = await setRoles(admin, self.admId, ['system-admin']);
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // The one left is the last now: they may not step down in turn, and put the first one back.
    const other = await t.as('question-reviewer@example.com');
    const refused = await setRoles(other, next.admId, next.roles);
    expect(refused.statusCode).toBe(409);
    expect((await setRoles(other, self.admId, ['administrator'])).statusCode).toBe(200);
    expect((await setRoles(admin, next.admId, next.roles)).statusCode).toBe(200);
    expect(await rolesOf(self.admId)).toEqual(['administrator']);
  });
});

describe('granting and removing roles: only rights the caller holds', () => {
  let sysAdmin: { authorization: string };
  beforeAll(async () => {
    sysAdmin = await t.as('system-admin@example.com');
  });

  it('refuses a system administrator making themselves an administrator (400 beside the roles, naming what they lack)', async () => {
    const self = await adminOf('system-admin@example.com');
    const res = await setRoles(sysAdmin, self.admId, ['administrator', 'system-admin']);
    expect(res.statusCode).toBe(400);
    const [message] = res.json().errors.roles as string[];
    expect(message).toMatch(/^You cannot grant Administrator: it grants \d+ capabilities you do not hold \(/);
    expect(message).toContain('canViewAssessmentResults');
    expect(message).toMatch(/and \d+ more\)/);
    expect(await rolesOf(self.admId)).toEqual(['system-admin']);
    // Their next call holds what it did.
    const invoices = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: sysAdmin });
    expect(invoices.statusCode).toBe(403);
  });

  it('refuses granting anyone a role with a capability the caller lacks, and removing one', async () => {
    // Nobody holds the grader role an earlier test gave them (the system administrator lacks grading).
    const nobody = await adminOf('nobody@example.com');
    const granted = await setRoles(sysAdmin, nobody.admId, [...nobody.roles, 'finance']);
    expect(granted.statusCode).toBe(400);
    expect(granted.json().errors.roles[0]).toMatch(/^You cannot grant Finance: .*canViewInvoices/);
    const administrator = await setRoles(sysAdmin, nobody.admId, [...nobody.roles, 'administrator']);
    expect(administrator.statusCode).toBe(400);
    expect(await rolesOf(nobody.admId)).toEqual(nobody.roles);

    // Nor take away what they do not hold: the administrator's role, or a finance person's.
    const admin = await adminOf('admin@example.com');
    const demote = await setRoles(sysAdmin, admin.admId, ['system-admin']);
    expect(demote.statusCode).toBe(400);
    expect(demote.json().errors.roles).toEqual([expect.stringMatching(/^You cannot remove Administrator: /)]);
    const finance = await adminOf('finance@example.com');
    const removed = await setRoles(sysAdmin, finance.admId, []);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors.roles[0]).toMatch(/^You cannot remove Finance: /);
    expect(await rolesOf(admin.admId)).toEqual(['administrator']);
    expect(await rolesOf(finance.admId)).toEqual(['finance']);
  });

  it('lets the caller grant and remove roles whose every capability they hold, leaving the others as they are', async () => {
    const finance = await adminOf('finance@example.com');
    const granted = await setRoles(sysAdmin, finance.admId, ['finance', 'system-admin']);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().roles).toEqual(['finance', 'system-admin']);
    const removed = await setRoles(sysAdmin, finance.admId, ['finance']);
    expect(removed.statusCode, removed.body).toBe(200);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, finance.admId), eq(auditEvents.action, 'users.update-roles')));
    // Who made each change is recorded.
    const sys = await adminOf('system-admin@example.com');
    expect(events.slice(-2).map((e) => e.actorAdmId)).toEqual([sys.admId, sys.admId]);
  });
});

describe('a merge passes on the source’s roles only for someone who could grant them', () => {
  /** A fresh account, with the roles given. */
  const account = async (email: string, roleKeys: string[]) => {
    const [row] = await t.db.insert(accounts).values({ email, firstName: 'Merge', lastName: 'Roles' }).returning();
    const admId = row?.admId as string;
    if (roleKeys.length) await t.db.insert(accountRoles).values(roleKeys.map((roleKey) => ({ admId, roleKey })));
    return admId;
  };
  const merge = (url: string, who: { authorization: string }, source: string, destination: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/accounts/${url}`,
      headers: who,
      payload: { sourceAccountAdmId: source, destinationAccountAdmId: destination, reason: 'Duplicate' },
    });

  it('refuses support merging an administrator’s account into their own (409, said in the preview)', async () => {
    const support = await t.as('support@example.com');
    const self = await adminOf('support@example.com');
    const source = await account('second-admin@merge.test', ['administrator']);
    try {
      const preview = await merge('merge/preview', support, source, self.admId);
      expect(preview.statusCode).toBe(200);
      expect(preview.json().refusals).toEqual([
        expect.stringMatching(
          /^Merging would give support@example.com the Administrator role, which grants \d+ capabilities you do not hold \(/,
        ),
      ]);
      const refused = await merge('merge', support, source, self.admId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().detail).toMatch(/the Administrator role/);
      expect(await rolesOf(self.admId)).toEqual(self.roles);

      // A role the destination holds already is no gain; the administrator may pass on any role.
      const other = await account('other-admin@merge.test', []);
      const merged = await merge('merge', admin, source, other);
      expect(merged.statusCode, merged.body).toBe(201);
      expect(await rolesOf(other)).toEqual(['administrator']);
      await t.db.delete(accountRoles).where(eq(accountRoles.admId, other));
    } finally {
      await t.db.delete(accountRoles).where(eq(accountRoles.admId, source));
    }
  });
});
