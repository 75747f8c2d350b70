// Market assignments: every ISO 3166 country with its assignment if any (currency, partner, products),
// created or replaced as a whole with a version check, and removed; every change audited.
import type { MarketDetail, MarketRow, marketInput, marketListQuery } from '@eco/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { marketAssignmentProducts, marketAssignments, partners, products } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import type { RequestContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { inTurn } from '../../platform/in-turn.js';
import { countries, countryName, isCurrencyCode } from '../../platform/iso.js';

type MarketInput = z.output<typeof marketInput>;
type MarketListQuery = z.output<typeof marketListQuery>;

const assignmentColumns = {
  countryCode: marketAssignments.countryCode,
  currency: marketAssignments.currency,
  partnerId: marketAssignments.partnerId,
  partnerName: partners.name,
  notes: marketAssignments.notes,
  version: marketAssignments.version,
  updatedAt: marketAssignments.updatedAt,
  productCount: sql<number>`(select count(*)::int from market_assignment_product m where m.country_code = "market_assignment"."country_code")`,
};

const assignments = (db: Db) =>
  db.select(assignmentColumns).from(marketAssignments).leftJoin(partners, eq(partners.id, marketAssignments.partnerId));

/** The whole world is about 250 rows: assignments are read once and joined to the ISO list here. */
export async function listMarkets(db: Db, q: MarketListQuery) {
  const byCode = new Map((await assignments(db)).map((a) => [a.countryCode, a]));
  const needle = q.search?.toLowerCase();
  const rows: MarketRow[] = countries
    .map(({ code, name }) => {
      const a = byCode.get(code);
      return {
        countryCode: code,
        countryName: name,
        isAssigned: Boolean(a),
        currency: a?.currency ?? null,
        partnerId: a?.partnerId ?? null,
        partnerName: a?.partnerName ?? null,
        productCount: a?.productCount ?? 0,
        updatedAt: a?.updatedAt.toISOString() ?? null,
      };
    })
    .filter(
      (r) =>
        (!needle || r.countryName.toLowerCase().includes(needle) || r.countryCode.toLowerCase().includes(needle)) &&
        (q.isAssigned === undefined || r.isAssigned === q.isAssigned) &&
        (q.partnerId === undefined || r.partnerId === q.partnerId) &&
        (q.currency === undefined || r.currency === q.currency),
    );
  const key = q.sortBy;
  const direction = q.sortDescending ? -1 : 1;
  rows.sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return a.countryName.localeCompare(b.countryName, 'en');
    if (x === null) return 1;
    if (y === null) return -1;
    return (
      (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en')) * direction
    );
  });
  const start = offsetOf(q);
  return { results: rows.slice(start, start + q.pageSize), totalRowCount: rows.length, page: q.page };
}

/** A product as the market screens offer and list it (priced as `toMarketProduct` shapes it). */
export const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  kind: products.kind,
  priceAmount: products.priceAmount,
  currency: products.currency,
  isActive: products.isActive,
};

type ProductRaw = { priceAmount: number; currency: string } & Omit<MarketDetail['products'][number], 'price'>;
export const toMarketProduct = ({ priceAmount, currency, ...p }: ProductRaw) => ({
  ...p,
  price: { amount: priceAmount, currency },
});

function knownCountry(code: string) {
  const name = countryName(code);
  if (!name) throw notFound(`Country ${code}`);
  return name;
}

export async function getMarket(db: Db, code: string): Promise<MarketDetail> {
  const name = knownCountry(code);
  const [[a], offered] = await inTurn(
    assignments(db).where(eq(marketAssignments.countryCode, code)),
    db
      .select(productColumns)
      .from(marketAssignmentProducts)
      .innerJoin(products, eq(products.id, marketAssignmentProducts.productId))
      .where(eq(marketAssignmentProducts.countryCode, code))
      .orderBy(asc(sql`upper(${products.sku})`)),
  );
  const list = offered.map(toMarketProduct);
  return {
    countryCode: code,
    countryName: name,
    isAssigned: Boolean(a),
    version: a?.version ?? null,
    currency: a?.currency ?? null,
    partnerId: a?.partnerId ?? null,
    partnerName: a?.partnerName ?? null,
    notes: a?.notes ?? '',
    productIds: list.map((p) => p.id),
    products: list,
    updatedAt: a?.updatedAt.toISOString() ?? null,
  };
}

