// Every account that has had an e-mail address, whatever its state (a deleted or merged account keeps its
// events), for another area that finds a person's history by the address typed (the interaction report).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { likeContains } from '../../../kits/search/text-match.js';

/** The admIds of the accounts whose e-mail is this address (compared in lower case). */
export async function accountIdsWithEmail(db: Db, email: string): Promise<string[]> {
  const rows = await queryRows<{ admId: string }>(
    db,
    sql`select adm_id as "admId" from account where lower(email) = ${email.trim().toLowerCase()}`,
  );
  return rows.map((r) => r.admId);
}

/**
 * At most `limit` accounts (any state) whose e-mail contains this text (case-insensitive), with their
 * addresses: the account_email_trgm index serves it from three characters on.
 */
export async function accountsWithEmailContaining(
  db: Db,
  text: string,
  limit: number,
): Promise<{ admId: string; email: string }[]> {
  return queryRows<{ admId: string; email: string }>(
    db,
    sql`select adm_id as "admId", lower(email) as email from account
        where lower(email) like ${likeContains(text.trim())} limit ${limit}`,
  );
}
