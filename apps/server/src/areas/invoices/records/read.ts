// Reading invoices: the paged list with the totals per currency of the whole filtered set, and one
// invoice with its lines. An invoice's total is what the customer pays: its lines' net plus their VAT,
// summed per category and rate (migration 0045's invoice_lines_total); for the list's filters but a PO
// number, the totals come from the day totals the database keeps of them (schema/invoice-totals.ts). One
// invoice also answers its net, its VAT per category and rate, and its gross (the contract's vatBreakdown,
// the same rule).
import {
  type InvoiceDetail,
  type InvoiceLine,
  type InvoiceRow,
  type invoiceListQuery,
  vatBreakdown,
} from '@eco/contract';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import {
  invoiceDayTotals,
  invoiceLines,
  invoiceLineTypes,
  invoicePartnerDayTotals,
  invoices,
  partners,
} from '../../../db/schema/index.js';
import { offsetOf } from '../../../kits/lists/paging.js';
import { orderOf } from '../../../kits/lists/sorting.js';
import { textMatch } from '../../../kits/search/text-match.js';
import { notFound } from '../../../platform/errors.js';
import { inTurn } from '../../../platform/in-turn.js';

export type InvoiceListQuery = z.output<typeof invoiceListQuery>;
export type InvoiceFilter = Omit<InvoiceListQuery, 'page' | 'pageSize' | 'sortBy' | 'sortDescending'>;

/** An invoice's gross in minor units; bigint in SQL, so a large invoice cannot overflow. */
const totalOf = sql<string>`invoice_lines_total("invoice"."id")::text`;
/** Its lines' sum before VAT. */
const netOf = sql<string>`(select coalesce(sum(l.quantity::bigint * l.unit_price), 0)::text
  from invoice_line l where l.invoice_id = "invoice"."id")`;

const rowColumns = {
  id: invoices.id,
  number: invoices.number,
  partnerId: invoices.partnerId,
  partnerName: partners.name,
  poNumber: invoices.poNumber,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  currency: invoices.currency,
  state: invoices.state,
  total: totalOf,
  net: netOf,
  paidOn: invoices.paidOn,
  updatedAt: invoices.updatedAt,
};

const sortColumns = {
  issueDate: invoices.issueDate,
  number: invoices.number,
  customer: sql`lower(${partners.name})`,
  dueDate: invoices.dueDate,
  state: invoices.state,
};

type RawRow = Omit<InvoiceRow, 'total' | 'net' | 'updatedAt'> & { total: string; net: string; updatedAt: Date };
const toRow = (r: RawRow): InvoiceRow => ({
  ...r,
  total: Number(r.total),
  net: Number(r.net),
  updatedAt: r.updatedAt.toISOString(),
});

export function whereOf(q: InvoiceFilter): SQL | undefined {
  const terms: (SQL | undefined)[] = [];
  if (q.state) terms.push(eq(invoices.state, q.state));
  if (q.customer !== undefined) terms.push(eq(invoices.partnerId, q.customer));
  if (q.poNumber) terms.push(textMatch(invoices.poNumber, q.poNumber, false));
  if (q.startDate) terms.push(gte(invoices.issueDate, q.startDate));
  if (q.endDate) terms.push(lte(invoices.issueDate, q.endDate));
  return and(...terms);
}

/** Per currency, how many invoices match and their summed total; the count of the list is their sum. */
function totalsOf(db: Db, q: InvoiceFilter) {
  return q.poNumber ? totalsFromLines(db, whereOf(q)) : totalsFromDays(db, q);
}

/** The day totals of the filter's state, customer and days (a draft without a day is in none). */
async function totalsFromDays(db: Db, q: InvoiceFilter) {
  const t = q.customer === undefined ? invoiceDayTotals : invoicePartnerDayTotals;
  const where = and(
    q.customer === undefined ? undefined : eq(invoicePartnerDayTotals.partnerId, q.customer),
    q.state ? eq(t.state, q.state) : undefined,
    q.startDate ? gte(t.issueDate, q.startDate) : undefined,
    q.endDate ? lte(t.issueDate, q.endDate) : undefined,
  );
  const rows = await db
    .select({
      currency: t.currency,
      count: sql<number>`sum(${t.n})::int`,
      amount: sql<string>`sum(${t.amount})::text`,
    })
    .from(t)
    .where(where)
    .groupBy(t.currency)
    .having(sql`sum(${t.n}) > 0`)
    .orderBy(asc(t.currency));
  return rows.map((r) => ({ currency: r.currency, count: r.count, amount: Number(r.amount) }));
}

