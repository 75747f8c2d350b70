// Passcode reads: the spec's filters as SQL (each served by an index), and list rows with the display
// names a screen needs (product, partner, owner, who revoked): the page's ids first, then their rows.
import type { PasscodeRow, passcodeFilters } from '@eco/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isoInstant } from '../../db/iso-instant.js';
import { accounts, partners, passcodes, products } from '../../db/schema/index.js';
import { emailMatch } from '../../kits/codes/email-match.js';
import { type IdOrder, pageOfIds } from '../../kits/lists/counting.js';
import { rowsByIds } from '../../kits/lists/rows-by-ids.js';
import { textMatch, upperMatch } from '../../kits/search/text-match.js';
import { displayName } from '../accounts/public.js';

/** The list's filters, plus the generation (batch) for a generation's CSV. */
export type PasscodeFilters = z.infer<typeof passcodeFilters> & { batchId?: string };

/** The filters as SQL; e-mail "contains" filters are resolved to addresses first (one small lookup). */
export async function passcodeWhere(db: Db, f: Partial<PasscodeFilters>): Promise<SQL | undefined> {
  const exact = f.exactMatch ?? true;
  const p = passcodes;
  return and(
    f.admId ? eq(p.admId, f.admId) : undefined,
    f.classId ? eq(p.classId, f.classId) : undefined,
    f.isActive === undefined ? undefined : eq(p.isActive, f.isActive),
    f.isRevoked === undefined ? undefined : eq(p.isRevoked, f.isRevoked),
    f.orderEmail ? await emailMatch(db, p.orderEmail, f.orderEmail, exact) : undefined,
    f.orderNumber ? textMatch(p.orderNumber, f.orderNumber, exact) : undefined,
    f.passcode ? upperMatch(p.code, f.passcode, exact) : undefined,
    f.suffix ? upperMatch(p.suffix, f.suffix, exact) : undefined,
    f.sku ? eq(p.sku, f.sku.toUpperCase()) : undefined,
    f.studentEmail ? await emailMatch(db, p.studentEmail, f.studentEmail, exact) : undefined,
    f.batchId ? eq(p.batchId, f.batchId) : undefined,
  );
}

/**
 * The rows for a page of ids with their display names, each column a field of the contract's row: one
 * statement of fixed shape, prepared once per database handle, whose rows are the response's rows.
 */
export const passcodeRowsByIds = rowsByIds<PasscodeRow>(
  'passcode_page_rows',
  (page) => sql`
    select p.id, p.code, p.suffix, p.sku, ${products.name} as "skuName",
      case when p.is_revoked then 'Revoked' when p.redeemed_at is not null then 'Redeemed'
           when p.is_active then 'Active' else 'Inactive' end as state,
      p.is_active as "isActive", p.is_revoked as "isRevoked", p.redeemed_at is not null as "isRedeemed",
      p.adm_id as "admId", ${displayName('o')} as "ownerName",
      o.email as "ownerEmail", p.class_id as "classId", p.student_email as "studentEmail",
      p.order_number as "orderNumber", p.order_email as "orderEmail",
      p.partner_id as "partnerId", ${partners.name} as "partnerName",
      ${isoInstant(sql`p.revoked_at`)} as "revokedAt", p.revoked_reason as "revokedReason",
      ${displayName('r')} as "revokedByName",
      ${isoInstant(sql`p.redeemed_at`)} as "redeemedAt", p.redeemed_by_result_id as "redeemedByResultId",
      p.batch_id as "batchId", ${isoInstant(sql`p.created_at`)} as "createdAt",
      ${isoInstant(sql`p.updated_at`)} as "updatedAt", p.version
    from ${page}
    join ${passcodes} p on p.id = page.id
    left join ${products} on upper(${products.sku}) = p.sku
    left join ${partners} on ${partners.id} = p.partner_id
    left join ${accounts} o on o.adm_id = p.adm_id
    left join ${accounts} r on r.adm_id = p.revoked_by
    order by page.n`,
);

/** Rows of `where`, newest or oldest first, with their display names. */
export async function selectPasscodeRows(
  db: Db,
  where: SQL | undefined,
  options: { order: 'newest' | 'oldest'; limit: number; offset?: number },
): Promise<PasscodeRow[]> {
  const { ids } = await pageOfIds(db, passcodes, where, { ...options, offset: options.offset ?? 0 }, undefined);
  return passcodeRowsByIds(db, ids);
}

/**
 * A page of `where` in `order`, and in the same statement how many rows match, counted up to
 * `countUpTo` (null when the page is empty, so the count could not ride along, or when not asked).
 */
export async function selectPasscodePage(
  db: Db,
  where: SQL | undefined,
  page: { order: IdOrder; limit: number; offset: number },
  countUpTo: number | undefined,
) {
  const { ids, matched } = await pageOfIds(db, passcodes, where, page, countUpTo);
  return { rows: await passcodeRowsByIds(db, ids), matched };
}
