// Invoice documents: an invoice's PDF, sending it by e-mail with the PDF attached, and credit notes (whole
// invoice or per line, with a reason, their own gapless series and PDF). Money is integer minor units of the
// document's ISO 4217 currency. The documents part of the Invoices area (`contract.invoices.documents`),
// joined in invoices/index.ts.
import { z } from 'zod';
import { email, idParams, intParam, isoDate, isoDateTime, refId, trimmed, version, wholeNumber } from '../common.js';
import { emailContentRefusals } from '../email-content-refusals.js';
import { endpoint } from '../endpoint.js';
import { invoiceDetail, MAX_QUANTITY } from './records.js';
import { invoiceRefusals } from './refusals.js';
import { vatCategories, vatTotals } from './tax.js';

// ---- sending ----

export const invoiceSendInput = z.object({
  /** Where to send it; missing: the partner's billing e-mail. */
  to: email.optional(),
  version,
});
export type InvoiceSendInput = z.input<typeof invoiceSendInput>;

// ---- credit notes ----

export const creditNoteLine = z.object({
  invoiceLineId: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  /** Minor units credited (quantity × the line's unit price), net. */
  amount: z.number().int(),
  /** The VAT of the invoice line it credits. */
  vatCategory: z.enum(vatCategories),
  vatRate: z.number(),
});

export const creditNote = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: isoDate,
  reason: z.string(),
  /** Minor units credited in all, VAT included (= gross). */
  amount: z.number().int(),
  lines: z.array(creditNoteLine),
  createdAt: isoDateTime,
  /**
   * Net, VAT per category and rate, and gross. A group's VAT is what this credit note adds to the VAT of
   * everything credited on the invoice so far, so the credit notes of a fully credited invoice credit its
   * VAT to the minor unit.
   */
  ...vatTotals.shape,
});
export type CreditNote = z.infer<typeof creditNote>;

export const creditNoteList = z.object({
  creditNotes: z.array(creditNote),
  /** Per invoice line, what may still be credited. */
  creditable: z.array(z.object({ invoiceLineId: z.number().int(), quantity: z.number().int() })),
  /** The invoice's gross less what its credit notes credit (gross), minor units. */
  balance: z.number().int(),
});
export type CreditNoteList = z.infer<typeof creditNoteList>;

export const creditNoteInput = z
  .object({
    reason: trimmed(1000),
    /** What to credit; missing: everything not yet credited (the whole invoice). */
    lines: z
      .array(z.object({ invoiceLineId: refId, quantity: wholeNumber(1, MAX_QUANTITY) }))
      .min(1, 'Choose at least one line')
      .max(200)
      .optional(),
    /** The invoice's version as read. */
    version,
  })
  .superRefine((v, ctx) => {
    const ids = (v.lines ?? []).map((l) => l.invoiceLineId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'A line appears twice' });
  });
export type CreditNoteInput = z.input<typeof creditNoteInput>;

export const creditNoteParams = z.object({ id: intParam.min(1), creditNoteId: intParam.min(1) });

/** The e-invoice's syntax: UBL 2.1 (Peppol's) or UN/CEFACT CII D16B (Factur-X's and ZUGFeRD's XML). */
export const eInvoiceFormats = ['ubl', 'cii'] as const;
export type EInvoiceFormat = (typeof eInvoiceFormats)[number];
export const eInvoiceQuery = z.object({
  format: z.enum(eInvoiceFormats, { error: 'Choose ubl or cii' }).default('ubl'),
});

export const invoiceDocuments = {
  download: endpoint({
    method: 'GET',
    path: '/invoices/:id/download',
    access: 'canViewInvoices',
    summary:
      'The invoice as a PDF rendered by the server: seller (settings), customer, details, lines, totals, state and number. The same invoice gives the same bytes.',
    params: idParams,
    response: z.string(),
    produces: 'application/pdf',
  }),
  eInvoice: endpoint({
    method: 'GET',
    path: '/invoices/:id/e-invoice',
    access: 'canViewInvoices',
    summary:
      'The invoice as a structured e-invoice conforming to EN 16931, in UBL 2.1 (format=ubl, the default) or CII D16B (format=cii): parties with their addresses and VAT ids, lines with their VAT category and rate, the VAT breakdown, totals and payment terms. A draft, or a customer without a country or billing e-mail, is a 409.',
    params: idParams,
    query: eInvoiceQuery,
    refuses: invoiceRefusals.pick(
      'draft-no-e-invoice',
      'e-invoice-incomplete',
      'e-invoice-no-seller-vat-id',
      'e-invoice-currency',
    ),
    response: z.string(),
    produces: 'application/xml',
  }),
  send: endpoint({
    method: 'POST',
    path: '/invoices/:id/send',
    access: 'canUpdateInvoices',
    summary:
      "E-mails an Open or Paid invoice with its PDF attached, to the address given or the partner's billing e-mail, through the outbox; records when and to whom. A draft is a 409.",
    params: idParams,
    body: invoiceSendInput,
    refuses: [
      ...invoiceRefusals.pick('draft-not-sent', 'no-billing-email'),
      ...emailContentRefusals.pick('content-unusable'),
    ],
    response: invoiceDetail,
  }),
  listCreditNotes: endpoint({
    method: 'GET',
    path: '/invoices/:id/credit-notes',
    access: 'canViewInvoices',
    summary: "The invoice's credit notes, what each line may still be credited, and the balance.",
    params: idParams,
    response: creditNoteList,
  }),
  createCreditNote: endpoint({
    method: 'POST',
    path: '/invoices/:id/credit-notes',
    access: 'canUpdateInvoices',
    summary:
      'Issues a credit note for an Open or Paid invoice: the lines and quantities given, or all not yet credited; numbered CN-YYYY-NNNNN without gaps. A line credited in full can be billed again.',
    params: idParams,
    body: creditNoteInput,
    refuses: invoiceRefusals.pick('draft-no-credit-note', 'fully-credited', 'credit-not-positive'),
    status: 201,
    response: creditNote,
  }),
  sendCreditNote: endpoint({
    method: 'POST',
    path: '/invoices/:id/credit-notes/:creditNoteId/send',
    access: 'canUpdateInvoices',
    summary:
      "E-mails a credit note with its PDF attached, to the address given or the partner's billing e-mail, through the outbox; audited on the invoice.",
    params: creditNoteParams,
    body: z.object({ to: email.optional() }),
    refuses: [...invoiceRefusals.pick('no-billing-email'), ...emailContentRefusals.pick('content-unusable')],
    response: creditNote,
  }),
  downloadCreditNote: endpoint({
    method: 'GET',
    path: '/invoices/:id/credit-notes/:creditNoteId/download',
    access: 'canViewInvoices',
    summary: 'A credit note as a PDF; the same credit note gives the same bytes.',
    params: creditNoteParams,
    response: z.string(),
    produces: 'application/pdf',
  }),
  creditNoteEInvoice: endpoint({
    method: 'GET',
    path: '/invoices/:id/credit-notes/:creditNoteId/e-invoice',
    access: 'canViewInvoices',
    summary:
      'A credit note as an EN 16931 e-invoice (UBL 2.1 CreditNote or CII type 381), naming the invoice it corrects.',
    params: creditNoteParams,
    query: eInvoiceQuery,
    refuses: invoiceRefusals.pick('e-invoice-incomplete', 'e-invoice-no-seller-vat-id', 'e-invoice-currency'),
    response: z.string(),
    produces: 'application/xml',
  }),
};
