// An invoice's and a credit note's printed form: what the PDF shows, read from the database and handed to
// invoice-pdf.ts, and the PDF as a download. Draft invoices print without a number and with a label
// saying they are not invoices. The buyer is named as the EU VAT directive asks (art. 226(4) and (5)):
// legal name, address and VAT id; the totals are net, VAT per category and rate, and gross, with the
// sentence each category without VAT needs (the reverse-charge mention of art. 226(11a)).
import { type VatTotals, vatCategoryLabels, vatExemptions } from '@eco/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { creditNoteLines, creditNotes, invoiceLines, invoiceLineTypes, partners } from '../../../db/schema/index.js';
import type { Download } from '../../../platform/download.js';
import { notFound } from '../../../platform/errors.js';
import { countryName } from '../../../platform/iso.js';
import { getInvoice } from '../records/read.js';
import { listCreditNotes } from './credit-notes.js';
import { formatDate, formatMoney } from './document-formats.js';
import { renderDocumentPdf } from './invoice-pdf.js';
import type { DocumentInput, DocumentVat, Seller } from './invoice-pdf-input.js';

async function customerOf(db: Db, partnerId: number): Promise<DocumentInput['customer']> {
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound('Partner');
  const cityLine = [p.postalCode, p.city].filter(Boolean).join(' ');
  const lines = [
    p.legalName && p.legalName !== p.name ? p.name : null,
    p.contactName ? `Attn. ${p.contactName}` : null,
    p.addressLine1,
    p.addressLine2,
    cityLine || null,
    p.region,
    countryName(p.countryCode) ?? null,
    p.billingEmail,
  ].filter((l): l is string => !!l);
  return { name: p.legalName || p.name, lines, vatId: p.vatId || null, taxId: p.taxId || null };
}

/** The totals block of a document from its VAT totals, with the sentence each exempt category needs. */
function documentVat(totals: VatTotals): DocumentVat {
  const breakdown = totals.taxBreakdown.map((g) => ({ ...g, categoryLabel: vatCategoryLabels[g.category] }));
  const notes = breakdown.flatMap((g) => {
    const note = vatExemptions[g.category]?.note;
    return note ? [note] : [];
  });
  return { net: totals.net, taxTotal: totals.taxTotal, gross: totals.gross, breakdown, notes: [...new Set(notes)] };
}

/** Minor units credited on the invoice so far, VAT included. */
export async function creditedOf(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ amount: string }>(
    db,
    sql`select coalesce(invoice_credited_total(${invoiceId}), 0)::text as amount`,
  );
  return Number(row?.amount ?? 0);
}

/** What the invoice's PDF shows; the same invoice gives the same input, hence the same bytes. */
export async function invoiceDocument(db: Db, id: number): Promise<DocumentInput & { filename: string }> {
  const invoice = await getInvoice(db, id);
  const credited = await creditedOf(db, id);
  const details: [string, string][] = [];
  if (invoice.issueDate) details.push(['Issue date', formatDate(invoice.issueDate)]);
  if (invoice.dueDate) details.push(['Due date', formatDate(invoice.dueDate)]);
  if (invoice.poNumber) details.push(['PO number', invoice.poNumber]);
  details.push(['Currency', invoice.currency]);
  return {
    kind: 'invoice',
    number: invoice.number,
    state: invoice.state,
    currency: invoice.currency,
    customer: await customerOf(db, invoice.partnerId),
    details,
    lines: invoice.lines.map((l) => ({
      description: l.description,
      lineType: l.lineTypeName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vatCategory: l.vatCategory,
      vatRate: l.vatRate,
    })),
    vat: documentVat(invoice),
    totals: credited
      ? [
          ['Credited', -credited],
          ['Balance', invoice.total - credited],
        ]
      : [],
    notes: invoice.notes || null,
    documentDate: invoice.issueDate ?? invoice.createdAt,
    filename: invoice.number ? `${invoice.number}.pdf` : `invoice-draft-${invoice.id}.pdf`,
  };
}

/** What a credit note's PDF shows. */
export async function creditNoteDocument(
  db: Db,
  invoiceId: number,
  creditNoteId: number,
): Promise<DocumentInput & { filename: string }> {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.invoiceId, invoiceId)));
  if (!note) throw notFound('Credit note');
  const invoice = await getInvoice(db, invoiceId);
  // Its VAT is what it adds to the VAT credited before it (tax/credit-note-vat.ts), so the invoice's notes
  // are read in their order.
  const listed = (await listCreditNotes(db, invoiceId)).creditNotes.find((n) => n.id === note.id);
  if (!listed) throw notFound('Credit note');
  const lines = await db
    .select({
      description: invoiceLines.description,
      lineType: invoiceLineTypes.name,
      quantity: creditNoteLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: creditNoteLines.amount,
      vatCategory: invoiceLines.vatCategory,
      vatRate: invoiceLines.vatRate,
    })
    .from(creditNoteLines)
    .innerJoin(invoiceLines, eq(invoiceLines.id, creditNoteLines.invoiceLineId))
    .leftJoin(invoiceLineTypes, eq(invoiceLineTypes.id, invoiceLines.lineTypeId))
    .where(eq(creditNoteLines.creditNoteId, note.id))
    .orderBy(asc(invoiceLines.position), asc(invoiceLines.id));
  const details: [string, string][] = [
    ['Issued on', formatDate(note.issuedOn)],
    ['Credits invoice', invoice.number ?? ''],
  ];
  if (invoice.issueDate) details.push(['Invoice date', formatDate(invoice.issueDate)]);
  if (invoice.poNumber) details.push(['PO number', invoice.poNumber]);
  details.push(['Reason', note.reason]);
  if (invoice.state === 'Paid') details.push(['Refund owed', formatMoney(listed.gross, invoice.currency)]);
  return {
    kind: 'creditNote',
    number: note.number,
    state: null,
    currency: invoice.currency,
    customer: await customerOf(db, invoice.partnerId),
    details,
    lines,
    vat: documentVat(listed),
    // A paid invoice's credit is money the customer gets back: said, so it is neither paid again nor lost.
    notes:
      invoice.state === 'Paid'
        ? `Invoice ${invoice.number} has been paid: ${formatMoney(listed.gross, invoice.currency)} is owed to you and will be refunded.`
        : null,
    documentDate: note.issuedOn,
    filename: `${note.number}.pdf`,
  };
}

/** A rendered PDF as the download registerArea streams. */
export async function pdfDownload(document: DocumentInput & { filename: string }, seller: Seller): Promise<Download> {
  const pdf = await renderDocumentPdf(document, seller);
  return {
    filename: document.filename,
    contentType: 'application/pdf',
    body: (async function* () {
      yield pdf;
    })(),
  };
}
