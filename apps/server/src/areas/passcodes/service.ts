// Passcodes: the paged list, one code, lookups, CSV exports, and the versioned edit with its rules.
import {
  type PasscodeRow,
  passcodeRefusals,
  type passcodeSortColumns,
  type passcodeUpdate,
  refusalMessage,
} from '@eco/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { accounts, partners, passcodes, products } from '../../db/schema/index.js';
import type { BulkItem, Selection } from '../../kits/bulk/bulk-actions.js';
import { type MatchingCursor, onNextMatching } from '../../kits/bulk/matching.js';
import { day } from '../../kits/codes/code-values.js';
import { planCount } from '../../kits/lists/counting.js';
import { offsetOf, type PageRequest } from '../../kits/lists/paging.js';
import { idOrderOf } from '../../kits/lists/sorting.js';
import type { RequestContext } from '../../platform/context.js';
import { type CsvColumn, csvDownload, keysetBatches } from '../../platform/csv.js';
import { conflict, invalid, notFound, refuse } from '../../platform/errors.js';
import { updateVersioned } from '../../platform/versioning.js';
import { type PasscodeFilters, passcodeWhere, selectPasscodePage, selectPasscodeRows } from './queries.js';

type PasscodeSortColumn = (typeof passcodeSortColumns)[number];

/** Products a passcode can carry: an assessment attempt, or a class seat (which includes one). */
export const passcodeProductKinds = ['assessment-attempt', 'class-seat'] as const;

/** The list's sort columns as the indexes hold them (order numbers compare case-insensitively). */
const sortColumns = {
  code: sql`${passcodes.code}`,
  sku: sql`${passcodes.sku}`,
  orderNumber: sql`lower(${passcodes.orderNumber})`,
};

export async function listPasscodes(
  db: Db,
  query: PageRequest & PasscodeFilters & { sortBy: PasscodeSortColumn; sortDescending: boolean },
) {
  const where = await passcodeWhere(db, query);
  // A filter naming an owner, order, e-mail or code is selective: the page query counts it directly.
  // Others ask the planner first, and a broad one (thousands of rows) is not counted at all.
  const selective = Boolean(
    query.admId || query.classId || query.orderEmail || query.orderNumber || query.passcode || query.studentEmail,
  );
  const count = await planCount(db, passcodes, where, { selective });
  const order = idOrderOf(sortColumns, query.sortBy, query.sortDescending);
  const page = { order, limit: query.pageSize, offset: offsetOf(query) };
  const { rows: results, matched } = await selectPasscodePage(db, where, page, count.countUpTo);
  const total = await count.settle(matched);
  return { results, ...total, page: query.page };
}

/**
 * Runs a bulk action on the next batch of passcodes matching the list's filters, the filter applied
 * again here with the caller's own capability checked by the endpoint (see kits/bulk/matching.ts).
 */
export async function onMatchingPasscodes<R extends { results: BulkItem[] }>(
  ctx: RequestContext,
  body: MatchingCursor & { filter: PasscodeFilters },
  act: (ids: Selection) => Promise<R>,
) {
  const where = await passcodeWhere(ctx.db, body.filter);
  if (!where) throw invalid('filter', 'Choose at least one filter');
  return onNextMatching(ctx.db, passcodes, where, body, act);
}

export async function getPasscode(db: Db, id: number): Promise<PasscodeRow> {
  const [row] = await selectPasscodeRows(db, eq(passcodes.id, id), { order: 'newest', limit: 1 });
  if (!row) throw notFound('Passcode');
  return row;
}

export async function passcodeLookupInfo(db: Db) {
  const [partnerRows, skuRows] = await Promise.all([
    db
      .select({ id: partners.id, name: partners.name, isActive: partners.isActive })
      .from(partners)
      .orderBy(asc(sql`lower(${partners.name})`)),
    db
      .select({ sku: products.sku, name: products.name, isActive: products.isActive })
      .from(products)
      .where(inArray(products.kind, [...passcodeProductKinds]))
      .orderBy(asc(products.sku)),
  ]);
  return {
    partners: partnerRows.map((p) => ({ value: p.id, displayName: p.name, isActive: p.isActive })),
    skus: skuRows.map((p) => ({ value: p.sku, displayName: `${p.sku} — ${p.name}`, isActive: p.isActive })),
  };
}

