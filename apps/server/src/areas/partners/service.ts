// Partners: the paged, searchable list (trigram index on lower(name)), one partner with its markets and
// billing identity, and the versioned, audited change of that identity.
import type { PartnerDetail, PartnerRow, partnerListQuery, partnerUpdate } from '@eco/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { marketAssignments, partners } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import type { RequestContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { FieldErrors } from '../../platform/field-errors.js';
import { countryName, isCountryCode } from '../../platform/iso.js';
import { updateVersioned } from '../../platform/versioning.js';
import { vatIdProblem } from './vat-ids.js';

type PartnerListQuery = z.output<typeof partnerListQuery>;
type PartnerUpdate = z.output<typeof partnerUpdate>;

const marketCount = sql<number>`(select count(*)::int from market_assignment m where m.partner_id = "partner"."id")`;

const rowColumns = {
  id: partners.id,
  name: partners.name,
  countryCode: partners.countryCode,
  contactName: partners.contactName,
  billingEmail: partners.billingEmail,
  currency: partners.currency,
  isActive: partners.isActive,
  marketCount,
};

const sortColumns = {
  name: sql`lower(${partners.name})`,
  countryCode: partners.countryCode,
  currency: partners.currency,
  isActive: partners.isActive,
  marketCount,
};

/** What an invoice says about the partner as its buyer, beside the row's columns on its detail. */
const billingColumns = {
  legalName: partners.legalName,
  addressLine1: partners.addressLine1,
  addressLine2: partners.addressLine2,
  city: partners.city,
  postalCode: partners.postalCode,
  region: partners.region,
  vatId: partners.vatId,
  taxId: partners.taxId,
};

const toRow = <R extends Omit<PartnerRow, 'countryName'>>(r: R): R & Pick<PartnerRow, 'countryName'> => ({
  ...r,
  countryName: countryName(r.countryCode) ?? null,
});

function whereOf(q: PartnerListQuery) {
  const terms: (SQL | undefined)[] = [];
  if (q.search) terms.push(textMatch(partners.name, q.search, false));
  if (q.countryCode) terms.push(eq(partners.countryCode, q.countryCode));
  if (q.currency) terms.push(eq(partners.currency, q.currency));
  if (q.isActive !== undefined) terms.push(eq(partners.isActive, q.isActive));
  return and(...terms);
}

/** The list's filters, order and page on a select of some of the partner's columns. */
function pageOf<T extends PgSelect>(select: T, q: PartnerListQuery) {
  return select
    .where(whereOf(q))
    .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, partners.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
}

export async function listPartners(db: Db, q: PartnerListQuery) {
  const [rows, [total]] = await Promise.all([
    pageOf(db.select(rowColumns).from(partners).$dynamic(), q),
    db.select({ n: count() }).from(partners).where(whereOf(q)),
  ]);
  return { results: rows.map(toRow), totalRowCount: total?.n ?? 0, page: q.page };
}

/** A page of the list with each partner's billing identity, for the CSV export. */
export async function listPartnersWithBilling(db: Db, q: PartnerListQuery) {
  const rows = await pageOf(
    db
      .select({ ...rowColumns, ...billingColumns })
      .from(partners)
      .$dynamic(),
    q,
  );
  return { results: rows.map(toRow) };
}

export async function getPartner(db: Db, id: number): Promise<PartnerDetail> {
  const [[row], markets] = await Promise.all([
    db
      .select({
        ...rowColumns,
        ...billingColumns,
        version: partners.version,
        createdAt: partners.createdAt,
        updatedAt: partners.updatedAt,
      })
      .from(partners)
      .where(eq(partners.id, id)),
    db
      .select({ countryCode: marketAssignments.countryCode })
      .from(marketAssignments)
      .where(eq(marketAssignments.partnerId, id)),
  ]);
  if (!row) throw notFound('Partner');
  const { createdAt, updatedAt, ...rest } = row;
  return {
    ...toRow(rest),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    markets: markets
      .map((m) => ({ countryCode: m.countryCode, countryName: countryName(m.countryCode) ?? m.countryCode }))
      .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en')),
  };
}

/** What the contract cannot check alone: the country is ISO 3166, the VAT number holds for its country. */
function checkBillingIdentity(fields: Omit<PartnerUpdate, 'version'>) {
  const errors = new FieldErrors();
  if (fields.countryCode && !isCountryCode(fields.countryCode))
    errors.add('countryCode', 'Not an ISO 3166 country code');
  const vatProblem = fields.vatId ? vatIdProblem(fields.vatId) : undefined;
  if (vatProblem) errors.add('vatId', vatProblem);
  errors.throwIfAny();
}

/** Changes a partner's billing identity; the audit keeps the fields that changed, for its history. */
export async function updatePartner(ctx: RequestContext, id: number, input: PartnerUpdate) {
  const { version, ...fields } = input;
  await ctx.write(async (tx, audit) => {
    const before = await getPartner(tx, id);
    checkBillingIdentity(fields);
    await updateVersioned(tx, partners, partners.id, id, version, fields, 'Partner');
    await audit({ action: 'partners.update', entity: 'partner', entityId: id, before, after: fields });
  });
  return getPartner(ctx.db, id);
}
