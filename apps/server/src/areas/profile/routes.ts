// GET /profile: the caller's account and every capability flag of the specification; and the caller's
// saved filters of a list.
import { capabilities, type contract, type UserProfile } from '@eco/contract';
import type { Principal } from '../../platform/principal.js';
import type { Handlers } from '../../platform/register-area.js';
import { deleteSavedFilter, listSavedFilters, saveFilter } from './saved-filters.js';

function profileOf(principal: Principal | null): UserProfile {
  const account = principal?.account ?? null;
  const flags = Object.fromEntries(capabilities.map((c) => [c, principal?.capabilities.has(c) ?? false]));
  return {
    admId: account?.admId ?? null,
    email: account?.email ?? null,
    firstName: account?.firstName ?? null,
    lastName: account?.lastName ?? null,
    ...flags,
  } as UserProfile;
}

// The resolver hands out one Principal per caller for a few seconds, and a new one once their roles
// change: the profile is built once per Principal, not per request (some 80 flags each time).
const profiles = new WeakMap<Principal, UserProfile>();

export const profileHandlers = {
  get: ({ ctx }) => {
    const principal = ctx.principal;
    if (!principal) return profileOf(null);
    let profile = profiles.get(principal);
    if (!profile) {
      profile = profileOf(principal);
      profiles.set(principal, profile);
    }
    return profile;
  },
  savedFilters: ({ ctx, query }) => listSavedFilters(ctx, query.list),
  saveFilter: ({ ctx, body }) => saveFilter(ctx, body),
  deleteSavedFilter: async ({ ctx, params }) => {
    await deleteSavedFilter(ctx, params.id);
    return undefined;
  },
} satisfies Handlers<typeof contract.profile>;
