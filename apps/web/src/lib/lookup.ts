// Lookup-info calls (choices for filters and forms) are read once per session and shared by every
// screen that needs them (staleTime Infinity); a change to the catalogue made here refreshes them.
import type { Endpoint, ResponseOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRequest, api } from './api';
import { queryClient } from './query-client';

export const LOOKUP_KEY = 'lookup';

export function lookupQueryOptions<E extends Endpoint>(name: string, endpoint: E) {
  return queryOptions({
    queryKey: [LOOKUP_KEY, name],
    queryFn: ({ signal }) => api(endpoint, undefined as unknown as ApiRequest<E>, { signal }) as Promise<ResponseOf<E>>,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change to what lookups list (a course, a category, a partner...): read them again when next used. */
export function invalidateLookups(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [LOOKUP_KEY] });
}
