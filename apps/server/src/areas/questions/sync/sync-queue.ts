// The sync queue as the console shows it: counts by state, the items (newest first) with an ETA under
// the hourly budget, the last error and the calls used this hour per key; and the retry of a failed item.
//
// The ETA assumes one call per item (a category or question whose parent is not on the platform yet
// takes one more): the items due first are sent while the budget lasts this hour, the next ones as the
// hour's calls leave the window, `budget` of them per hour after that.
import type { SyncItem, SyncQueue } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import type { RequestContext } from '../../../platform/context.js';
import { conflict, notFound } from '../../../platform/errors.js';
import { callsThisHour } from './budget.js';

const HOUR_MS = 3600_000;

const itemColumns = sql`i.id, i.kind, i.entity_id as "entityId", i.revision_id as "revisionId", i.state, i.attempts,
  i.next_attempt_at as "nextAttemptAt", i.last_error as "lastError", i.sent_at as "sentAt", i.version,
  coalesce(
    case i.kind
      when 'category' then (select p.name || ' › ' || c.name from classmarker_category c
        join classmarker_parent_category p on p.id = c.parent_category_id where c.id = i.entity_id)
      when 'parent-category' then (select p.name from classmarker_parent_category p where p.id = i.entity_id)
      else (select left(r.prompt_text, 120) from question q join question_revision r
        on r.id = coalesce(i.revision_id, q.current_revision_id) where q.id = i.entity_id)
    end, '') as label`;

type Row = Omit<SyncItem, 'eta' | 'nextAttemptAt' | 'sentAt'> & {
  nextAttemptAt: Date | string;
  sentAt: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const mask = (key: string) => (key.length <= 4 ? key : `…${key.slice(-4)}`);

/** When the n-th due item (0-based, in sending order) should go, given what the budget has left. */
function etaOf(position: number, dueAt: Date, now: number, left: number, perHour: number, oldest: number | null) {
  if (position < left) return new Date(Math.max(now, dueAt.getTime()));
  const hoursLater = Math.floor((position - left) / perHour);
  const windowEnds = (oldest ?? now) + HOUR_MS;
  return new Date(Math.max(dueAt.getTime(), windowEnds + hoursLater * HOUR_MS));
}

export async function readSyncQueue(
  db: Db,
  query: { page: number; pageSize: number; state?: SyncItem['state'] | undefined },
  perHour: number,
  apiKey: string,
): Promise<SyncQueue> {
  const now = Date.now();
  const [counts] = await queryRows<SyncQueue['counts']>(
    db,
    sql`select count(*) filter (where state = 'Waiting')::int as "Waiting",
          count(*) filter (where state = 'Sending')::int as "Sending",
          count(*) filter (where state = 'Sent')::int as "Sent",
          count(*) filter (where state = 'Failed')::int as "Failed" from question_sync_item`,
  );
  const calls = await callsThisHour(db);
  const mine = calls.find((c) => c.apiKey === apiKey);
  const left = Math.max(0, perHour - (mine?.calls ?? 0));
  const oldest = mine ? new Date(mine.oldest).getTime() : null;
  // The sending order of what is still to go, for the ETAs.
  const pending = await queryRows<{ id: number; nextAttemptAt: Date | string }>(
    db,
    sql`select id, next_attempt_at as "nextAttemptAt" from question_sync_item
        where state in ('Waiting', 'Sending') order by next_attempt_at, id`,
  );
  const etas = new Map(
    pending.map((p, i) => [p.id, etaOf(i, new Date(p.nextAttemptAt), now, left, perHour, oldest).toISOString()]),
  );
  const filter = query.state ? sql`where i.state = ${query.state}` : sql``;
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from question_sync_item i ${filter}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select ${itemColumns} from question_sync_item i ${filter} order by i.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [lastError] = await queryRows<{ lastError: string }>(
    db,
    sql`select last_error as "lastError" from question_sync_item where last_error is not null order by updated_at desc limit 1`,
  );
  const last = pending.at(-1);
  return {
    counts: counts ?? { Waiting: 0, Sending: 0, Sent: 0, Failed: 0 },
    budgetPerHour: perHour,
    callsThisHour: calls.map((c) => ({ apiKey: mask(c.apiKey), calls: c.calls })),
    eta: last ? (etas.get(last.id) ?? null) : null,
    lastError: lastError?.lastError ?? null,
    page: query.page,
    totalRowCount: total?.n ?? 0,
    results: rows.map((r) => ({
      ...r,
      nextAttemptAt: iso(r.nextAttemptAt) as string,
      sentAt: iso(r.sentAt),
      eta: etas.get(r.id) ?? null,
    })),
  };
}

/** A Failed item waits anew, its attempts reset; anything else is refused (it is on its way or sent). */
export async function retrySyncItem(ctx: RequestContext, id: number): Promise<SyncItem> {
  await ctx.write(async (tx, audit) => {
    const [item] = await queryRows<{ state: string }>(
      tx,
      sql`select state from question_sync_item where id = ${id} for update`,
    );
    if (!item) throw notFound('Sync item');
    if (item.state !== 'Failed') throw conflict(`Only a failed item can be retried; this one is ${item.state}.`);
    await tx.execute(
      sql`update question_sync_item set state = 'Waiting', attempts = 0, next_attempt_at = now(),
            version = version + 1, updated_at = now() where id = ${id}`,
    );
    await audit({
      action: 'questions.retry-sync',
      entity: 'question-sync-item',
      entityId: id,
      before: { state: 'Failed' },
      after: { state: 'Waiting' },
    });
  });
  const [row] = await queryRows<Row>(ctx.db, sql`select ${itemColumns} from question_sync_item i where i.id = ${id}`);
  const r = row as Row;
  return { ...r, nextAttemptAt: iso(r.nextAttemptAt) as string, sentAt: iso(r.sentAt), eta: iso(r.nextAttemptAt) };
}
