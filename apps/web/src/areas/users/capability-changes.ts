// What a change of roles does to a person: the capabilities they gain and lose, computed from the roles'
// definitions (GET /users/roles), in the contract's order so related capabilities sit together.
import { type Capability, capabilities, type Role } from '@eco/contract';

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

/** The capabilities that must always keep a live holder (the server's last-holder rule). */
export const keyCapabilities: readonly Capability[] = ['canViewUsers', 'canManageSystemData'];
