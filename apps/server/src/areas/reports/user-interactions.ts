// The user-interaction report: a page of the interactions newest first (what just happened is what an
// audit is usually after), and the whole range as a CSV streamed in the same order in keyset batches on
// (at, id), the partial index read backwards.
import { type UserInteractionFilters, userInteractionKinds, type userInteractionListQuery } from '@eco/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { auditEvents } from '../../db/schema/index.js';
import { planCount } from '../../kits/lists/counting.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { type CsvColumn, csvDownload } from '../../platform/csv.js';
import { checkInteractionFilters, interactionWhere } from './interaction-filter.js';
import { detailOf, type InteractionRow, interactionOf, interactionSelect } from './interaction-rows.js';

type ListQuery = z.output<typeof userInteractionListQuery>;

const order = sql`order by audit_event.at desc, audit_event.id desc`;

/**
 * Counted exactly up to this many: reading 10,000 entries of the partial index takes a few milliseconds,
 * and a range of a few weeks then gets its true total instead of the planner's guess. A range the
 * planner expects to hold over five times as many is not counted at all (planCount).
 */
const EXACT_UP_TO = 10_000;

/** A page and its total: exact up to EXACT_UP_TO, the planner's estimate above (flagged). */
export async function listUserInteractions(db: Db, q: ListQuery) {
  const where = await interactionWhere(db, q);
  const [rows, total] = await Promise.all([
    queryRows<InteractionRow>(db, sql`${interactionSelect(where)} ${order} limit ${q.pageSize} offset ${offsetOf(q)}`),
    planCount(db, auditEvents, where, { selective: Boolean(q.email) }, EXACT_UP_TO).then((plan) => plan.settle(null)),
  ]);
  return { results: rows.map(interactionOf), page: q.page, ...total };
}

// About 150 kB of CSV per 500 rows with user agents: small pieces, as platform/csv.ts advises, so each
// batch's text dies young.
const BATCH = 500;

/** Every row of the filter in keyset batches of `size`; exported for the test that crosses batches. */
export async function* interactionBatches(db: Db, f: UserInteractionFilters, size = BATCH) {
  const where = await interactionWhere(db, f);
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    const keyset: SQL | undefined = after
      ? sql`(audit_event.at, audit_event.id) < (${after.cursor}::timestamptz, ${after.id})`
      : undefined;
    const rows = await queryRows<InteractionRow>(
      db,
      sql`${interactionSelect(and(where, keyset))} ${order} limit ${size}`,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

const columns: CsvColumn<InteractionRow>[] = [
  { header: 'At (UTC)', value: (r) => r.at },
  { header: 'Interaction', value: (r) => userInteractionKinds[r.kind] },
  { header: 'Account E-mail', value: (r) => r.accountEmail },
  { header: 'Account Name', value: (r) => r.accountName },
  { header: 'Account AdmId', value: (r) => r.accountAdmId },
  { header: 'E-mail Tried', value: (r) => r.emailTried },
  { header: 'Address', value: (r) => r.address },
  { header: 'User Agent', value: (r) => r.userAgent },
  { header: 'By E-mail', value: (r) => r.byEmail },
  { header: 'By Name', value: (r) => r.byName },
  { header: 'Detail', value: detailOf },
];

export function exportUserInteractions(db: Db, f: UserInteractionFilters) {
  checkInteractionFilters(f); // a bad range gets its 400 before the download starts
  const name = `user-interactions-${f.userInteractionStartDate}-to-${f.userInteractionEndDate}.csv`;
  return csvDownload(name, columns, interactionBatches(db, f));
}
