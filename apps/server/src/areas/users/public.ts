// The Users area's interface for other areas: the last-holder rule. Nobody may remove, block, delete or
// merge away the last live person able to manage users (canViewUsers) or the system (canManageSystemData),
// or the console would be left with nobody able to fix its own access.
import type { Capability } from '@eco/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountRoles, accounts, roles } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/** The capabilities that must always have at least one live holder. */
export const keyCapabilities = ['canViewUsers', 'canManageSystemData'] as const satisfies readonly Capability[];

const keyCapabilityNames: Record<(typeof keyCapabilities)[number], string> = {
  canViewUsers: 'see and manage users and their roles',
  canManageSystemData: 'manage system data',
};

/** Who counts as a holder: an account that can sign in (not deleted, not blocked, not merged away). */
const liveAccount = and(isNull(accounts.deletedAt), eq(accounts.isBlocked, false), isNull(accounts.mergedIntoAdmId));

export interface KeyCapabilityChange {
  admId: string;
  /** 'all' when the account stops counting (block, delete, merge); else the role keys it loses. */
  losing: 'all' | readonly string[];
}

/**
 * Throws a 409 naming the capability when the change would leave no live account holding a key
 * capability. Call it inside the change's transaction BEFORE locking or updating the account's row:
 * it locks the target's and every holder's account row in adm_id order, so two concurrent removals
 * from the last two holders serialise and the second one sees the first (exactly one succeeds).
 */
export async function assertKeyCapabilitiesRemain(tx: Db, change: KeyCapabilityChange): Promise<void> {
  const lost = await keyCapabilitiesLost(tx, change);
  if (!lost.length) return;
  await lockHolders(tx, change.admId, lost);
  for (const capability of lost) {
    if (!(await hasOtherHolder(tx, change.admId, capability))) {
      throw new AppError(
        409,
        'Conflict',
        `This change would leave nobody able to ${keyCapabilityNames[capability]} (${capability}). ` +
          'Give another person a role with it first.',
      );
    }
  }
}

/** The key capabilities the account holds now and would no longer hold after the change. */
async function keyCapabilitiesLost(tx: Db, { admId, losing }: KeyCapabilityChange) {
  const held = await tx
    .select({ roleKey: roles.key, capabilities: roles.capabilities })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.key, accountRoles.roleKey))
    .innerJoin(accounts, eq(accounts.admId, accountRoles.admId))
    .where(and(eq(accountRoles.admId, admId), liveAccount));
  const capsOf = (rows: typeof held) => new Set(rows.flatMap((r) => r.capabilities));
  const before = capsOf(held);
  const after = losing === 'all' ? new Set<string>() : capsOf(held.filter((r) => !losing.includes(r.roleKey)));
  return keyCapabilities.filter((c) => before.has(c) && !after.has(c));
}

const holdersOf = (capabilities: readonly string[]) =>
  sql`select ${accountRoles.admId} from ${accountRoles} join ${roles} on ${roles.key} = ${accountRoles.roleKey}
      where ${roles.capabilities} && array[${sql.join(
        capabilities.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`;

/** Locks the target's and every current holder's row, always in adm_id order so lockers never deadlock. */
async function lockHolders(tx: Db, admId: string, capabilities: readonly string[]) {
  await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(sql`${accounts.admId} = ${admId} or ${accounts.admId} in (${holdersOf(capabilities)})`)
    .orderBy(accounts.admId)
    .for('update');
}

/** A fresh read after the locks (read committed: a new snapshot), so it sees removals committed meanwhile. */
async function hasOtherHolder(tx: Db, admId: string, capability: string) {
  const [row] = await tx
    .select({ admId: accounts.admId })
    .from(accounts)
    .where(and(liveAccount, ne(accounts.admId, admId), sql`${accounts.admId} in (${holdersOf([capability])})`))
    .limit(1);
  return Boolean(row);
}
