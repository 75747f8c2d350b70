// The platform's hourly call budget per API key, kept across every instance: a call is reserved (its
// row inserted) before it is made, under a transaction-scoped advisory lock on the key, so two workers
// counting at once take turns and never both take the last slot. A reserved call counts whether it
// then succeeds or not, as the platform counts it.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

export type Reservation = { ok: true; callId: number } | { ok: false; freeAt: Date };

export async function reserveCall(db: Db, apiKey: string, itemId: number, perHour: number): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`classmarker-budget:${apiKey}`}))`);
    const [window] = await queryRows<{ used: number; oldest: Date | string | null }>(
      tx as Db,
      sql`select count(*)::int as used, min(at) as oldest from question_sync_call
          where api_key = ${apiKey} and at > now() - interval '1 hour'`,
    );
    if ((window?.used ?? 0) >= perHour) {
      // The oldest call in the window leaves it first: a slot frees then.
      const oldest = new Date(window?.oldest ?? Date.now());
      return { ok: false as const, freeAt: new Date(oldest.getTime() + 3600_000 + 1000) };
    }
    const [row] = await queryRows<{ id: number }>(
      tx as Db,
      sql`insert into question_sync_call (api_key, item_id, ok) values (${apiKey}, ${itemId}, true) returning id`,
    );
    return { ok: true as const, callId: row?.id ?? 0 };
  });
}

/** Marks a reserved call as refused or failed by the platform (it still counts against the budget). */
export async function markCallFailed(db: Db, callId: number) {
  await db.execute(sql`update question_sync_call set ok = false where id = ${callId}`);
}

/** Calls made in the last hour, per key. */
export function callsThisHour(db: Db) {
  return queryRows<{ apiKey: string; calls: number; oldest: string }>(
    db,
    sql`select api_key as "apiKey", count(*)::int as calls, min(at) as oldest from question_sync_call
        where at > now() - interval '1 hour' group by api_key order by api_key`,
  );
}
