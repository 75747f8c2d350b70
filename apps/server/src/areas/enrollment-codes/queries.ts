// Enrollment code reads: the spec's filters as SQL (each served by an index), and list rows with the
// display names a screen needs (online course, learner, who revoked): the page's ids first, then their rows.
import type { EnrollmentCodeRow, enrollmentCodeFilters } from '@eco/contract';
import { and, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accounts, enrollmentCodes, onlineCourses } from '../../db/schema/index.js';
import { emailMatch } from '../../kits/codes/email-match.js';
import { pageOfIds } from '../../kits/lists/counting.js';
import { fullName, iso } from '../../kits/lists/row-values.js';
import { rowsByIds } from '../../kits/lists/rows-by-ids.js';
import { textMatch, upperMatch } from '../../kits/search/text-match.js';

/** The list's filters, plus the generation (batch) for a generation's CSV. */
export type EnrollmentCodeFilters = z.infer<typeof enrollmentCodeFilters> & { batchId?: string };

/** The filters as SQL; e-mail "contains" filters are resolved to addresses first (one small lookup). */
export async function enrollmentCodeWhere(db: Db, f: Partial<EnrollmentCodeFilters>): Promise<SQL | undefined> {
  const exact = f.exactMatch ?? true;
  const e = enrollmentCodes;
  return and(
    f.userAdmId ? eq(e.userAdmId, f.userAdmId) : undefined,
    f.onlineCourseId ? eq(e.onlineCourseId, f.onlineCourseId) : undefined,
    f.isRedeemed === undefined ? undefined : f.isRedeemed ? isNotNull(e.redeemedAt) : isNull(e.redeemedAt),
    f.isRevoked === undefined ? undefined : eq(e.isRevoked, f.isRevoked),
    f.orderEmail ? await emailMatch(db, e.orderEmail, f.orderEmail, exact) : undefined,
    f.orderNumber ? textMatch(e.orderNumber, f.orderNumber, exact) : undefined,
    f.enrollmentCode ? upperMatch(e.code, f.enrollmentCode, exact) : undefined,
    f.suffix ? upperMatch(e.suffix, f.suffix, exact) : undefined,
    f.userEmail ? await emailMatch(db, e.userEmail, f.userEmail, exact) : undefined,
    f.batchId ? eq(e.batchId, f.batchId) : undefined,
  );
}

const learner = alias(accounts, 'learner');
const revoker = alias(accounts, 'revoker');

/**
 * The rows for a page of ids with their display names: one statement of fixed shape, built and
 * prepared once per database handle, so a list pays neither query building nor planning for it.
 */
function prepareRows(db: Db) {
  return db
    .select({
      row: getTableColumns(enrollmentCodes),
      courseCode: onlineCourses.code,
      courseName: onlineCourses.name,
      learnerFirst: learner.firstName,
      learnerLast: learner.lastName,
      revokerFirst: revoker.firstName,
      revokerLast: revoker.lastName,
    })
    .from(enrollmentCodes)
    .leftJoin(onlineCourses, eq(onlineCourses.id, enrollmentCodes.onlineCourseId))
    .leftJoin(learner, eq(learner.admId, enrollmentCodes.userAdmId))
    .leftJoin(revoker, eq(revoker.admId, enrollmentCodes.revokedBy))
    .where(sql`${enrollmentCodes.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('enrollment_code_rows');
}
/** The rows with these ids, in the order of `ids`. */
export const enrollmentCodeRowsByIds = rowsByIds(prepareRows, toRow);

/** Rows of `where`, newest or oldest first, with their display names. */
export async function selectEnrollmentCodeRows(
  db: Db,
  where: SQL | undefined,
  options: { order: 'newest' | 'oldest'; limit: number; offset?: number },
): Promise<EnrollmentCodeRow[]> {
  const page = { ...options, offset: options.offset ?? 0 };
  const { ids } = await pageOfIds(db, enrollmentCodes, where, page, undefined);
  return enrollmentCodeRowsByIds(db, ids);
}

/**
 * A page of `where`, newest first, and in the same statement how many rows match, counted up to
 * `countUpTo` (null when the page is empty, so the count could not ride along, or when not asked).
 */
export async function selectEnrollmentCodePage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  countUpTo: number | undefined,
) {
  const { ids, matched } = await pageOfIds(db, enrollmentCodes, where, { order: 'newest', ...page }, countUpTo);
  return { rows: await enrollmentCodeRowsByIds(db, ids), matched };
}

type Joined = Awaited<ReturnType<ReturnType<typeof prepareRows>['execute']>>[number];

function toRow({ row: r, ...names }: Joined): EnrollmentCodeRow {
  return {
    id: r.id,
    code: r.code,
    suffix: r.suffix,
    state: r.isRevoked ? 'Revoked' : r.redeemedAt ? 'Redeemed' : 'Active',
    onlineCourseId: r.onlineCourseId,
    onlineCourseName: names.courseCode ? `${names.courseCode}: ${names.courseName}` : String(r.onlineCourseId),
    userAdmId: r.userAdmId,
    userName: fullName(names.learnerFirst, names.learnerLast),
    userEmail: r.userEmail,
    orderNumber: r.orderNumber,
    orderEmail: r.orderEmail,
    isRedeemed: r.redeemedAt !== null,
    redeemedAt: iso(r.redeemedAt),
    userOnlineClassId: r.userOnlineClassId,
    isRevoked: r.isRevoked,
    revokedAt: iso(r.revokedAt),
    revokedReason: r.revokedReason,
    revokedByName: fullName(names.revokerFirst, names.revokerLast),
    batchId: r.batchId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}
