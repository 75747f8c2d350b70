// A list screen's state: filters, sort, page and page size from the route's typed search params; the
// page of rows from TanStack Query; selection for bulk actions. Spec section 4's list rules: an empty
// page past the first, an invalid response or a failed fetch clears the list and goes back to page 1
// (self-paced students: with the filters cleared); a failed fetch also reaches the error catalogue (the
// API client did that already).
import { keepPreviousData, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { rememberSearch } from '../area-state';
import { pageError } from '../page-error';
import type { AreaKey } from '../route-registry';
import type { Page } from './page';

export interface ListSearchBase {
  page: number;
  pageSize: number;
  sortBy?: string;
  sortDescending?: boolean;
}

export interface ListSpec<S> {
  defaults: S;
  filterKeys: readonly string[];
  pageSizes: number[];
}

export interface UseListOptions<S extends ListSearchBase, T> {
  spec: ListSpec<S>;
  search: S;
  query: (search: S) => UseQueryOptions<Page<T>, Error, Page<T>, readonly unknown[]>;
  /** The area and registry path: the area's tabs come back to this search. */
  area: AreaKey;
  path: string;
  /** Self-paced students (spec section 4): a failed list also clears its filters. */
  clearFiltersOnError?: boolean;
}

export interface ListState<S extends ListSearchBase, T> {
  /** The list's registry path ('/passcodes'): names what is remembered of it (columns, saved filters). */
  path: string;
  search: S;
  rows: T[];
  total: number;
  /** The total is the server's estimate (show 'about'). */
  estimate: boolean;
  /** The first load, or a new page or filter on its way (the previous rows stay meanwhile). */
  loading: boolean;
  failed: boolean;
  pageSizes: number[];
  hasFilters: boolean;
  filters: Partial<S>;
  setFilters: (patch: Partial<S>) => void;
  clearFilters: () => void;
  setPage: (page: number, pageSize?: number) => void;
  setSort: (sortBy: string, descending: boolean) => void;
  /** Replaces the filters, sort and page size by `params` (a saved filter), from page 1. */
  applySearch: (params: Record<string, unknown>) => void;
  /** Ticked rows, kept across pages and sorts until the filters change. */
  selected: T[];
  setSelected: (rows: T[]) => void;
  /** Every row matching the filters is selected, not only the ticked ones ('Select all N matching'). */
  allMatching: boolean;
  setAllMatching: (on: boolean) => void;
  refetch: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function pickFilters<S>(spec: ListSpec<S>, search: S): Partial<S> {
  const out: Partial<S> = {};
  for (const key of spec.filterKeys) (out as Record<string, unknown>)[key] = (search as Record<string, unknown>)[key];
  return out;
}

/** Applied filters differ from the empty defaults (spec section 4). */
export function hasFilters<S>(spec: ListSpec<S>, search: S): boolean {
  return spec.filterKeys.some(
    (key) => !same((search as Record<string, unknown>)[key], (spec.defaults as Record<string, unknown>)[key]),
  );
}

export function useList<S extends ListSearchBase, T>(options: UseListOptions<S, T>): ListState<S, T> {
  const { spec, search, area, path } = options;
  const navigate = useNavigate();
  const query = useQuery({ ...options.query(search), placeholderData: keepPreviousData, retryOnMount: false });
  const [selected, setSelected] = useState<T[]>([]);
  const [allMatching, setAllMatching] = useState(false);

  const go = (next: (prev: S) => S, replace = false) =>
    void navigate({ to: '.', search: ((prev: S) => next(prev)) as never, replace });

  useEffect(() => rememberSearch(area, path, search as Record<string, unknown>), [area, path, search]);

  // Other filters start with nothing selected; another page or sort keeps the ticked rows (the bar says
  // how many), so a selection can be made over several pages.
  const filterKey = JSON.stringify(pickFilters(spec, search));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filters change.
  useEffect(() => {
    setSelected([]);
    setAllMatching(false);
  }, [filterKey]);

  const failed = query.isError && !query.isFetching;
  const emptyPastFirst =
    !query.isPlaceholderData && !query.isFetching && query.data?.results.length === 0 && search.page > 1;
  const resetTo = useMemo(() => {
    if (!failed && !emptyPastFirst) return null;
    const patch: Partial<S> = { page: 1 } as Partial<S>;
    if (failed && options.clearFiltersOnError) Object.assign(patch, pickFilters(spec, spec.defaults));
    return patch;
  }, [failed, emptyPastFirst, options.clearFiltersOnError, spec]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once per failure.
  useEffect(() => {
    // When the error catalogue replaced the page (not found, unauthorized, network), leave the address.
    if (!resetTo || pageError.get() !== 'none') return;
    const changes = Object.entries(resetTo).some(([k, v]) => !same((search as Record<string, unknown>)[k], v));
    if (changes) go((prev) => ({ ...prev, ...resetTo }), true);
  }, [resetTo]);

  const data = failed ? undefined : query.data;
  return {
    path,
    search,
    rows: data?.results ?? [],
    total: data?.totalRowCount ?? 0,
    estimate: data?.totalRowCountIsEstimate === true,
    loading: query.isFetching || query.isPending,
    failed,
    pageSizes: spec.pageSizes,
    hasFilters: hasFilters(spec, search),
    filters: pickFilters(spec, search),
    setFilters: (patch) => go((prev) => ({ ...prev, ...patch, page: 1 })),
    clearFilters: () => go((prev) => ({ ...prev, ...pickFilters(spec, spec.defaults), page: 1 })),
    setPage: (page, pageSize) =>
      go((prev) => ({
        ...prev,
        page: pageSize && pageSize !== prev.pageSize ? 1 : page,
        pageSize: pageSize ?? prev.pageSize,
      })),
    setSort: (sortBy, descending) => go((prev) => ({ ...prev, sortBy, sortDescending: descending, page: 1 })),
    applySearch: (params) => go((prev) => ({ ...prev, ...spec.defaults, ...params, page: 1 })),
    selected,
    setSelected: (rows) => {
      setSelected(rows);
      setAllMatching(false);
    },
    allMatching,
    setAllMatching,
    refetch: () => void query.refetch(),
  };
}
