// Enrollment codes: the paged list, one code, lookups and CSV exports.
import type { EnrollmentCodeRow, enrollmentCodeSortColumns } from '@eco/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollmentCodes, onlineCourses } from '../../db/schema/index.js';
import type { BulkItem, Selection } from '../../kits/bulk/bulk-actions.js';
import { type MatchingCursor, onNextMatching } from '../../kits/bulk/matching.js';
import { planCount } from '../../kits/lists/counting.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { idOrderOf } from '../../kits/lists/sorting.js';
import type { RequestContext } from '../../platform/context.js';
import { type CsvColumn, csvDownload, keysetBatches } from '../../platform/csv.js';
import { invalid, notFound } from '../../platform/errors.js';
import {
  type EnrollmentCodeFilters,
  enrollmentCodeWhere,
  selectEnrollmentCodePage,
  selectEnrollmentCodeRows,
} from './queries.js';

type EnrollmentCodeSortColumn = (typeof enrollmentCodeSortColumns)[number];

/** The list's sort columns as the indexes hold them (order numbers compare case-insensitively). */
const sortColumns = {
  code: sql`${enrollmentCodes.code}`,
  orderNumber: sql`lower(${enrollmentCodes.orderNumber})`,
};

export async function listEnrollmentCodes(
  db: Db,
  query: PageRequest & EnrollmentCodeFilters & { sortBy: EnrollmentCodeSortColumn; sortDescending: boolean },
) {
  const where = await enrollmentCodeWhere(db, query);
  // A filter naming an owner, order, e-mail or code is selective: the page query counts it directly.
  // Others ask the planner first, and a broad one (thousands of rows) is not counted at all.
  const selective = Boolean(
    query.userAdmId || query.orderEmail || query.orderNumber || query.enrollmentCode || query.userEmail,
  );
  const count = await planCount(db, enrollmentCodes, where, { selective });
  const order = idOrderOf(sortColumns, query.sortBy, query.sortDescending);
  const page = { order, limit: query.pageSize, offset: offsetOf(query) };
  const { rows: results, matched } = await selectEnrollmentCodePage(db, where, page, count.countUpTo);
  const total = await count.settle(matched);
  return { results, ...total, page: query.page };
}

/** Runs a bulk action on the next batch of enrollment codes matching the list's filters (see kits/bulk/matching.ts). */
export async function onMatchingEnrollmentCodes<R extends { results: BulkItem[] }>(
  ctx: RequestContext,
  body: MatchingCursor & { filter: EnrollmentCodeFilters },
  act: (ids: Selection) => Promise<R>,
) {
  const where = await enrollmentCodeWhere(ctx.db, body.filter);
  if (!where) throw invalid('filter', 'Choose at least one filter');
  return onNextMatching(ctx.db, enrollmentCodes, where, body, act);
}

export async function getEnrollmentCode(db: Db, id: number): Promise<EnrollmentCodeRow> {
  const [row] = await selectEnrollmentCodeRows(db, eq(enrollmentCodes.id, id), { order: 'newest', limit: 1 });
  if (!row) throw notFound('Enrollment code');
  return row;
}

export async function enrollmentCodeLookupInfo(db: Db) {
  const rows = await db
    .select({
      id: onlineCourses.id,
      code: onlineCourses.code,
      name: onlineCourses.name,
      isActive: onlineCourses.isActive,
    })
    .from(onlineCourses)
    .orderBy(asc(sql`lower(${onlineCourses.code})`));
  return {
    onlineCourses: rows.map((c) => ({ value: c.id, displayName: `${c.code} — ${c.name}`, isActive: c.isActive })),
  };
}

const csvColumns: CsvColumn<EnrollmentCodeRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Enrollment code', value: (r) => r.code },
  { header: 'Suffix', value: (r) => r.suffix },
  { header: 'State', value: (r) => r.state },
  { header: 'Online course', value: (r) => r.onlineCourseName },
  { header: 'Order number', value: (r) => r.orderNumber },
  { header: 'Order e-mail', value: (r) => r.orderEmail },
  { header: 'User e-mail', value: (r) => r.userEmail },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Redeemed at', value: (r) => r.redeemedAt },
  { header: 'Revoked at', value: (r) => r.revokedAt },
  { header: 'Revoked reason', value: (r) => r.revokedReason },
  { header: 'Generation', value: (r) => r.batchId },
];

/** Streams every enrollment code matching `filters` as CSV, oldest first, in keyset batches. */
export async function exportEnrollmentCodes(db: Db, filters: Partial<EnrollmentCodeFilters>, filename: string) {
  const where = await enrollmentCodeWhere(db, filters);
  const batches = keysetBatches((afterId, size) =>
    selectEnrollmentCodeRows(db, and(where, gt(enrollmentCodes.id, afterId)), { order: 'oldest', limit: size }),
  );
  return csvDownload(filename, csvColumns, batches);
}

export async function exportGeneration(db: Db, batchId: string) {
  const [any] = await db
    .select({ id: enrollmentCodes.id })
    .from(enrollmentCodes)
    .where(eq(enrollmentCodes.batchId, batchId))
    .limit(1);
  if (!any) throw notFound('Generation');
  return exportEnrollmentCodes(db, { batchId }, `enrollment-codes-${batchId.slice(0, 8)}.csv`);
}
