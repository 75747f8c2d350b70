// Demo partner billing: the demo's completed classes are held for the demo partners (their passcodes
// already are), so each partner has billable activity; one partner's first classes are invoiced (Open,
// numbered from the counter like any invoice, sent) and one of those lines is corrected by a credit note
// crediting it in full, which frees that class to be billed again.
import { documentNumber } from '@eco/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { billedSources, creditNoteLines, creditNotes, invoiceLines, invoices } from '../../../db/schema/index.js';
import { takeNumber } from '../records/numbering.js';
import { demoSeller, partnerVatDefault } from '../tax/partner-vat.js';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoBilling(tx: Db) {
  const partners = await queryRows<{ id: number; billingEmail: string | null }>(
    tx,
    sql`select id, billing_email as "billingEmail" from partner where is_active order by name limit 4`,
  );
  if (!partners.length) return;
  // Every completed class to a partner, in turn.
  await tx.execute(sql`
    update class c set partner_id = (array[${sql.join(
      partners.map((p) => sql`${p.id}`),
      sql`, `,
    )}]::int[])[1 + (x.n % ${partners.length})]
    from (select id, row_number() over (order by start_date, id) as n from class where state = 'Completed') x
    where c.id = x.id`);
  const partner = partners[0] as { id: number; billingEmail: string | null };
  const held = await queryRows<{
    id: number;
    endDate: string;
    name: string;
    city: string;
    price: number;
    currency: string;
  }>(
    tx,
    sql`select c.id, c.end_date::text as "endDate", co.name, c.city, c.price_amount as price, c.currency
        from class c join course co on co.id = c.course_id
        where c.partner_id = ${partner.id} and c.state = 'Completed' and c.price_amount is not null
        order by c.end_date, c.id limit 3`,
  );
  if (held.length < 2) return;
  const last = held[held.length - 1] as (typeof held)[number];
  const issueDate = last.endDate;
  const year = Number(issueDate.slice(0, 4));
  const seq = await takeNumber(tx, 'INV', year);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      partnerId: partner.id,
      currency: last.currency,
      state: 'Open',
      issueDate,
      dueDate: sql`${issueDate}::date + 30`,
      series: 'INV',
      year,
      seq,
      number: documentNumber('INV', year, seq),
      poNumber: 'PO-CLASSES-1',
      ...(partner.billingEmail
        ? { everSent: true, sentTo: partner.billingEmail, sentAt: new Date(`${issueDate}T09:30:00Z`) }
        : {}),
    })
    .returning({ id: invoices.id });
  if (!invoice) return;
  const vat = await partnerVatDefault(tx, demoSeller, partner.id);
  const lines = await tx
    .insert(invoiceLines)
    .values(
      held.map((c, position) => ({
        invoiceId: invoice.id,
        position,
        description: `${c.name} class${c.city ? `, ${c.city}` : ''}`,
        quantity: 1,
        unitPrice: c.price,
        sourceKind: 'class' as const,
        sourceId: String(c.id),
        vatCategory: vat.category,
        vatRate: vat.rate,
      })),
    )
    .returning({ id: invoiceLines.id, sourceId: invoiceLines.sourceId, unitPrice: invoiceLines.unitPrice });
  await tx
    .insert(billedSources)
    .values(lines.map((l) => ({ sourceKind: 'class' as const, sourceId: l.sourceId as string, invoiceLineId: l.id })));

  // The last class was billed by mistake: credited in full, so it is unbilled again.
  const credited = lines[lines.length - 1] as (typeof lines)[number];
  const issuedOn = dayOf(new Date(Math.min(Date.now(), Date.parse(`${issueDate}T00:00:00Z`) + 7 * 86_400_000)));
  const cnYear = Number(issuedOn.slice(0, 4));
  const cnSeq = await takeNumber(tx, 'CN', cnYear);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      series: 'CN',
      year: cnYear,
      seq: cnSeq,
      number: documentNumber('CN', cnYear, cnSeq),
      reason: 'Class billed twice: it was already paid for by the client organisation',
      issuedOn,
    })
    .returning({ id: creditNotes.id });
  if (!note) return;
  await tx
    .insert(creditNoteLines)
    .values({ creditNoteId: note.id, invoiceLineId: credited.id, quantity: 1, amount: credited.unitPrice });
  await tx.execute(sql`delete from billed_source where invoice_line_id = ${credited.id}`);
}
