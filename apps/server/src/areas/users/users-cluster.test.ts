// Roles on two server instances sharing one PostgreSQL database: a role change made through one
// instance applies to the person's very next call on the other (no cache may hide it), and two
// removals racing on both instances cannot together take away the last administrator or the last
// holder of a key capability.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRoles, accounts, roles } from '../../db/schema/index.js';
import { startTestCluster, type TestCluster } from '../../testing/cluster.js';
import { testDatabaseUrl } from '../../testing/test-database.js';

describe.skipIf(!testDatabaseUrl)('roles on two instances (needs TEST_DATABASE_URL)', () => {
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startTestCluster({ instances: 2 });
  });
  afterAll(() => cluster?.close());

  const admIdOf = async (email: string) => {
    const [row] = await cluster.db.select({ admId: accounts.admId }).from(accounts).where(eq(accounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row.admId;
  };
  const headersOf = async (instance: number, actor: string) => {
    const i = cluster.instances[instance];
    if (!i) throw new Error('no such instance');
    return { url: i.baseUrl, headers: { ...(await i.as(actor)), 'content-type': 'application/json' } };
  };
  const versionOf = async (admId: string) => {
    const [row] = await cluster.db
      .select({ version: accounts.version })
      .from(accounts)
      .where(eq(accounts.admId, admId));
    return row?.version ?? 0;
  };
  /** Sends the roles through one instance, with the version given (else the current one). */
  const setRoles = async (instance: number, actor: string, admId: string, wanted: string[], version?: number) => {
    const { url, headers } = await headersOf(instance, actor);
    const res = await fetch(`${url}/api/users/${admId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: version ?? (await versionOf(admId)), roles: wanted }),
    });
    return { status: res.status, body: (await res.json()) as { detail?: string } };
  };

  it("applies a role change to the person's next call on the other instance", async () => {
    const [a, b] = cluster.instances;
    if (!a || !b) throw new Error('two instances expected');
    const nobody = await admIdOf('nobody@example.com');
    const asNobody = await b.as('nobody@example.com');
    const partnersOnB = async () => {
      const res = await fetch(`${b.baseUrl}/api/partners`, { headers: asNobody });
      await res.text();
      return res.status;
    };
    // Instance B resolves (and keeps) nobody's principal: no capability.
    expect(await partnersOnB()).toBe(403);
    expect(await partnersOnB()).toBe(403);
    // Granted through A: B's very next call sees it, with no wait.
    expect((await setRoles(0, 'admin@example.com', nobody, ['finance'])).status).toBe(200);
    expect(await partnersOnB()).toBe(200);
    // And taken away again through A: refused on B at once.
    expect((await setRoles(0, 'admin@example.com', nobody, [])).status).toBe(200);
    expect(await partnersOnB()).toBe(403);
  });

  /** The accounts holding a role now, by admId. */
  const holdersOf = async (roleKeys: string[] | ReturnType<typeof keyRolesQuery>) =>
    (
      await cluster.db
        .selectDistinct({ admId: accountRoles.admId })
        .from(accountRoles)
        .where(inArray(accountRoles.roleKey, roleKeys))
    ).map((r) => r.admId);
  const keyRolesQuery = () =>
    cluster.db
      .select({ key: roles.key })
      .from(roles)
      .where(sql`${roles.capabilities} && array['canViewUsers', 'canManageSystemData']::text[]`);

  it('leaves exactly one administrator when the last two demote each other or themselves at the same moment', async () => {
    // Only these two are administrators; the second keeps a role of their own beside it.
    const first = { email: 'admin@example.com', admId: await admIdOf('admin@example.com'), without: [] as string[] };
    const reviewer = 'question-reviewer@example.com';
    const second = { email: reviewer, admId: await admIdOf(reviewer), without: ['question-reviewer'] };
    const people = [first, second];
    await cluster.db
      .delete(accountRoles)
      .where(and(eq(accountRoles.roleKey, 'administrator'), ne(accountRoles.admId, first.admId)));
    await cluster.db.insert(accountRoles).values({ admId: second.admId, roleKey: 'administrator' });

    for (let round = 0; round < 4; round++) {
      // Even rounds: each takes the role from the other; odd rounds: each gives up their own. Instance
      // i sends person i's request.
      const targets = round % 2 === 0 ? [second, first] : [first, second];
      const versions = [await versionOf(targets[0]?.admId ?? ''), await versionOf(targets[1]?.admId ?? '')];
      await Promise.all(people.map((p, i) => headersOf(i, p.email)));
      const answers = await Promise.all(
        people.map((p, i) => setRoles(i, p.email, targets[i]?.admId ?? '', targets[i]?.without ?? [], versions[i])),
      );
      const statuses = answers.map((x) => x.status).sort();
      expect(statuses[0]).toBe(200);
      // The other met the rule (409); or, taking the role from the other, it was resolved only after the
      // first change had taken its own administrator role away, and the door refused it (403).
      expect(round % 2 === 0 ? [403, 409] : [409]).toContain(statuses[1]);
      const refused = answers.find((x) => x.status === 409);
      if (refused) expect(refused.body.detail).toMatch(/leave no administrator/);
      const left = await holdersOf(['administrator']);
      expect(left).toHaveLength(1);
      // The one left makes the other an administrator again for the next round.
      const remaining = people.find((p) => p.admId === left[0]);
      const other = people.find((p) => p.admId !== left[0]);
      if (!remaining || !other) throw new Error('one administrator expected');
      expect((await setRoles(0, remaining.email, other.admId, [...other.without, 'administrator'])).status).toBe(200);
    }
    expect((await setRoles(0, first.email, second.admId, second.without)).status).toBe(200);
  });

  it('lets exactly one of two concurrent removals from the last two holders succeed', async () => {
    const admin = await admIdOf('admin@example.com');
    const sysAdmin = await admIdOf('system-admin@example.com');
    const finance = await admIdOf('finance@example.com');
    // Only two system administrators hold the key capabilities: the administrator's role is put aside
    // for this test (a role can be removed only by someone holding its capabilities, so the race is
    // between two holders each giving up their own).
    await cluster.db
      .delete(accountRoles)
      .where(and(inArray(accountRoles.roleKey, keyRolesQuery()), ne(accountRoles.admId, sysAdmin)));
    await cluster.db.insert(accountRoles).values({ admId: finance, roleKey: 'system-admin' }).onConflictDoNothing();
    const people = [
      { email: 'system-admin@example.com', admId: sysAdmin, without: [] as string[] },
      { email: 'finance@example.com', admId: finance, without: ['finance'] },
    ];
    try {
      for (let round = 0; round < 3; round++) {
        // Each instance takes the key role from one of the two, at the same moment (everything the
        // requests need is read first, so only the two changes race).
        const versions = [await versionOf(sysAdmin), await versionOf(finance)];
        await Promise.all(people.map((p, i) => headersOf(i, p.email)));
        const answers = await Promise.all(people.map((p, i) => setRoles(i, p.email, p.admId, p.without, versions[i])));
        expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
        expect(answers.find((x) => x.status === 409)?.body.detail).toMatch(/canViewUsers|canManageSystemData/);
        const holders = await holdersOf(keyRolesQuery());
        expect(holders).toHaveLength(1);
        // The one left gives the other their role back for the next round.
        const remaining = people.find((p) => p.admId === holders[0]);
        const other = people.find((p) => p.admId !== holders[0]);
        if (!remaining || !other) throw new Error('one holder expected');
        const back = await setRoles(0, remaining.email, other.admId, [...other.without, 'system-admin']);
        expect(back.status).toBe(200);
      }
    } finally {
      await cluster.db
        .delete(accountRoles)
        .where(and(eq(accountRoles.admId, finance), eq(accountRoles.roleKey, 'system-admin')));
      await cluster.db.insert(accountRoles).values({ admId: admin, roleKey: 'administrator' }).onConflictDoNothing();
    }
  });
});
