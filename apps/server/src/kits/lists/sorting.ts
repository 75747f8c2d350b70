// Turns a list's sortBy/sortDescending into ORDER BY terms, always ending with a unique tie-breaker so
// pages never repeat or skip rows.
import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export function orderOf<K extends string>(
  columns: Record<K, SQLWrapper>,
  sortBy: K,
  descending: boolean,
  tieBreaker: SQLWrapper,
): SQL[] {
  const column = columns[sortBy];
  const direction = descending ? desc : asc;
  // Nulls sort last either way: a blank category or partner is never "the first".
  return [sql`${direction(column)} nulls last`, direction(tieBreaker)];
}
