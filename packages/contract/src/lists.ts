// List query pieces every paged list shares beyond page and pageSize: sorting and optional filters.
import { z } from 'zod';
import { boolParam, intParam } from './common.js';

/** `sortBy` (one of the list's sortable columns) and `sortDescending`, with the list's default order. */
export const sorting = <const C extends readonly [string, ...string[]]>(
  columns: C,
  defaultColumn: C[number],
  defaultDescending = false,
) =>
  z.object({
    sortBy: z.enum(columns).default(defaultColumn as never),
    sortDescending: boolParam.default(defaultDescending),
  });

/** Optional filters as they arrive in a query string: absent means "any". */
export const optionalBool = boolParam.optional();
export const optionalId = intParam.min(1).optional();
export const searchText = z.string().trim().max(200).optional();

/** Deletes may name the version read, so a delete of a record someone just changed is refused (409). */
export const deleteQuery = z.object({ version: intParam.min(1).optional() });
