// Turns a list's sortBy/sortDescending into ORDER BY terms, always ending with a unique tie-breaker so
// pages never repeat or skip rows.
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { IdOrder } from './counting.js';

/** A column, or [a group that always runs ascending, the column within it]: a price within its currency. */
export type SortColumn = SQLWrapper | readonly [group: SQLWrapper, column: SQLWrapper];

export function orderOf<K extends string>(
  columns: Record<K, SortColumn>,
  sortBy: K,
  descending: boolean,
  tieBreaker: SQLWrapper,
): SQL[] {
  const entry = columns[sortBy];
  const direction = descending ? desc : asc;
  const [group, column] = Array.isArray(entry) ? entry : [undefined, entry as SQLWrapper];
  // Nulls sort last either way: a blank category or partner is never "the first".
  return [
    ...(group ? [sql`${asc(group)} nulls last`] : []),
    sql`${direction(column)} nulls last`,
    direction(tieBreaker),
  ];
}

/**
 * The order of a list paged by ids (the code lists): `createdAt` is the order rows were made in, their id,
 * which every filter's index ends with; another column sorts by its expression with the id breaking ties.
 */
export function idOrderOf<K extends string>(
  columns: Record<Exclude<K, 'createdAt'>, SQL>,
  sortBy: K,
  descending: boolean,
): IdOrder {
  if (sortBy === 'createdAt') return descending ? 'newest' : 'oldest';
  return { by: columns[sortBy as Exclude<K, 'createdAt'>], descending };
}
