// Text filters with the specification's exactMatch: equal (case-insensitively) when exact, else
// "contains", which the trigram indexes serve.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A LIKE pattern for "starts with", lowercased (wildcards in the text mean themselves). */
export const likeStart = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** exactMatch on lower(column): equality, or LIKE, which the trigram indexes on lower(column) serve. */
export function textMatch(column: SQLWrapper, value: string, exact: boolean): SQL {
  return exact ? sql`lower(${column}) = ${value.toLowerCase()}` : sql`lower(${column}) like ${likeContains(value)}`;
}

/** A LIKE pattern for "contains" on a column stored in capitals (codes, suffixes). */
const upperContains = (text: string) => `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * exactMatch for columns stored in capitals (code values, suffixes): exact is plain equality (the unique
 * or btree index), contains is LIKE (the trigram index on the column).
 */
export const upperMatch = (column: SQLWrapper, value: string, exact: boolean): SQL =>
  exact ? sql`${column} = ${value.toUpperCase()}` : sql`${column} like ${upperContains(value)}`;
