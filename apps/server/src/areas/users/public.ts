// The Users area's interface for other areas: the names of the roles an account holds, and its two rules
// of roles.
// - The last-holder rule. Nobody may remove, block, delete or merge away the last live person able to
//   manage users (canViewUsers) or the system (canManageSystemData), nor the last live administrator (a
//   person holding every capability, which only the administrator role grants): the console would be
//   left with nobody able to fix its own access, or to grant any right.
// - Nobody gives or takes away a right they do not hold: a role is granted or removed (by a role change,
//   or moved by a merge) only by someone holding every capability it grants.
import {
  type Capability,
  capabilities,
  type KeyCapability,
  keyCapabilities,
  lackingText,
  userRefusals,
} from '@eco/contract';
import { and, asc, eq, inArray, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountRoles, accounts, roles } from '../../db/schema/index.js';
import { refuse } from '../../platform/errors.js';
import { accountMaySignIn } from '../accounts/public.js';

/** The names of the roles an account holds, alphabetically (an account's page shows them). */
export async function roleNamesOf(db: Db, admId: string): Promise<string[]> {
  const held = await db
    .select({ name: roles.name })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.key, accountRoles.roleKey))
    .where(eq(accountRoles.admId, admId))
    .orderBy(asc(roles.name));
  return held.map((r) => r.name);
}

/** What must keep a live holder: each key capability (contract), and every capability at once (an administrator). */
type Requirement = KeyCapability | 'everyCapability';

/** Who counts as a holder: an account that may sign in (not deleted, not blocked, not merged away). */
const holderAccount = accountMaySignIn();

export interface KeyCapabilityChange {
  admId: string;
  /** 'all' when the account stops counting (block, delete, merge); else the role keys it loses. */
  losing: 'all' | readonly string[];
}

/**
 * Refuses (users.last-holder, 409) naming what would be lost when the change would leave no live account
 * holding a key capability, or none holding every capability (the last administrator). Call it inside the
 * change's transaction BEFORE locking or updating the account's row: it locks the target's and every
 * holder's account row in adm_id order, so two concurrent removals from the last two holders serialise
 * and the second one sees the first (exactly one succeeds).
 */
export async function assertKeyCapabilitiesRemain(tx: Db, change: KeyCapabilityChange): Promise<void> {
  const lost = await requirementsLost(tx, change);
  if (!lost.length) return;
  await lockHolders(tx, change.admId, lost);
  const alone: Requirement[] = [];
  for (const requirement of lost) if (!(await hasOtherHolder(tx, change.admId, requirement))) alone.push(requirement);
  if (!alone.length) return;
  throw refuse(userRefusals, 'last-holder', {
    administrator: alone.includes('everyCapability') ? { roles: await administratorRoles(tx) } : null,
    capabilities: alone.filter((r): r is KeyCapability => r !== 'everyCapability'),
  });
}

/** The roles that make someone an administrator (grant every capability), by name: what to give first. */
async function administratorRoles(tx: Db) {
  const granting = await tx
    .select({ name: roles.name })
    .from(roles)
    .where(sql`${roles.capabilities} @> ${everyCapability}`)
    .orderBy(roles.name);
  return granting.map((r) => r.name);
}

/** What the account fulfils now and would no longer fulfil after the change. */
async function requirementsLost(tx: Db, { admId, losing }: KeyCapabilityChange): Promise<Requirement[]> {
  const held = await tx
    .select({ roleKey: roles.key, capabilities: roles.capabilities })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.key, accountRoles.roleKey))
    .innerJoin(accounts, eq(accounts.admId, accountRoles.admId))
    .where(and(eq(accountRoles.admId, admId), holderAccount));
  const capsOf = (rows: typeof held) => new Set(rows.flatMap((r) => r.capabilities));
  const before = capsOf(held);
  const after = losing === 'all' ? new Set<string>() : capsOf(held.filter((r) => !losing.includes(r.roleKey)));
  const holdsEvery = (caps: Set<string>) => capabilities.every((c) => caps.has(c));
  const lost: Requirement[] = holdsEvery(before) && !holdsEvery(after) ? ['everyCapability'] : [];
  return [...lost, ...keyCapabilities.filter((c) => before.has(c) && !after.has(c))];
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/** Every capability of the contract, as a text array. */
const everyCapability = textArray(capabilities);

