// An invoice's and a credit note's printed form: what the PDF shows, read from the database and handed to
// invoice-pdf.ts, and the PDF as a download. Draft invoices print without a number and with a label
// saying they are not invoices.
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { creditNoteLines, creditNotes, invoiceLines, invoiceLineTypes, partners } from '../../../db/schema/index.js';
import type { Download } from '../../../platform/download.js';
import { notFound } from '../../../platform/errors.js';
import { countryName } from '../../../platform/iso.js';
import { getInvoice } from '../records/read.js';
import { formatDate } from './document-formats.js';
import { renderDocumentPdf } from './invoice-pdf.js';
import type { DocumentInput, Seller } from './invoice-pdf-input.js';

async function customerOf(db: Db, partnerId: number) {
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound('Partner');
  const lines = [
    p.contactName ? `Attn. ${p.contactName}` : null,
    p.billingEmail,
    countryName(p.countryCode) ?? null,
  ].filter((l): l is string => !!l);
  return { name: p.name, lines };
}

/** Minor units credited on the invoice so far. */
export async function creditedOf(db: Db, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ amount: string }>(
    db,
    sql`select coalesce(sum(l.amount::bigint), 0)::text as amount
        from credit_note_line l join credit_note n on n.id = l.credit_note_id where n.invoice_id = ${invoiceId}`,
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
  if (invoice.paidOn) details.push(['Paid on', formatDate(invoice.paidOn)]);
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
    })),
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
  const lines = await db
    .select({
      description: invoiceLines.description,
      lineType: invoiceLineTypes.name,
      quantity: creditNoteLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      amount: creditNoteLines.amount,
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
  return {
    kind: 'creditNote',
    number: note.number,
    state: null,
    currency: invoice.currency,
    customer: await customerOf(db, invoice.partnerId),
    details,
    lines,
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
