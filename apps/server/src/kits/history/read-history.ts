// A record's history from the audit trail: its events newest first, a page at a time (the event id is
// the cursor), each with who made it and the fields it changed. A record's events may live under more
// than one audit entity (a passcode's own events and its generation's), so a caller names them all.
import type { HistoryChange, HistoryEvent, HistoryPage } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import type { HistorySource } from '../../platform/area-definition.js';
import { fullNameText } from '../lists/row-values.js';

/** One place a record's events are kept (declared by its area, see platform/area-definition.ts). */
export type { HistorySource };

/** Keys that describe how a change was stored rather than a field of the record, left out of its changes. */
const NOT_FIELDS = new Set(['firstId', 'lastId', 'batchId', 'createdAt', 'outboxId']);

interface EventRow {
  id: number;
  at: string;
  action: string;
  before: unknown;
  after: unknown;
  actorName: string | null;
  actorEmail: string | null;
}

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields an event changed. Events written before the trail kept only differences may hold the whole
 * record on one side: fields whose value is the same on both sides are left out here too. A create or
 * an action without a `before` lists the values it set, leaving out empty ones.
 */
export function changesOf(before: unknown, after: unknown): HistoryChange[] {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(now), ...(after === null ? Object.keys(was) : [])])];
  return keys
    .filter((field) => !NOT_FIELDS.has(field))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

const outboxIdOf = (after: unknown) => {
  const id = fieldsOf(after).outboxId;
  return typeof id === 'number' ? id : null;
};

export async function readHistory(
  db: Db,
  sources: readonly HistorySource[],
  query: { cursor?: number | undefined; pageSize: number },
): Promise<HistoryPage> {
  if (sources.length === 0) return { results: [], nextCursor: null };
  const matches = sql.join(
    sources.map(
      (s) =>
        sql`(e.entity = ${s.entity} and e.entity_id = ${s.entityId}${s.exceptArea ? sql` and e.action not like ${`${s.exceptArea}.%`}` : sql``}${s.onlyArea ? sql` and e.action like ${`${s.onlyArea}.%`}` : sql``})`,
    ),
    sql` or `,
  );
  const rows = await queryRows<EventRow>(
    db,
    sql`
    select e.id, ${isoInstant(sql`e.at`)} as at, e.action,
           e.before, e.after,
           nullif(${fullNameText(sql`a.first_name`, sql`a.last_name`)}, '') as "actorName", a.email as "actorEmail"
    from audit_event e
    left join account a on a.adm_id = e.actor_adm_id
    where (${matches}) ${query.cursor ? sql`and e.id < ${query.cursor}` : sql``}
    order by e.id desc
    limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  const results: HistoryEvent[] = page.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    actorName: r.actorName,
    actorEmail: r.actorEmail,
    changes: changesOf(r.before, r.after),
    outboxId: outboxIdOf(r.after),
  }));
  return { results, nextCursor: rows.length > query.pageSize ? (page.at(-1)?.id ?? null) : null };
}
