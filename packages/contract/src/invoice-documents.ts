// Invoice documents and partner billing: an invoice's PDF, sending it by e-mail with the PDF attached,
// credit notes (whole invoice or per line, with a reason, their own gapless series and PDF), and a
// partner's billable activity (billed and unbilled side by side) with the statement of what is open.
// Joined into the `invoices` area. Money is integer minor units of the document's ISO 4217 currency.
import { z } from 'zod';
import { email, idParams, intParam, isoDate, isoDateTime, refId, trimmed, version, wholeNumber } from './common.js';
import { emailContentRefusals } from './email-content-refusals.js';
import { endpoint } from './endpoint.js';
import { invoiceRefusals } from './invoice-refusals.js';
import { invoiceDetail, invoiceStates, MAX_QUANTITY } from './invoices.js';

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
  /** Minor units credited (quantity × the line's unit price). */
  amount: z.number().int(),
});

export const creditNote = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedOn: isoDate,
  reason: z.string(),
  /** Minor units credited in all. */
  amount: z.number().int(),
  lines: z.array(creditNoteLine),
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNote>;

export const creditNoteList = z.object({
  creditNotes: z.array(creditNote),
  /** Per invoice line, what may still be credited. */
  creditable: z.array(z.object({ invoiceLineId: z.number().int(), quantity: z.number().int() })),
  /** The invoice's total less what its credit notes credit, minor units. */
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

// ---- partner billing ----

export const billingSourceKinds = ['class', 'passcode'] as const;
export type BillingSourceKind = (typeof billingSourceKinds)[number];

export const billingRow = z.object({
  kind: z.enum(billingSourceKinds),
  /** The source's id as billed_source keeps it. */
  id: z.string(),
  /** When it was held (a class's last day) or sold (a code). */
  date: isoDate,
  description: z.string(),
  /** What finds the source on its own screen: a class's id, a passcode's code. */
  reference: z.string(),
  quantity: z.number().int(),
  /** Minor units; null when the source has no price. */
  unitPrice: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** The invoice it sits on; null: not billed. */
  invoice: z.object({ id: z.number().int(), number: z.string().nullable(), state: z.enum(invoiceStates) }).nullable(),
});
export type BillingRow = z.infer<typeof billingRow>;

export const agingBuckets = ['notDue', 'days0to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const partnerStatement = z.object({
  asOf: isoDate,
  /** Open invoices with what is still owed (total less credit notes), oldest due first. */
  invoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string().nullable(),
      issueDate: isoDate.nullable(),
      dueDate: isoDate.nullable(),
      currency: z.string(),
      balance: z.number().int(),
      /** Days past the due date on asOf (negative: not due yet). */
      daysPastDue: z.number().int(),
      bucket: z.enum(agingBuckets),
    }),
  ),
  /** Per currency, the balances in each bucket and their total. */
  aging: z.array(
    z.object({
      currency: z.string(),
      notDue: z.number().int(),
      days0to30: z.number().int(),
      days31to60: z.number().int(),
      days61to90: z.number().int(),
      over90: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type PartnerStatement = z.infer<typeof partnerStatement>;

export const partnerBilling = z.object({
  partner: z.object({
    id: z.number().int(),
    name: z.string(),
    currency: z.string(),
    billingEmail: z.string().nullable(),
  }),
  startDate: isoDate,
  endDate: isoDate,
  rows: z.array(billingRow),
  statement: partnerStatement,
});
export type PartnerBilling = z.infer<typeof partnerBilling>;

export const partnerBillingQuery = z.object({ startDate: isoDate, endDate: isoDate }).superRefine((v, ctx) => {
  if (v.endDate < v.startDate)
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' });
});

export const billingSource = z.object({ kind: z.enum(billingSourceKinds), id: z.string().trim().min(1).max(40) });

export const partnerInvoiceInput = z.object({
  sources: z
    .array(billingSource)
    .min(1, 'Choose at least one row')
    .max(200, 'At most 200 rows an invoice')
    .superRefine((sources, ctx) => {
      const keys = sources.map((s) => `${s.kind}:${s.id}`);
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: 'A row appears twice' });
    }),
});
export type PartnerInvoiceInput = z.input<typeof partnerInvoiceInput>;

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
  partnerBilling: endpoint({
    method: 'GET',
    path: '/partners/:id/billing',
    access: 'canViewPartners',
    summary:
      "A partner's billable activity between two dates (completed classes by their last day, passcodes by sale), billed and unbilled, with the statement of its open invoices in aging buckets.",
    params: idParams,
    query: partnerBillingQuery,
    response: partnerBilling,
  }),
  invoicePartner: endpoint({
    method: 'POST',
    path: '/partners/:id/billing/invoice',
    access: 'canCreateInvoices',
    summary:
      'Creates a Draft invoice from unbilled rows of the partner (one line each, in one currency). A row already on an invoice is a 409.',
    params: idParams,
    body: partnerInvoiceInput,
    refuses: invoiceRefusals.pick('already-billed', 'billed-meanwhile', 'mixed-currencies'),
    status: 201,
    response: invoiceDetail,
  }),
};
