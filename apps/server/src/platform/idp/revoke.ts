// Ends everything the embedded provider holds for one account: its sessions (the provider's sign-in
// cookie no longer signs it in), grants, refresh tokens and unredeemed authorization codes, and sign-ins
// in progress. Called in the transaction that blocks, deletes or merges the account, so the next refresh
// fails at once; access tokens already issued are refused by the principal resolver (a closed account
// holds no capability).
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/idp.js';

const t = oidcPayloads;

/** Deletes the account's provider rows (every model that names it, and every row of its grants). */
export async function revokeAccountSessions(tx: Db, admId: string): Promise<number> {
  // Sessions, grants, refresh tokens, codes and access tokens carry `accountId`; an interaction carries
  // its session's, and once the sign-in form succeeded, the result's.
  // Each branch has its index (the accountId expression, grant_id, the model's primary-key prefix).
  const named = sql`(${t.payload}->>'accountId' = ${admId}
    or (${t.model} = 'Interaction' and (${t.payload}->'session'->>'accountId' = ${admId}
        or ${t.payload}->'result'->'login'->>'accountId' = ${admId})))`;
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`
    with grants as (
      select ${t.id} as id from ${t} where ${t.model} = 'Grant' and ${t.payload}->>'accountId' = ${admId}
    )
    delete from ${t}
    where ${named}
       or ${t.grantId} in (select id from grants)
    returning 1 as one`,
  );
  return rows.length;
}
