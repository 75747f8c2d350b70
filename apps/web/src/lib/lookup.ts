// Lookup-info calls (choices for filters and forms) are read once per session and shared by every
// screen that needs them (staleTime Infinity); a change to the catalogue made here refreshes them.
// Courses, online courses, trainers and products as choices are the pickers' (lib/pickers/choices.ts).
import type { Endpoint, ResponseOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { type ApiRequest, api } from './api';
import { codeAndName } from './format';
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

/** An item of a lookup-info list: what a choice stores, what it shows, and whether it is in use. */
export interface LookupItem<V> {
  value: V;
  displayName: string;
  isActive: boolean;
}

/**
 * A lookup's items as the choices of a filter or field: inactive items muted (they still name what old
 * records hold), or left out where only active ones may be picked (a new code).
 */
export function lookupChoices<V>(items: readonly LookupItem<V>[] | undefined, options: { activeOnly?: boolean } = {}) {
  return (items ?? [])
    .filter((item) => !options.activeOnly || item.isActive)
    .map((item) => ({ value: item.value, label: item.displayName, inactive: !item.isActive }));
}

/** Countries or currencies as choices: the code stores, "code — name" shows. */
export function codeChoices(items: readonly { code: string; name: string }[] | undefined) {
  return (items ?? []).map((c) => ({ value: c.code, label: codeAndName(c.code, c.name) }));
}

/** Partners as choices, inactive ones muted. */
export function partnerChoices(items: readonly { id: number; name: string; isActive: boolean }[] | undefined) {
  return (items ?? []).map((p) => ({ value: p.id, label: p.name, inactive: !p.isActive }));
}
