// Partners: the paged, searchable list (trigram index on lower(name)) and one partner with its markets.
import type { PartnerDetail, PartnerRow, partnerListQuery } from '@eco/contract';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { marketAssignments, partners } from '../../db/schema/index.js';
import { offsetOf } from '../../kits/lists/paging.js';
import { orderOf } from '../../kits/lists/sorting.js';
import { textMatch } from '../../kits/search/text-match.js';
import { notFound } from '../../platform/errors.js';
import { countryName } from '../../platform/iso.js';

type PartnerListQuery = z.output<typeof partnerListQuery>;

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

const toRow = (r: Omit<PartnerRow, 'countryName'>): PartnerRow => ({
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

export async function listPartners(db: Db, q: PartnerListQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(partners)
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, partners.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  return { results: rows.map(toRow), totalRowCount: total?.n ?? 0, page: q.page };
}

export async function getPartner(db: Db, id: number): Promise<PartnerDetail> {
  const [[row], markets] = await Promise.all([
    db
      .select({
        ...rowColumns,
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
  const { version, createdAt, updatedAt, ...rest } = row;
  return {
    ...toRow(rest),
    version,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    markets: markets
      .map((m) => ({ countryCode: m.countryCode, countryName: countryName(m.countryCode) ?? m.countryCode }))
      .sort((a, b) => a.countryName.localeCompare(b.countryName, 'en')),
  };
}
