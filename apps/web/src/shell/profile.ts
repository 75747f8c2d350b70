// The signed-in person's profile (GET /api/profile): capability flags that decide routes, menu and
// tabs. Reset when nobody is signed in (spec section 3).
import type { Capability, contract } from '@eco/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, endpointRef } from '../lib/api';
import { useStore } from '../lib/store';
import { heldCapabilities } from './areas';
import { session } from './auth/session';

const profileGet = endpointRef<typeof contract.profile.get>({ method: 'GET', path: '/profile' });

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  // The guard handles failures itself (any error there goes to /authenticationError).
  queryFn: ({ signal }) => api(profileGet, undefined, { global: false, signal }),
  staleTime: 5 * 60_000,
});

export function useProfile() {
  const { status } = useStore(session);
  const query = useQuery({ ...profileQueryOptions, enabled: status !== 'signedOut' });
  return status === 'signedOut' ? undefined : query.data;
}

export function useHeldCapabilities(): ReadonlySet<Capability> {
  const profile = useProfile();
  return useMemo(() => heldCapabilities(profile), [profile]);
}
