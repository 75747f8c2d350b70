// Roles on two server instances sharing one PostgreSQL database: a role change made through one
// instance applies to the person's very next call on the other (no cache may hide it), and two
// removals racing on both instances cannot together take away the last holder of a key capability.
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

  it('lets exactly one of two concurrent removals from the last two holders succeed', async () => {
    const admin = await admIdOf('admin@example.com');
    const sysAdmin = await admIdOf('system-admin@example.com');
    // Only these two hold the key capabilities, whatever else the demo data grants.
    const keyRoles = cluster.db
      .select({ key: roles.key })
      .from(roles)
      .where(sql`${roles.capabilities} && array['canViewUsers', 'canManageSystemData']::text[]`);
    await cluster.db
      .delete(accountRoles)
      .where(
        and(inArray(accountRoles.roleKey, keyRoles), ne(accountRoles.admId, admin), ne(accountRoles.admId, sysAdmin)),
      );

    // The actor may change roles but holds no key capability, so neither removal can refuse the other
    // request at its door (403): only the last-holder rule decides.
    await cluster.db
      .insert(roles)
      .values({ key: 'roles-clerk', name: 'Roles clerk', capabilities: ['canUpdateUsers'] })
      .onConflictDoNothing();
    await cluster.db
      .insert(accountRoles)
      .values({ admId: await admIdOf('finance@example.com'), roleKey: 'roles-clerk' })
      .onConflictDoNothing();
    const actor = 'finance@example.com';

    for (let round = 0; round < 3; round++) {
      // Each instance takes the key role from one of the two, at the same moment (everything the
      // requests need is read first, so only the two changes race).
      const [va, vs] = [await versionOf(admin), await versionOf(sysAdmin)];
      await Promise.all([headersOf(0, actor), headersOf(1, actor)]);
      const answers = await Promise.all([
        setRoles(0, actor, admin, ['grader'], va),
        setRoles(1, actor, sysAdmin, ['grader'], vs),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(answers.find((x) => x.status === 409)?.body.detail).toMatch(/canViewUsers|canManageSystemData/);
      const holders = await cluster.db
        .selectDistinct({ admId: accountRoles.admId })
        .from(accountRoles)
        .where(inArray(accountRoles.roleKey, keyRoles));
      expect(holders).toHaveLength(1);
      // Back to both holding their role for the next round.
      expect((await setRoles(0, actor, admin, ['administrator'])).status).toBe(200);
      expect((await setRoles(0, actor, sysAdmin, ['system-admin'])).status).toBe(200);
    }
  });
});
