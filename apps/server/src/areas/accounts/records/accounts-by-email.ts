// Every account that has had an e-mail address, whatever its state (a deleted or merged account keeps its
// events), for another area that finds a person's history by the address typed (the interaction report).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

/** The admIds of the accounts whose e-mail is this address (compared in lower case). */
export async function accountIdsWithEmail(db: Db, email: string): Promise<string[]> {
  const rows = await queryRows<{ admId: string }>(
    db,
    sql`select adm_id as "admId" from account where lower(email) = ${email.trim().toLowerCase()}`,
  );
  return rows.map((r) => r.admId);
}
