// A paged list response ({ results, totalRowCount }) and the query options every list screen builds
// on: the response is checked, because spec section 4 treats an invalid response like a failed one.
import type { Endpoint, RequestOf, ResponseOf } from '@eco/contract';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type ApiRequest, api } from '../api';

export interface Page<T> {
  results: T[];
  totalRowCount: number;
  page?: number;
  /** Large lists (codes) count exactly up to a limit and estimate beyond it. */
  totalRowCountIsEstimate?: boolean;
}

/** The server answered, but not with a page of rows. */
export class InvalidListResponse extends Error {
  constructor() {
    super('The list response was not a page of rows.');
    this.name = 'InvalidListResponse';
  }
}

export function checkPage<T>(value: unknown): Page<T> {
  const page = value as Partial<Page<T>> | null | undefined;
  if (!page || !Array.isArray(page.results) || typeof page.totalRowCount !== 'number' || page.totalRowCount < 0) {
    throw new InvalidListResponse();
  }
  return page as Page<T>;
}

type RowOf<E extends Endpoint> = ResponseOf<E> extends Page<infer T> ? T : never;

/**
 * Query options for one page of a list endpoint; the key is `[...key, query]`, so a mutation invalidates
 * the whole area with `key`'s first element.
 */
export function listQueryOptions<E extends Endpoint>(key: QueryKey, endpoint: E, query: RequestOf<E>['query']) {
  return queryOptions({
    queryKey: [...key, query] as readonly unknown[],
    queryFn: async ({ signal }) =>
      checkPage<RowOf<E>>(await api(endpoint, { query } as unknown as ApiRequest<E>, { signal })),
  });
}
