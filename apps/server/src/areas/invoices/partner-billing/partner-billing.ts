// Partner billing: what a partner did that can be invoiced (completed classes by their last day,
// passcodes by the day they were made for the partner, each priced from its class or its product), with
// the invoice each row sits on beside the rows not billed yet, and a Draft invoice made from chosen
// unbilled rows. billed_source holds each billed row once (its primary key), so a row is never on two
// invoices; a credit note crediting its line in full frees it.
import {
  type BillingRow,
  type BillingSourceKind,
  invoiceRefusals,
  type partnerBillingQuery,
  type partnerInvoiceInput,
} from '@eco/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../../db/client.js';
import { billedSources, invoiceLines, invoices, partners } from '../../../db/schema/index.js';
import type { RequestContext } from '../../../platform/context.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { FieldErrors } from '../../../platform/field-errors.js';
import { getInvoice } from '../records/read.js';
import { partnerVatDefault } from '../tax/partner-vat.js';
import type { VatSeller } from '../tax/vat-defaults.js';
import { partnerStatement } from './partner-statement.js';

type Range = z.output<typeof partnerBillingQuery>;
type InvoiceInput = z.output<typeof partnerInvoiceInput>;

interface SourceRow {
  kind: BillingSourceKind;
  id: string;
  date: string;
  description: string;
  reference: string;
  unitPrice: number | null;
  currency: string | null;
  invoiceId: number | null;
  invoiceNumber: string | null;
  invoiceState: 'Draft' | 'Open' | 'Paid' | null;
}

/** The invoice a source sits on, if any: through billed_source to its line and invoice. */
const billedJoin = (kind: BillingSourceKind, id: ReturnType<typeof sql>) => sql`
  left join billed_source bs on bs.source_kind = ${kind} and bs.source_id = ${id}
  left join invoice_line il on il.id = bs.invoice_line_id
  left join invoice i on i.id = il.invoice_id`;
const billedColumns = sql`i.id as "invoiceId", i.number as "invoiceNumber", i.state as "invoiceState"`;

/** Completed classes of the partner: one line each, at the class's price. */
const classSources = (partnerId: number, where: ReturnType<typeof sql>) => sql`
  select 'class' as kind, c.id::text as id, c.end_date::text as date,
    co.name || ' class, ' || to_char(c.start_date, 'DD Mon YYYY')
      || case when c.city <> '' then ', ' || c.city else '' end as description, c.id::text as reference,
    c.price_amount as "unitPrice", c.currency, ${billedColumns}
  from class c join course co on co.id = c.course_id
  ${billedJoin('class', sql`c.id::text`)}
  where c.partner_id = ${partnerId} and c.state = 'Completed' and ${where}`;

/** Passcodes made for the partner and not revoked: one line each, at its product's price. */
const passcodeSources = (partnerId: number, where: ReturnType<typeof sql>) => sql`
  select 'passcode' as kind, p.id::text as id, (p.created_at at time zone 'UTC')::date::text as date,
    coalesce(pr.name, p.sku) || ' passcode ' || p.code
      || coalesce(', order ' || p.order_number, '') as description, p.code as reference,
    pr.price_amount as "unitPrice", pr.currency, ${billedColumns}
  from passcode p left join product pr on upper(pr.sku) = upper(p.sku)
  ${billedJoin('passcode', sql`p.id::text`)}
  where p.partner_id = ${partnerId} and not p.is_revoked and ${where}`;

const toRow = (r: SourceRow): BillingRow => ({
  kind: r.kind,
  id: r.id,
  date: r.date,
  description: r.description,
  reference: r.reference,
  quantity: 1,
  unitPrice: r.unitPrice,
  currency: r.currency,
  invoice: r.invoiceId ? { id: r.invoiceId, number: r.invoiceNumber, state: r.invoiceState ?? 'Draft' } : null,
});

async function partnerOf(db: Db, id: number) {
  const [row] = await queryRows<{ id: number; name: string; currency: string; billingEmail: string | null }>(
    db,
    sql`select id, name, currency, billing_email as "billingEmail" from ${partners} where id = ${id}`,
  );
  if (!row) throw notFound('Partner');
  return row;
}

export async function getPartnerBilling(db: Db, partnerId: number, range: Range) {
  const partner = await partnerOf(db, partnerId);
  const rows = await queryRows<SourceRow>(
    db,
    sql`${classSources(partnerId, sql`c.end_date between ${range.startDate} and ${range.endDate}`)}
        union all
        ${passcodeSources(
          partnerId,
          sql`p.created_at >= ${range.startDate}::date and p.created_at < ${range.endDate}::date + 1`,
        )}
        order by date, kind, id`,
  );
  return {
    partner,
    startDate: range.startDate,
    endDate: range.endDate,
    rows: rows.map(toRow),
    statement: await partnerStatement(db, partnerId),
  };
}

