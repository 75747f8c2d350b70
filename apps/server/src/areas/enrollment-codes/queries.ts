// Enrollment code reads: the spec's filters as SQL (each served by an index), and list rows with the
// display names a screen needs (online course, learner, who revoked): the page's ids first, then their rows.
import type { EnrollmentCodeRow, enrollmentCodeFilters } from '@eco/contract';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { accounts, enrollmentCodes, onlineCourses } from '../../db/schema/index.js';
import { emailMatch } from '../../kits/codes/email-match.js';
import { type IdOrder, pageOfIds } from '../../kits/lists/counting.js';
import { rowsByIds } from '../../kits/lists/rows-by-ids.js';
import { textMatch, upperMatch } from '../../kits/search/text-match.js';
import { displayName } from '../accounts/public.js';

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

/**
 * The rows for a page of ids with their display names, each column a field of the contract's row: one
 * statement of fixed shape, prepared once per database handle, whose rows are the response's rows.
 */
export const enrollmentCodeRowsByIds = rowsByIds<EnrollmentCodeRow>(
  'enrollment_code_page_rows',
  (page) => sql`
    select e.id, e.code, e.suffix,
      case when e.is_revoked then 'Revoked' when e.redeemed_at is not null then 'Redeemed' else 'Active' end as state,
      e.online_course_id as "onlineCourseId",
      case when ${onlineCourses.code} <> '' then ${onlineCourses.code} || ': ' || ${onlineCourses.name}
           else e.online_course_id::text end as "onlineCourseName",
      e.user_adm_id as "userAdmId", ${displayName('l')} as "userName",
      e.user_email as "userEmail", e.order_number as "orderNumber", e.order_email as "orderEmail",
      e.redeemed_at is not null as "isRedeemed", ${isoInstant(sql`e.redeemed_at`)} as "redeemedAt",
      e.user_online_class_id as "userOnlineClassId", e.is_revoked as "isRevoked",
      ${isoInstant(sql`e.revoked_at`)} as "revokedAt", e.revoked_reason as "revokedReason",
      ${displayName('r')} as "revokedByName",
      e.batch_id as "batchId", ${isoInstant(sql`e.created_at`)} as "createdAt",
      ${isoInstant(sql`e.updated_at`)} as "updatedAt", e.version
    from ${page}
    join ${enrollmentCodes} e on e.id = page.id
    left join ${onlineCourses} on ${onlineCourses.id} = e.online_course_id
    left join ${accounts} l on l.adm_id = e.user_adm_id
    left join ${accounts} r on r.adm_id = e.revoked_by
    order by page.n`,
);

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
 * A page of `where` in `order`, and in the same statement how many rows match, counted up to
 * `countUpTo` (null when the page is empty, so the count could not ride along, or when not asked).
 */
export async function selectEnrollmentCodePage(
  db: Db,
  where: SQL | undefined,
  page: { order: IdOrder; limit: number; offset: number },
  countUpTo: number | undefined,
) {
  const { ids, matched } = await pageOfIds(db, enrollmentCodes, where, page, countUpTo);
  return { rows: await enrollmentCodeRowsByIds(db, ids), matched };
}
