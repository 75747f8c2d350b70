// An invoice's and a credit note's e-invoice, read from the records: the seller from the settings, the
// buyer from the partner's billing identity (legal name, structured address, VAT and tax ids, billing
// e-mail), the lines with their VAT and the totals as the PDF states them (documents.ts), and the file
// as a download. A draft is not an invoice and has none; a buyer without a country or an e-mail cannot be
// named as EN 16931 asks, which is said rather than written into an XML a receiver would reject.
import { type EInvoiceFormat, invoiceRefusals } from '@eco/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { classes, partners, passcodes } from '../../../db/schema/index.js';
import type { Download } from '../../../platform/download.js';
import { notFound, refuse } from '../../../platform/errors.js';
import { countryName } from '../../../platform/iso.js';
import { getInvoice } from '../records/read.js';
import { listCreditNotes } from './credit-notes.js';
import { type EInvoiceInput, type EInvoiceParty, ibanOf, renderEInvoice } from './e-invoice.js';
import type { Seller } from './invoice-pdf-input.js';

function sellerParty(seller: Seller): EInvoiceParty {
  // Where the address setting ends with the country's name, the e-invoice gives the country as its code only.
  const last = seller.addressLines.at(-1)?.trim().toLowerCase();
  const named = last !== undefined && last === countryName(seller.countryCode)?.toLowerCase();
  const lines = named ? seller.addressLines.slice(0, -1) : seller.addressLines;
  return {
    name: seller.name,
    addressLines: lines,
    city: null,
    postalCode: null,
    region: null,
    countryCode: seller.countryCode,
    vatId: seller.vatId,
    taxId: null,
    email: seller.email,
  };
}

async function buyerParty(db: Db, partnerId: number): Promise<EInvoiceParty> {
  const [p] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!p) throw notFound('Partner');
  const missing = [...(p.countryCode ? [] : ['country']), ...(p.billingEmail ? [] : ['billing e-mail'])];
  if (missing.length > 0) throw refuse(invoiceRefusals, 'e-invoice-incomplete', { missing });
  return {
    name: p.legalName || p.name,
    addressLines: [p.addressLine1, p.addressLine2].filter((l): l is string => !!l),
    city: p.city,
    postalCode: p.postalCode,
    region: p.region,
    countryCode: p.countryCode,
    vatId: p.vatId,
    taxId: p.taxId,
    email: p.billingEmail,
  };
}

/**
 * When each billed line's service was supplied (art. 226(7)): a class from its first to its last day, a
 * passcode on the day it was made. Lines typed by hand have none.
 */
async function supplyPeriods(
  db: Db,
  lines: readonly { id: number; sourceKind: string | null; sourceId: string | null }[],
) {
  const ids = (kind: string) => lines.filter((l) => l.sourceKind === kind && l.sourceId).map((l) => Number(l.sourceId));
  const classIds = ids('class');
  const passcodeIds = ids('passcode');
  const periods = new Map<string, { start: string; end: string }>();
  if (classIds.length > 0)
    for (const c of await db
      .select({ id: classes.id, start: classes.startDate, end: classes.endDate })
      .from(classes)
      .where(inArray(classes.id, classIds)))
      periods.set(`class:${c.id}`, { start: c.start, end: c.end });
  if (passcodeIds.length > 0)
    for (const p of await db
      .select({ id: passcodes.id, made: passcodes.createdAt })
      .from(passcodes)
      .where(inArray(passcodes.id, passcodeIds))) {
      const day = p.made.toISOString().slice(0, 10);
      periods.set(`passcode:${p.id}`, { start: day, end: day });
    }
  return new Map(lines.map((l) => [l.id, periods.get(`${l.sourceKind}:${l.sourceId}`) ?? null]));
}

const xmlDownload = async (input: EInvoiceInput, format: EInvoiceFormat): Promise<Download> => {
  const xml = await renderEInvoice(input, format);
  return {
    filename: `${input.number}.${format}.xml`,
    contentType: 'application/xml',
    body: (async function* () {
      yield xml;
    })(),
  };
};

/** An open or paid invoice as an e-invoice; a draft is refused. */
export async function invoiceEInvoice(db: Db, id: number, format: EInvoiceFormat, seller: Seller) {
  const invoice = await getInvoice(db, id);
  if (invoice.state === 'Draft' || !invoice.number || !invoice.issueDate)
    throw refuse(invoiceRefusals, 'draft-no-e-invoice');
  const periods = await supplyPeriods(db, invoice.lines);
  const input: EInvoiceInput = {
    kind: 'invoice',
    number: invoice.number,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    deliveryDate: null,
    currency: invoice.currency,
    purchaseOrder: invoice.poNumber || null,
    precedingInvoice: null,
    seller: sellerParty(seller),
    buyer: await buyerParty(db, invoice.partnerId),
    lines: invoice.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vatCategory: l.vatCategory,
      vatRate: l.vatRate,
      period: periods.get(l.id),
    })),
    totals: invoice,
    paid: invoice.state === 'Paid' ? invoice.gross : 0,
    notes: invoice.notes ? [invoice.notes] : [],
    paymentTerms: seller.paymentTerms,
    iban: ibanOf(seller.bankDetails),
  };
  return xmlDownload(input, format);
}

/** A credit note as an e-invoice naming the invoice it corrects. */
export async function creditNoteEInvoice(
  db: Db,
  invoiceId: number,
  creditNoteId: number,
  format: EInvoiceFormat,
  seller: Seller,
) {
  const invoice = await getInvoice(db, invoiceId);
  const note = (await listCreditNotes(db, invoiceId)).creditNotes.find((n) => n.id === creditNoteId);
  if (!note || !invoice.number || !invoice.issueDate) throw notFound('Credit note');
  const periods = await supplyPeriods(db, invoice.lines);
  const refund =
    invoice.state === 'Paid'
      ? [`Invoice ${invoice.number} has been paid: the amount credited is owed as a refund.`]
      : [];
  const input: EInvoiceInput = {
    kind: 'creditNote',
    number: note.number,
    issueDate: note.issuedOn,
    dueDate: null,
    deliveryDate: null,
    currency: invoice.currency,
    purchaseOrder: invoice.poNumber || null,
    precedingInvoice: { number: invoice.number, issueDate: invoice.issueDate },
    seller: sellerParty(seller),
    buyer: await buyerParty(db, invoice.partnerId),
    lines: note.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPrice: null,
      amount: l.amount,
      vatCategory: l.vatCategory,
      vatRate: l.vatRate,
      period: periods.get(l.invoiceLineId),
    })),
    totals: note,
    paid: 0,
    notes: [note.reason, ...refund],
    paymentTerms: null,
    iban: null,
  };
  return xmlDownload(input, format);
}