async function checkMarket(tx: Db, input: MarketInput) {
  const errors = new FieldErrors();
  if (!isCurrencyCode(input.currency)) errors.add('currency', 'Not an ISO 4217 currency in use.');
  const ids = [...new Set(input.productIds)];
  const [[partner], found] = await inTurn(
    input.partnerId
      ? tx.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partnerId))
      : [{ id: 0 }],
    ids.length
      ? tx
          .select({ id: products.id, sku: products.sku, currency: products.currency })
          .from(products)
          .where(inArray(products.id, ids))
      : [],
  );
  if (!partner) errors.add('partnerId', 'No such partner.');
  const missing = ids.filter((id) => !found.some((p) => p.id === id));
  if (missing.length) errors.add('productIds', `No such product: ${missing.join(', ')}.`);
  const foreign = found.filter((p) => p.currency !== input.currency).map((p) => `${p.sku} (${p.currency})`);
  if (foreign.length) {
    errors.add('productIds', `Priced in another currency than ${input.currency}: ${foreign.join(', ')}.`);
  }
  errors.throwIfAny();
  return ids;
}

export async function saveMarket(ctx: RequestContext, code: string, input: MarketInput) {
  if (!countryName(code)) new FieldErrors().add('country', `${code} is not an ISO 3166-1 country code.`).throwIfAny();
  await ctx.write(async (tx, audit) => {
    const productIds = await checkMarket(tx, input);
    const before = await getMarket(tx, code);
    const values = { currency: input.currency, partnerId: input.partnerId, notes: input.notes };
    if (input.version === null) {
      // Creating: the primary key refuses a second creator, who gets 409 like a stale editor.
      const created = await tx
        .insert(marketAssignments)
        .values({ countryCode: code, ...values })
        .onConflictDoNothing()
        .returning({ countryCode: marketAssignments.countryCode });
      if (created.length === 0) throw conflict();
    } else {
      const updated = await tx
        .update(marketAssignments)
        .set({ ...values, version: sql`${marketAssignments.version} + 1`, updatedAt: new Date() })
        .where(and(eq(marketAssignments.countryCode, code), eq(marketAssignments.version, input.version)))
        .returning({ countryCode: marketAssignments.countryCode });
      if (updated.length === 0) throw conflict();
      await tx.delete(marketAssignmentProducts).where(eq(marketAssignmentProducts.countryCode, code));
    }
    if (productIds.length) {
      await tx
        .insert(marketAssignmentProducts)
        .values(productIds.map((productId) => ({ countryCode: code, productId })));
    }
    await audit({
      action: before.isAssigned ? 'markets.update' : 'markets.create',
      entity: 'market-assignment',
      entityId: code,
      before: before.isAssigned ? snapshot(before) : null,
      after: { ...values, productIds: [...productIds].sort((a, b) => a - b) },
    });
  });
  return getMarket(ctx.db, code);
}

const snapshot = (m: MarketDetail) => ({
  currency: m.currency,
  partnerId: m.partnerId,
  notes: m.notes,
  productIds: m.productIds,
});

export async function deleteMarket(ctx: RequestContext, code: string, version: number | undefined) {
  knownCountry(code);
  return ctx.write(async (tx, audit) => {
    const before = await getMarket(tx, code);
    if (!before.isAssigned) throw notFound(`A market assignment for ${before.countryName}`);
    const deleted = await tx
      .delete(marketAssignments)
      .where(
        and(
          eq(marketAssignments.countryCode, code),
          version === undefined ? undefined : eq(marketAssignments.version, version),
        ),
      )
      .returning({ countryCode: marketAssignments.countryCode });
    if (deleted.length === 0) throw conflict();
    await audit({ action: 'markets.delete', entity: 'market-assignment', entityId: code, before: snapshot(before) });
    return { status: 'Succeeded' as const, errors: [] };
  });
}