/** The accounts (live or not) that fulfil one requirement through their roles. */
const holdersOf = (requirement: Requirement): SQL =>
  requirement === 'everyCapability'
    ? sql`select ar.adm_id from ${accountRoles} ar join ${roles} r on r.key = ar.role_key
          cross join lateral unnest(r.capabilities) as c(cap)
          group by ar.adm_id having array_agg(c.cap) @> ${everyCapability}`
    : sql`select ${accountRoles.admId} from ${accountRoles} join ${roles} on ${roles.key} = ${accountRoles.roleKey}
          where ${requirement} = any(${roles.capabilities})`;

/** Locks the target's and every current holder's row, always in adm_id order so lockers never deadlock. */
async function lockHolders(tx: Db, admId: string, lost: readonly Requirement[]) {
  await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(
      sql`${accounts.admId} = ${admId} or ${sql.join(
        lost.map((r) => sql`${accounts.admId} in (${holdersOf(r)})`),
        sql` or `,
      )}`,
    )
    .orderBy(accounts.admId)
    .for('update');
}

/** A fresh read after the locks (read committed: a new snapshot), so it sees removals committed meanwhile. */
async function hasOtherHolder(tx: Db, admId: string, requirement: Requirement) {
  const [row] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(and(holderAccount, ne(accounts.admId, admId), sql`${accounts.admId} in (${holdersOf(requirement)})`))
    .limit(1);
  return Boolean(row);
}

/** A role the caller may not give or take away: its name and the capabilities of it they lack. */
export interface RoleBeyond {
  key: string;
  name: string;
  /** In the contract's order. */
  lacking: Capability[];
}

/** Of `roleKeys`, the roles granting a capability `held` lacks, by name. */
export async function rolesBeyond(
  tx: Db,
  held: ReadonlySet<string>,
  roleKeys: readonly string[],
): Promise<RoleBeyond[]> {
  if (!roleKeys.length) return [];
  const definitions = await tx
    .select({ key: roles.key, name: roles.name, capabilities: roles.capabilities })
    .from(roles)
    .where(inArray(roles.key, [...roleKeys]))
    .orderBy(roles.name);
  return definitions.flatMap(({ key, name, capabilities: granted }) => {
    const lacking = capabilities.filter((c) => granted.includes(c) && !held.has(c));
    return lacking.length ? [{ key, name, lacking }] : [];
  });
}

/**
 * Why the caller may not merge these accounts because of their roles: a merge gives the destination the
 * source's roles, so it must not grant a right the one merging lacks (a support person merging an
 * administrator's account into their own would become an administrator). Empty when it may.
 */
export async function mergeRoleRefusals(
  tx: Db,
  held: ReadonlySet<string>,
  source: { admId: string },
  destination: { admId: string; email: string },
): Promise<string[]> {
  const kept = tx
    .select({ key: accountRoles.roleKey })
    .from(accountRoles)
    .where(eq(accountRoles.admId, destination.admId));
  const gained = await tx
    .select({ key: accountRoles.roleKey })
    .from(accountRoles)
    .where(and(eq(accountRoles.admId, source.admId), notInArray(accountRoles.roleKey, kept)));
  const beyond = await rolesBeyond(
    tx,
    held,
    gained.map((r) => r.key),
  );
  return beyond.map(
    (r) =>
      `Merging would give ${destination.email} the ${r.name} role, which grants ${lackingText(r.lacking)}: ` +
      'only someone holding every capability of a role may pass it on.',
  );
}
