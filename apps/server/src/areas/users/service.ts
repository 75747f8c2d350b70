// Users: search staff accounts, read one with its roles, and replace its roles (versioned, audited).
import { type Capability, capabilityDescriptions, type UserDetail, userRefusals } from '@eco/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountRoles, accounts, roles } from '../../db/schema/index.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { likeContains } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, notFound, Refusal, refuse } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import { liveAccount } from '../accounts/public.js';
import { assertKeyCapabilitiesRemain, rolesBeyond } from './public.js';

// Merged-away accounts are closed like deleted ones: they are nobody's user any more.
const live = liveAccount();
const rolesOf = sql<
  string[]
>`coalesce((select array_agg(ar.role_key order by ar.role_key) from ${accountRoles} ar where ar.adm_id = "account"."adm_id"), '{}')`;

const summaryColumns = {
  admId: accounts.admId,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  isBlocked: accounts.isBlocked,
  roles: rolesOf,
};

/** One page of the people `where` picks, by e-mail: the users list's and a capability's holders'. */
const peoplePage = (db: Db, where: SQL | undefined, request: PageRequest) =>
  db
    .select(summaryColumns)
    .from(accounts)
    .where(where)
    .orderBy(asc(sql`lower(${accounts.email})`))
    .limit(request.pageSize)
    .offset(offsetOf(request));

export async function listUsers(
  db: Db,
  filter: PageRequest & { email?: string | undefined; role?: string | undefined },
) {
  const where = and(
    live,
    filter.email ? sql`lower(${accounts.email}) like ${likeContains(filter.email)}` : undefined,
    filter.role
      ? sql`exists (select 1 from ${accountRoles} fr where fr.adm_id = "account"."adm_id" and fr.role_key = ${filter.role})`
      : undefined,
  );
  const [results, [total]] = await Promise.all([
    peoplePage(db, where, filter),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { results, totalRowCount: total?.n ?? 0, page: filter.page };
}

export async function listRoles(db: Db) {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  return rows.map((r) => ({
    key: r.key,
    name: r.name,
    description: r.description,
    capabilities: r.capabilities as Capability[],
  }));
}

/** Who can do X: roles granting the capability, and the live people holding it through any of them. */
export async function capabilityHolders(db: Db, capability: Capability, request: PageRequest) {
  const granting = (await listRoles(db)).filter((r) => r.capabilities.includes(capability));
  const holding = and(
    live,
    sql`exists (select 1 from ${accountRoles} ar join ${roles} r on r.key = ar.role_key
                where ar.adm_id = "account"."adm_id" and ${capability} = any(r.capabilities))`,
  );
  const [results, [totals]] = await Promise.all([
    peoplePage(db, holding, request),
    db
      .select({ n: count(), active: sql<number>`count(*) filter (where not ${accounts.isBlocked})`.mapWith(Number) })
      .from(accounts)
      .where(holding),
  ]);
  return {
    capability,
    description: capabilityDescriptions[capability],
    roles: granting,
    holders: { results, totalRowCount: totals?.n ?? 0, page: request.page },
    activeHolderCount: totals?.active ?? 0,
  };
}

export async function getUser(db: Db, admId: string): Promise<UserDetail> {
  const [row] = await db
    .select({ ...summaryColumns, version: accounts.version, lastSignInAt: accounts.lastSignInAt })
    .from(accounts)
    .where(and(eq(accounts.admId, admId), live));
  if (!row) throw notFound('User');
  const granted = row.roles.length
    ? await db.select({ capabilities: roles.capabilities }).from(roles).where(inArray(roles.key, row.roles))
    : [];
  const capabilities = [...new Set(granted.flatMap((r) => r.capabilities))].sort() as Capability[];
  return { ...row, lastSignInAt: row.lastSignInAt?.toISOString() ?? null, capabilities };
}

export async function updateUserRoles(ctx: RequestContext, admId: string, input: { version: number; roles: string[] }) {
  const wanted = [...new Set(input.roles)].sort();
  await ctx.write(async (tx, audit) => {
    const before = await getUser(tx, admId);
    if (wanted.length) {
      const known = await tx.select({ key: roles.key }).from(roles).where(inArray(roles.key, wanted));
      const unknown = wanted.filter((k) => !known.some((r) => r.key === k));
      if (unknown.length) throw invalid('roles', `Unknown role: ${unknown.join(', ')}`);
    }
    await assertMayChangeRoles(tx, ctx, before.roles, wanted);
    // Before the account row is locked by the version bump: the rule locks holders in a fixed order.
    await lastHolderBesideRoles(() =>
      assertKeyCapabilitiesRemain(tx, { admId, losing: before.roles.filter((r) => !wanted.includes(r)) }),
    );
    await updateVersioned(tx, accounts, accounts.admId, admId, input.version, {}, 'User');
    await tx.delete(accountRoles).where(eq(accountRoles.admId, admId));
    if (wanted.length) await tx.insert(accountRoles).values(wanted.map((roleKey) => ({ admId, roleKey })));
    await audit({
      action: 'users.update-roles',
      entity: 'account',
      entityId: admId,
      before: { roles: before.roles },
      after: { roles: wanted },
    });
  });
  return getUser(ctx.db, admId);
}

/**
 * Nobody gives or takes away a right they do not hold: each role granted or removed must grant only
 * capabilities the caller holds (so a system administrator can neither make anyone an administrator nor
 * demote one). A 400 naming the roles field and, per role, the capabilities the caller lacks: the caller
 * may use the endpoint (a 403 would mean they may not, and the console would show its Unauthorized page).
 */
async function assertMayChangeRoles(tx: Db, ctx: RequestContext, before: string[], wanted: string[]) {
  const changed = [...before.filter((r) => !wanted.includes(r)), ...wanted.filter((r) => !before.includes(r))];
  const beyond = await rolesBeyond(tx, ctx.principal?.capabilities ?? new Set(), changed);
  if (beyond.length) {
    const refused = beyond.map((role) => ({
      name: role.name,
      grant: wanted.includes(role.key),
      lacking: role.lacking,
    }));
    throw refuse(userRefusals, 'role-beyond-caller', { roles: refused });
  }
}

/** The last-holder 409 also names the roles field, so the role editor shows it beside the roles. */
async function lastHolderBesideRoles(check: () => Promise<void>) {
  try {
    await check();
  } catch (error) {
    if (error instanceof Refusal && error.code === userRefusals.code('last-holder')) throw error.beside('roles');
    throw error;
  }
}
