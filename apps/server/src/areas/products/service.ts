// Products: the paged list, one product with the markets that offer it, and versioned, audited changes.
import {
  type ProductDetail,
  type ProductRow,
  type productInput,
  type productListQuery,
  productRefusals,
} from '@eco/contract';
import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  courses,
  marketAssignmentProducts,
  marketAssignments,
  onlineCourses,
  products,
} from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { violatedUniqueIndex } from '../../platform/db-errors.js';
import { notFound, refuse } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { inTurn } from '../../platform/in-turn.js';
import { countryName, isCurrencyCode } from '../../platform/iso.js';
import { updateVersioned } from '../../platform/versioning.js';

type ProductInput = z.output<typeof productInput>;
type ProductListQuery = z.output<typeof productListQuery>;

const rowColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  kind: products.kind,
  priceAmount: products.priceAmount,
  currency: products.currency,
  courseId: products.courseId,
  courseCode: courses.code,
  onlineCourseId: products.onlineCourseId,
  onlineCourseCode: onlineCourses.code,
  assessmentCode: products.assessmentCode,
  isActive: products.isActive,
  marketCount: sql<number>`(select count(*)::int from market_assignment_product m where m.product_id = "product"."id")`,
  updatedAt: products.updatedAt,
};

const sortColumns = {
  sku: sql`upper(${products.sku})`,
  name: sql`lower(${products.name})`,
  kind: products.kind,
  // Amounts of different currencies do not compare: prices sort within their currency.
  price: [products.currency, products.priceAmount] as const,
  currency: products.currency,
  isActive: products.isActive,
  updatedAt: products.updatedAt,
};

type Raw = Omit<ProductRow, 'price' | 'updatedAt'> & { priceAmount: number; currency: string; updatedAt: Date };
const toRow = ({ priceAmount, currency, updatedAt, ...r }: Raw): ProductRow => ({
  ...r,
  price: { amount: priceAmount, currency },
  updatedAt: updatedAt.toISOString(),
});

function whereOf(q: ProductListQuery) {
  const terms: (SQL | undefined)[] = [];
  if (q.search) terms.push(or(textMatch(products.sku, q.search, false), textMatch(products.name, q.search, false)));
  if (q.kind) terms.push(eq(products.kind, q.kind));
  if (q.currency) terms.push(eq(products.currency, q.currency));
  if (q.isActive !== undefined) terms.push(eq(products.isActive, q.isActive));
  return and(...terms);
}

const detailColumns = { ...rowColumns, version: products.version, createdAt: products.createdAt };

const joined = <T extends typeof rowColumns | typeof detailColumns>(db: Db, columns: T) =>
  db
    .select(columns as typeof detailColumns)
    .from(products)
    .leftJoin(courses, eq(courses.id, products.courseId))
    .leftJoin(onlineCourses, eq(onlineCourses.id, products.onlineCourseId));

export async function listProducts(db: Db, q: ProductListQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    joined(db, rowColumns)
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, products.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { results: rows.map(toRow), totalRowCount: total?.n ?? 0, page: q.page };
}

export async function getProduct(db: Db, id: number): Promise<ProductDetail> {
  const [[row], markets] = await inTurn(
    joined(db, detailColumns).where(eq(products.id, id)),
    db
      .select({ countryCode: marketAssignmentProducts.countryCode })
      .from(marketAssignmentProducts)
      .where(eq(marketAssignmentProducts.productId, id)),
  );
  if (!row) throw notFound('Product');
  const { version, createdAt, ...rest } = row;
  return {
    ...toRow(rest),
    version,
    createdAt: createdAt.toISOString(),
    markets: markets
      .map((m) => ({ countryCode: m.countryCode, countryName: countryName(m.countryCode) ?? m.countryCode }))
      .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en')),
  };
}

