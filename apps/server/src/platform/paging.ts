// Paged list helpers: 1-based page and pageSize in, { results, totalRowCount, page } out.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A text filter with the specification's exactMatch: equal (case-insensitively) when exact, else
 * contains, which the trigram indexes on lower(column) serve.
 */
export function textMatch(column: SQLWrapper, value: string, exact: boolean): SQL {
  return exact ? sql`lower(${column}) = ${value.toLowerCase()}` : sql`lower(${column}) like ${likeContains(value)}`;
}
