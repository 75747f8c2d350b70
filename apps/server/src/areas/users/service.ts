// Users: search staff accounts, read one with its roles, and replace its roles (versioned, audited).
import {
  type Capability,
  capabilityDescriptions,
  type UserDetail,
  type UserSummary,
  type userListQuery,
  userRefusals,
  type userSortColumns,
} from '@eco/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { accountRoles, accounts, roles } from '../../db/schema/index.js';
import { countRows, estimateRows } from '../../kits/lists/counting.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { likeContains } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { invalid, notFound, Refusal, refuse } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import {
  accountKeysStartWith,
  accountSearchByEmail,
  accountSearchKeys,
  accountTextContains,
  liveAccount,
} from '../accounts/public.js';
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

/** The summary's columns as the contract names them, for a statement of its own. */
const summarySql = sql.join(
  Object.entries(summaryColumns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
  sql`, `,
);

/** One page of the people `where` picks, by e-mail: the users list's and a capability's holders'. */
const peoplePage = (db: Db, where: SQL | undefined, request: PageRequest) =>
  db
    .select(summaryColumns)
    .from(accounts)
    .where(where)
    .orderBy(asc(sql`lower(${accounts.email})`))
    .limit(request.pageSize)
    .offset(offsetOf(request));

/** Holds any role: the staff the Users list shows by default (account_role's key leads with adm_id). */
const holdsAnyRole = sql`exists (select 1 from ${accountRoles} sr where sr.adm_id = "account"."adm_id")`;
const roleCount = sql`(select count(*) from ${accountRoles} rc where rc.adm_id = "account"."adm_id")`;

/**
 * Each order as the Accounts search's indexes hold their keys (account_search_email, account_search_last_name:
 * lower(...) collate "C", then the e-mail key, then the id), so a page of every account is an index walk.
 * By roles: among staff only, a few thousand rows on the bench, sorted as read.
 */
const userOrders = {
  email: [accountSearchKeys.email],
  name: [accountSearchKeys.lastName, accountSearchKeys.email],
  roles: [roleCount, accountSearchKeys.email],
} satisfies Record<(typeof userSortColumns)[number], SQL[]>;

type UserListQuery = z.output<typeof userListQuery>;

/**
 * A search of every account matching at most this many (the planner's estimate) reads its matches first,
 * through the search's indexes, and sorts them; left to itself the planner walks the order's index and
 * filters each row, expecting the matches spread through it: "kofi.okafor" read a million index entries
 * (1.4 s) for 53 matches on the bench. A search matching more finds a page soonest by that walk. The
 * Accounts list draws the same line (account-list.ts, TRIGRAM_READ_MAX).
 */
const MATCHES_READ_FIRST_MAX = 40_000;

/**
 * One page of the users `where` picks and their count (exact up to a thousand, else the planner's estimate:
 * every account is a million on the bench). Staff are found from account_role (a thousand on the bench),
 * whatever the search; `readMatchesFirst` reads a search's matches before sorting them (see above).
 */
async function usersPage(db: Db, where: SQL | undefined, q: UserListQuery, readMatchesFirst = false) {
  const dir = q.sortDescending ? sql`desc` : sql`asc`;
  const [first, ...ties] = [...userOrders[q.sortBy], accounts.id];
  // Most roles first, each count's people still A to Z: only the roles order keeps its ties ascending.
  const tieDir = q.sortBy === 'roles' ? sql`asc` : dir;
  const order = [sql`${first} ${dir}`, ...ties.map((key) => sql`${key} ${tieDir}`)];
  const from = readMatchesFirst
    ? sql`(with matches as materialized (select * from ${accounts} where ${where}) select * from matches) as ${accounts}`
    : sql`${accounts}`;
  const [results, counted] = await Promise.all([
    queryRows<UserSummary>(
      db,
      sql`select ${summarySql} from ${from}${readMatchesFirst || !where ? sql`` : sql` where ${where}`}
          order by ${sql.join(order, sql`, `)} limit ${q.pageSize} offset ${offsetOf(q)}`,
    ),
    countRows(db, accounts, where),
  ]);
  return { results, ...counted, page: q.page };
}

/**
 * Every account a search starts a key of, in e-mail order: the Accounts search's own page (each key's
 * index range read up to the page's end), so a broad start ("learner", 200,000 on the bench) is not a
 * walk of the whole e-mail index (384,000 rows, 0.6 s) to its first match.
 */
async function everyoneByEmail(db: Db, q: UserListQuery) {
  const search = accountSearchByEmail(q.search ?? '', {
    pageSize: q.pageSize,
    offset: offsetOf(q),
    descending: q.sortDescending,
  });
  if (!search) return undefined;
  const dir = q.sortDescending ? sql`desc` : sql`asc`;
  const [results, counted] = await Promise.all([
    queryRows<UserSummary>(
      db,
      sql`select ${summarySql} from ${search.hit} join ${accounts} on ${accounts.id} = hit.id
          order by hit.k ${dir}, hit.id ${dir}`,
    ),
    search.count(db),
  ]);
  return { results, ...counted, page: q.page };
}

/**
 * The Users list: staff (anyone holding a role) unless asked for everyone, searched as the Accounts list
 * searches (the start of an e-mail, name, last name or domain; "contains" when nothing starts with it).
 */
export async function listUsers(db: Db, q: UserListQuery) {
  // Every learner has no role: sorting a million accounts by their roles is a sort of the whole table.
  if (q.sortBy === 'roles' && !q.staffOnly) throw invalid('sortBy', 'Sorting by roles lists staff only');
  const filters = [
    live,
    q.staffOnly ? holdsAnyRole : undefined,
    q.email ? sql`lower(${accounts.email}) like ${likeContains(q.email)}` : undefined,
    q.role
      ? sql`exists (select 1 from ${accountRoles} fr where fr.adm_id = "account"."adm_id" and fr.role_key = ${q.role})`
      : undefined,
  ];
  if (!q.search) return usersPage(db, and(...filters), q);
  const searched = async (match: SQL | undefined) => {
    const where = and(...filters, match);
    const few = !q.staffOnly && !q.role && (await estimateRows(db, accounts, where)) <= MATCHES_READ_FIRST_MAX;
    return usersPage(db, where, q, few);
  };
  const starts = accountKeysStartWith(q.search);
  if (starts) {
    const broad = !q.staffOnly && !q.role && !q.email && q.sortBy === 'email';
    const found = broad ? await everyoneByEmail(db, q) : await searched(starts);
    if (found && found.totalRowCount > 0) return found;
  }
  return searched(accountTextContains(q.search));
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