async function totalsFromLines(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      currency: invoices.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${totalOf}::bigint), 0)::text`,
    })
    .from(invoices)
    .where(where)
    .groupBy(invoices.currency)
    .orderBy(asc(invoices.currency));
  return rows.map((r) => ({ currency: r.currency, count: r.count, amount: Number(r.amount) }));
}

export async function listInvoices(db: Db, q: InvoiceListQuery) {
  const where = whereOf(q);
  const [rows, totals] = await inTurn(
    db
      .select(rowColumns)
      .from(invoices)
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .where(where)
      .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, invoices.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    () => totalsOf(db, q),
  );
  return {
    results: (rows as RawRow[]).map(toRow),
    totalRowCount: totals.reduce((n, t) => n + t.count, 0),
    page: q.page,
    totals,
  };
}

/** A page of the list without the totals: what the CSV export reads batch after batch. */
export async function invoiceRows(db: Db, q: InvoiceListQuery) {
  const rows = await db
    .select(rowColumns)
    .from(invoices)
    .innerJoin(partners, eq(partners.id, invoices.partnerId))
    .where(whereOf(q))
    .orderBy(...orderOf(sortColumns, q.sortBy, q.sortDescending, invoices.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { results: (rows as RawRow[]).map(toRow) };
}

export async function linesOf(db: Db, invoiceId: number): Promise<InvoiceLine[]> {
  const rows = await db
    .select({
      id: invoiceLines.id,
      position: invoiceLines.position,
      lineTypeId: invoiceLines.lineTypeId,
      lineTypeName: invoiceLineTypes.name,
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      sourceKind: invoiceLines.sourceKind,
      sourceId: invoiceLines.sourceId,
      vatCategory: invoiceLines.vatCategory,
      vatRate: invoiceLines.vatRate,
    })
    .from(invoiceLines)
    .leftJoin(invoiceLineTypes, eq(invoiceLineTypes.id, invoiceLines.lineTypeId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  return rows.map((r) => ({ ...r, amount: r.quantity * r.unitPrice }));
}

export async function getInvoice(db: Db, id: number): Promise<InvoiceDetail> {
  const [[row], lines] = await inTurn(
    db
      .select({
        ...rowColumns,
        partnerBillingEmail: partners.billingEmail,
        series: invoices.series,
        year: invoices.year,
        seq: invoices.seq,
        sentAt: invoices.sentAt,
        sentTo: invoices.sentTo,
        everSent: invoices.everSent,
        hasCreditNotes: sql<boolean>`exists (select 1 from credit_note c where c.invoice_id = ${invoices.id})`,
        notes: invoices.notes,
        version: invoices.version,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .innerJoin(partners, eq(partners.id, invoices.partnerId))
      .where(eq(invoices.id, id)),
    () => linesOf(db, id),
  );
  if (!row) throw notFound('Invoice');
  const { sentAt, createdAt, notes, ...rest } = row;
  return {
    ...toRow(rest as RawRow),
    partnerBillingEmail: rest.partnerBillingEmail,
    series: rest.series,
    year: rest.year,
    seq: rest.seq,
    sentTo: rest.sentTo,
    everSent: rest.everSent,
    hasCreditNotes: rest.hasCreditNotes,
    version: rest.version,
    notes: notes ?? '',
    sentAt: sentAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    lines,
    ...vatBreakdown(lines),
  };
}

/** The invoice's state and version, locked for the change that follows. */
export async function lockInvoice(tx: Db, id: number) {
  const [row] = await queryRows<{
    state: InvoiceRow['state'];
    version: number;
    number: string | null;
    everSent: boolean;
    issueDate: string | null;
  }>(
    tx,
    sql`select state, version, number, ever_sent as "everSent", issue_date::text as "issueDate"
        from invoice where id = ${id} for update`,
  );
  if (!row) throw notFound('Invoice');
  return row;
}