/** The chosen sources as the partner's, priced and unbilled; a 400 per row that is not. */
async function chosenSources(tx: Db, partnerId: number, sources: InvoiceInput['sources']) {
  const ids = (kind: BillingSourceKind) => sources.filter((s) => s.kind === kind).map((s) => s.id);
  const anyOf = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )
      : sql`null`;
  const found = await queryRows<SourceRow>(
    tx,
    sql`${classSources(partnerId, sql`c.id::text in (${anyOf(ids('class'))})`)}
        union all
        ${passcodeSources(partnerId, sql`p.id::text in (${anyOf(ids('passcode'))})`)}`,
  );
  const errors = new FieldErrors();
  const rows = sources.flatMap((s, i) => {
    const row = found.find((f) => f.kind === s.kind && f.id === s.id);
    if (!row) errors.add(`sources.${i}`, 'Not a billable row of this partner.');
    else if (row.unitPrice === null || !row.currency) errors.add(`sources.${i}`, 'Has no price to bill.');
    return row ? [row] : [];
  });
  errors.throwIfAny();
  // Already on an invoice: a state of the data, not a mistake in the request.
  const billed = rows.filter((r) => r.invoiceId);
  if (billed.length) {
    const named = billed.map((r) => ({
      description: r.description,
      invoice: r.invoiceNumber ?? `draft ${r.invoiceId}`,
    }));
    throw refuse(invoiceRefusals, 'already-billed', { rows: named });
  }
  // Every row has its currency: a row without one was refused above.
  const currencies = [...new Set(rows.map((r) => r.currency as string))];
  if (currencies.length > 1) throw refuse(invoiceRefusals, 'mixed-currencies', { currencies });
  return { rows, currency: currencies[0] as string };
}

/** A line type named for the kind of source, when the list has one (Classes, Passcodes...). */
async function lineTypeFor(tx: Db, kind: BillingSourceKind): Promise<number | null> {
  const names = kind === 'class' ? ['class', 'classes'] : ['passcode', 'passcodes', 'assessment', 'assessments'];
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from invoice_line_type where is_active and lower(name) in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )}) order by position limit 1`,
  );
  return row?.id ?? null;
}

export async function invoicePartner(ctx: RequestContext, seller: VatSeller, partnerId: number, input: InvoiceInput) {
  const id = await ctx.write(async (tx, audit) => {
    await partnerOf(tx, partnerId);
    const { rows, currency } = await chosenSources(tx, partnerId, input.sources);
    const vat = await partnerVatDefault(tx, seller, partnerId);
    const [invoice] = await tx
      .insert(invoices)
      .values({ partnerId, currency, createdBy: ctx.principal?.account?.admId ?? null })
      .returning({ id: invoices.id });
    if (!invoice) throw new Error('insert returned no row');
    const types = { class: await lineTypeFor(tx, 'class'), passcode: await lineTypeFor(tx, 'passcode') };
    const lines = await tx
      .insert(invoiceLines)
      .values(
        rows.map((r, position) => ({
          invoiceId: invoice.id,
          position,
          lineTypeId: types[r.kind],
          description: r.description,
          quantity: 1,
          unitPrice: r.unitPrice as number,
          sourceKind: r.kind,
          sourceId: r.id,
          vatCategory: vat.category,
          vatRate: vat.rate,
        })),
      )
      .returning({ id: invoiceLines.id, sourceKind: invoiceLines.sourceKind, sourceId: invoiceLines.sourceId });
    // The primary key decides between two people billing the same row at once: the later one gets a 409.
    const billed = await tx
      .insert(billedSources)
      .values(
        lines.map((l) => ({
          sourceKind: l.sourceKind as BillingSourceKind,
          sourceId: l.sourceId as string,
          invoiceLineId: l.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ sourceId: billedSources.sourceId });
    if (billed.length !== lines.length) throw refuse(invoiceRefusals, 'billed-meanwhile');
    await audit({
      action: 'invoices.create',
      entity: 'invoice',
      entityId: invoice.id,
      after: {
        partnerId,
        currency,
        state: 'Draft',
        sources: rows.map((r) => `${r.kind} ${r.id}`),
        lines: rows.map((r) => ({
          description: r.description,
          quantity: 1,
          unitPrice: r.unitPrice,
          vatCategory: vat.category,
          vatRate: vat.rate,
        })),
      },
    });
    return invoice.id;
  });
  return getInvoice(ctx.db, id);
}