/** Checks the records a passcode refers to; returns the SKU as the catalogue spells it. */
export async function checkPasscodeReferences(
  tx: Db,
  refs: { sku?: string | undefined; partnerId?: number | null; admId?: string | null },
  options: { field: (name: string) => string; forNewCodes?: boolean },
): Promise<string | undefined> {
  let sku: string | undefined;
  if (refs.sku !== undefined) {
    const [product] = await tx
      .select({ sku: products.sku, isActive: products.isActive })
      .from(products)
      .where(
        and(sql`upper(${products.sku}) = ${refs.sku.toUpperCase()}`, inArray(products.kind, [...passcodeProductKinds])),
      );
    if (!product) throw invalid(options.field('sku'), 'No assessment-attempt or class-seat product has this SKU');
    if (options.forNewCodes && !product.isActive)
      throw refuse(passcodeRefusals, 'product-not-sold').beside(options.field('sku'));
    sku = product.sku;
  }
  if (refs.partnerId) {
    const [partner] = await tx
      .select({ isActive: partners.isActive })
      .from(partners)
      .where(eq(partners.id, refs.partnerId));
    if (!partner) throw invalid(options.field('partnerId'), 'No partner has this id');
    if (options.forNewCodes && !partner.isActive)
      throw refuse(passcodeRefusals, 'partner-inactive').beside(options.field('partnerId'));
  }
  if (refs.admId) {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.admId, refs.admId));
    if (!account) throw invalid(options.field('admId'), 'No account has this id');
  }
  return sku;
}

/** Why a revoked code may not become active (it needs an explicit reinstate): what the refusal says it from. */
const revokedParams = (r: { revokedAt: Date | null; revokedReason: string | null }) => ({
  revokedOn: day(r.revokedAt),
  reason: r.revokedReason,
});
const redeemedParams = (r: { redeemedAt: Date | null; redeemedByResultId: number | null }) => ({
  redeemedOn: day(r.redeemedAt),
  resultId: r.redeemedByResultId,
});
/** The same sentences for a bulk edit's results, code by code. */
export const revokedMessage = (r: { revokedAt: Date | null; revokedReason: string | null }) =>
  refusalMessage(passcodeRefusals, 'revoked', revokedParams(r));
export const redeemedSkuMessage = (r: { redeemedAt: Date | null; redeemedByResultId: number | null }) =>
  refusalMessage(passcodeRefusals, 'redeemed-sku', redeemedParams(r));

export async function updatePasscode(ctx: RequestContext, id: number, body: z.infer<typeof passcodeUpdate>) {
  await ctx.write(async (tx, audit) => {
    const [current] = await tx.select().from(passcodes).where(eq(passcodes.id, id)).for('update');
    if (!current) throw notFound('Passcode');
    if (current.version !== body.version) throw conflict();
    if (body.isActive && current.isRevoked) throw refuse(passcodeRefusals, 'revoked', revokedParams(current));
    const sku = await checkPasscodeReferences(tx, body, { field: (f) => f });
    if (current.redeemedAt && sku !== current.sku)
      throw refuse(passcodeRefusals, 'redeemed-sku', redeemedParams(current));
    const values = {
      sku,
      isActive: body.isActive,
      admId: body.admId ?? null,
      classId: body.classId ?? null,
      studentEmail: body.studentEmail,
      orderNumber: body.orderNumber,
      orderEmail: body.orderEmail,
      partnerId: body.partnerId ?? null,
    };
    await updateVersioned(tx, passcodes, passcodes.id, id, body.version, values, 'Passcode');
    const before = Object.fromEntries(Object.keys(values).map((k) => [k, current[k as keyof typeof current]]));
    await audit({ action: 'passcodes.update', entity: 'passcode', entityId: id, before, after: values });
  });
  return getPasscode(ctx.db, id);
}

const csvColumns: CsvColumn<PasscodeRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Passcode', value: (r) => r.code },
  { header: 'Suffix', value: (r) => r.suffix },
  { header: 'State', value: (r) => r.state },
  { header: 'SKU', value: (r) => r.sku },
  { header: 'Product', value: (r) => r.skuName },
  { header: 'Partner', value: (r) => r.partnerName },
  { header: 'Class id', value: (r) => r.classId },
  { header: 'Order number', value: (r) => r.orderNumber },
  { header: 'Order e-mail', value: (r) => r.orderEmail },
  { header: 'Student e-mail', value: (r) => r.studentEmail },
  { header: 'Owner e-mail', value: (r) => r.ownerEmail },
  { header: 'Created at', value: (r) => r.createdAt },
  { header: 'Redeemed at', value: (r) => r.redeemedAt },
  { header: 'Revoked at', value: (r) => r.revokedAt },
  { header: 'Revoked reason', value: (r) => r.revokedReason },
  { header: 'Generation', value: (r) => r.batchId },
];

/** Streams every passcode matching `filters` as CSV, oldest first, in keyset batches. */
export async function exportPasscodes(db: Db, filters: Partial<PasscodeFilters>, filename: string) {
  const where = await passcodeWhere(db, filters);
  const batches = keysetBatches((afterId, size) =>
    selectPasscodeRows(db, and(where, gt(passcodes.id, afterId)), { order: 'oldest', limit: size }),
  );
  return csvDownload(filename, csvColumns, batches);
}

export async function exportGeneration(db: Db, batchId: string) {
  const [any] = await db.select({ id: passcodes.id }).from(passcodes).where(eq(passcodes.batchId, batchId)).limit(1);
  if (!any) throw notFound('Generation');
  return exportPasscodes(db, { batchId, exactMatch: true }, `passcodes-${batchId.slice(0, 8)}.csv`);
}