/** A free SKU, a known currency, and the link its kind needs (and no link it cannot have). */
async function checkProduct(tx: Db, input: ProductInput, id?: number) {
  const errors = new FieldErrors();
  const [[taken], [course], [online]] = await inTurn(
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(sql`upper(${products.sku}) = ${input.sku}`, id ? ne(products.id, id) : undefined)),
    input.courseId ? tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId)) : [{ id: 0 }],
    input.onlineCourseId
      ? tx.select({ id: onlineCourses.id }).from(onlineCourses).where(eq(onlineCourses.id, input.onlineCourseId))
      : [{ id: 0 }],
  );
  if (taken) errors.add('sku', `Another product already uses the SKU ${input.sku}.`);
  if (!isCurrencyCode(input.price.currency)) errors.add('price.currency', 'Not an ISO 4217 currency in use.');
  if (!course) errors.add('courseId', 'No such course.');
  if (!online) errors.add('onlineCourseId', 'No such online course.');
  if (input.kind === 'class-seat' && !input.courseId) errors.add('courseId', 'A class seat names its course.');
  if (input.kind === 'online-course' && !input.onlineCourseId) {
    errors.add('onlineCourseId', 'An online-course product names its online course.');
  }
  if (input.kind === 'assessment-attempt' && !input.assessmentCode) {
    errors.add('assessmentCode', 'An assessment attempt names its assessment.');
  }
  if (input.kind !== 'online-course' && input.onlineCourseId) {
    errors.add('onlineCourseId', 'Only online-course products name an online course.');
  }
  errors.throwIfAny();
}

/** Markets sell in one currency: a product they offer cannot move to another. */
async function checkCurrencyChange(tx: Db, id: number, from: string, to: string) {
  if (from === to) return;
  const offering = await tx
    .select({ countryCode: marketAssignments.countryCode })
    .from(marketAssignmentProducts)
    .innerJoin(marketAssignments, eq(marketAssignments.countryCode, marketAssignmentProducts.countryCode))
    .where(and(eq(marketAssignmentProducts.productId, id), ne(marketAssignments.currency, to)))
    .orderBy(asc(marketAssignments.countryCode))
    .limit(5);
  if (offering.length > 0) {
    const markets = offering.map((m) => countryName(m.countryCode) ?? m.countryCode);
    throw refuse(productRefusals, 'currency-offered', { currency: from, markets });
  }
}

const orSkuTaken = (sku: string) => (error: unknown) => {
  if (violatedUniqueIndex(error) !== undefined) {
    new FieldErrors().add('sku', `Another product already uses the SKU ${sku}.`).throwIfAny();
  }
  throw error;
};

const valuesOf = ({ price, ...input }: ProductInput) => ({
  ...input,
  priceAmount: price.amount,
  currency: price.currency,
});

export async function createProduct(ctx: RequestContext, input: ProductInput) {
  const id = await ctx
    .write(async (tx, audit) => {
      await checkProduct(tx, input);
      const [row] = await tx.insert(products).values(valuesOf(input)).returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      await audit({ action: 'products.create', entity: 'product', entityId: row.id, after: valuesOf(input) });
      return row.id;
    })
    .catch(orSkuTaken(input.sku));
  return getProduct(ctx.db, id);
}

export async function updateProduct(ctx: RequestContext, id: number, input: ProductInput & { version: number }) {
  const { version, ...fields } = input;
  await ctx
    .write(async (tx, audit) => {
      const before = await getProduct(tx, id);
      await checkProduct(tx, fields, id);
      await checkCurrencyChange(tx, id, before.price.currency, fields.price.currency);
      await updateVersioned(tx, products, products.id, id, version, valuesOf(fields), 'Product');
      // The record as it was, in the columns the update writes (price as amount and currency).
      const was = { ...before, priceAmount: before.price.amount, currency: before.price.currency };
      await audit({ action: 'products.update', entity: 'product', entityId: id, before: was, after: valuesOf(fields) });
    })
    .catch(orSkuTaken(input.sku));
  return getProduct(ctx.db, id);
}
