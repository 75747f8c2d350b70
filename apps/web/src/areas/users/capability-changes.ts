// What a change of roles does to a person: the capabilities they gain and lose, computed from the roles'
// definitions (GET /users/roles), in the contract's order so related capabilities sit together.
import { type Capability, capabilities, keyCapabilities, type Role } from '@eco/contract';

export function capabilitiesOf(roleKeys: readonly string[], roles: readonly Role[]): Set<Capability> {
  return new Set(roles.filter((r) => roleKeys.includes(r.key)).flatMap((r) => r.capabilities));
}

export interface CapabilityChanges {
  gains: Capability[];
  losses: Capability[];
  /** Held before and after (some may move from one role to another). */
  kept: Capability[];
}

export function capabilityChanges(
  before: readonly string[],
  after: readonly string[],
  roles: readonly Role[],
): CapabilityChanges {
  const had = capabilitiesOf(before, roles);
  const has = capabilitiesOf(after, roles);
  return {
    gains: capabilities.filter((c) => has.has(c) && !had.has(c)),
    losses: capabilities.filter((c) => had.has(c) && !has.has(c)),
    kept: capabilities.filter((c) => had.has(c) && has.has(c)),
  };
}

/** Whether a capability must always keep a live holder (the contract's list: the server's last-holder rule). */
export const isKeyCapability = (c: Capability): boolean => (keyCapabilities as readonly Capability[]).includes(c);

/** Whether the capabilities held include every capability of the console (what an administrator holds). */
export const holdsEvery = (held: ReadonlySet<Capability>) => capabilities.every((c) => held.has(c));

/** The roles that grant every capability by themselves (Administrator). */
export const everythingRoles = (roles: readonly Role[]) => roles.filter((r) => holdsEvery(new Set(r.capabilities)));

/**
 * Why the signed-in person may neither grant nor remove a role (the server's rule: only someone holding
 * every capability a role grants may give or take it), in one line under the role: how many of its
 * capabilities they lack (the server's refusal names them; a list under each role made the editor a
 * wall of names); undefined when they may.
 */
export function lockedRoleReason(role: Role, held: ReadonlySet<Capability>): string | undefined {
  const lacking = capabilities.filter((c) => role.capabilities.includes(c) && !held.has(c));
  if (!lacking.length) return undefined;
  const what =
    lacking.length === 1
      ? `a capability you do not hold (${lacking[0]})`
      : `${lacking.length} capabilities you do not hold`;
  return `Locked: it grants ${what}.`;
}
