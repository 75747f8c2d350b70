// The signed-in person's profile (GET /api/profile): capability flags that decide routes, menu and
// tabs. Reset when nobody is signed in (spec section 3).
import type { Capability, contract } from '@eco/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, endpointRef } from '../lib/api';
import { person } from '../lib/person';
import { queryClient } from '../lib/query-client';
import { useStore } from '../lib/store';
import { heldCapabilities } from './areas';
import { session } from './auth/session';

const profileGet = endpointRef<typeof contract.profile.get>({ method: 'GET', path: '/profile' });

/**
 * One person's profile, keyed by their subject: another person signing in gets their own. Capabilities
 * hold for the life of the page: a known profile is never dropped from the cache (no gcTime), and a
 * failed refresh (offline, 429, 503, a timeout) keeps it, as TanStack Query keeps data on a failed
 * refetch; only signing out (session.ts) removes it.
 */
export function profileQueryOptions(sub: string) {
  return queryOptions({
    queryKey: ['profile', sub],
    // The guard handles failures itself (any error there goes to /authenticationError).
    queryFn: ({ signal }) => api(profileGet, undefined, { global: false, signal }),
    staleTime: 5 * 60_000,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Reads the signed-in person's profile again, now: after they changed their own roles, or were refused
 * something the profile said they could do. Menus, guards and the page states follow the answer at
 * once; a failed read keeps the profile as it was (undefined is returned).
 */
export async function refreshProfile() {
  const sub = person.get();
  if (!sub) return undefined;
  return queryClient.fetchQuery({ ...profileQueryOptions(sub), staleTime: 0 }).catch(() => undefined);
}

/** The signed-in person's profile; undefined while nobody is signed in. */
export function useProfile() {
  const { identity } = useStore(session);
  const query = useQuery({ ...profileQueryOptions(identity?.sub ?? ''), enabled: identity !== null });
  return identity ? query.data : undefined;
}

export function useHeldCapabilities(): ReadonlySet<Capability> {
  const profile = useProfile();
  return useMemo(() => heldCapabilities(profile), [profile]);
}
