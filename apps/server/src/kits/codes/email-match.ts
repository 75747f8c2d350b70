// E-mail filters of code lists. Every code e-mail is also kept once in code_email, a small dictionary
// with a trigram index: a "contains" filter looks the matching addresses up there, then finds the codes
// by equality, instead of a pattern scan of a million codes.
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { codeEmails } from '../../db/schema/index.js';
import { likeContains, textMatch } from '../search/text-match.js';
import { findContaining, type TrigramSource } from '../search/trigrams.js';

// Addresses are stored alphabetically, often: sampled row by row.
const codeEmailText: TrigramSource = { table: codeEmails, text: sql`${codeEmails.email}`, sampling: 'bernoulli' };

/**
 * The exactMatch rule for e-mail columns of codes. Exact: equality on lower(column), which a btree
 * serves. Contains: the matching addresses from code_email, then equality; a fragment matching over
 * 1,000 addresses, or made only of the commonest trigrams, is matched as a pattern on the code table.
 */
export async function emailMatch(db: Db, column: SQLWrapper, value: string, exact: boolean): Promise<SQL> {
  if (exact) return textMatch(column, value, true);
  const matches = await findContaining(db, codeEmailText, value, (where, limit) =>
    db.select({ email: codeEmails.email }).from(codeEmails).where(where).limit(limit),
  );
  if (matches === undefined) return sql`lower(${column}) like ${likeContains(value)}`;
  if (matches.length === 0) return sql`false`;
  return inArray(
    sql`lower(${column})`,
    matches.map((m) => m.email),
  );
}
