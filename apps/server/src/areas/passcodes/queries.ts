// Passcode reads: the spec's filters as SQL (each served by an index), and list rows with the display
// names a screen needs (product, partner, owner, who revoked): the page's ids first, then their rows.
import type { PasscodeRow, passcodeFilters } from '@eco/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accounts, partners, passcodes, products } from '../../db/schema/index.js';
import { emailMatch } from '../../kits/codes/email-match.js';
import { pageOfIds } from '../../kits/lists/counting.js';
import { fullName, iso } from '../../kits/lists/row-values.js';
import { rowsByIds } from '../../kits/lists/rows-by-ids.js';
import { textMatch, upperMatch } from '../../kits/search/text-match.js';

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

const owner = alias(accounts, 'owner');
const revoker = alias(accounts, 'revoker');

/**
 * The rows for a page of ids with their display names: one statement of fixed shape, built and
 * prepared once per database handle, so a list pays neither query building nor planning for it.
 */
function prepareRows(db: Db) {
  return db
    .select({
      row: getTableColumns(passcodes),
      skuName: products.name,
      partnerName: partners.name,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      ownerEmail: owner.email,
      revokerFirst: revoker.firstName,
      revokerLast: revoker.lastName,
    })
    .from(passcodes)
    .leftJoin(products, sql`upper(${products.sku}) = ${passcodes.sku}`)
    .leftJoin(partners, eq(partners.id, passcodes.partnerId))
    .leftJoin(owner, eq(owner.admId, passcodes.admId))
    .leftJoin(revoker, eq(revoker.admId, passcodes.revokedBy))
    .where(sql`${passcodes.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('passcode_rows');
}
/** The rows with these ids, in the order of `ids`. */
export const passcodeRowsByIds = rowsByIds(prepareRows, toRow);

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
 * A page of `where`, newest first, and in the same statement how many rows match, counted up to
 * `countUpTo` (null when the page is empty, so the count could not ride along, or when not asked).
 */
export async function selectPasscodePage(
  db: Db,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  countUpTo: number | undefined,
) {
  const { ids, matched } = await pageOfIds(db, passcodes, where, { order: 'newest', ...page }, countUpTo);
  return { rows: await passcodeRowsByIds(db, ids), matched };
}

type Joined = Awaited<ReturnType<ReturnType<typeof prepareRows>['execute']>>[number];

function toRow({ row: r, ...names }: Joined): PasscodeRow {
  return {
    id: r.id,
    code: r.code,
    suffix: r.suffix,
    sku: r.sku,
    skuName: names.skuName,
    state: r.isRevoked ? 'Revoked' : r.redeemedAt ? 'Redeemed' : r.isActive ? 'Active' : 'Inactive',
    isActive: r.isActive,
    isRevoked: r.isRevoked,
    isRedeemed: r.redeemedAt !== null,
    admId: r.admId,
    ownerName: fullName(names.ownerFirst, names.ownerLast),
    ownerEmail: names.ownerEmail,
    classId: r.classId,
    studentEmail: r.studentEmail,
    orderNumber: r.orderNumber,
    orderEmail: r.orderEmail,
    partnerId: r.partnerId,
    partnerName: names.partnerName,
    revokedAt: iso(r.revokedAt),
    revokedReason: r.revokedReason,
    revokedByName: fullName(names.revokerFirst, names.revokerLast),
    redeemedAt: iso(r.redeemedAt),
    redeemedByResultId: r.redeemedByResultId,
    batchId: r.batchId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}
