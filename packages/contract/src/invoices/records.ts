// Invoice records: invoices to partners with their lines, the state changes (Draft, Open, Paid) with gapless
// numbers given when an invoice leaves Draft, the line types staff pick from, and the sequence check. Money
// is integer minor units of the invoice's ISO 4217 currency; totals are derived from the lines. The records
// part of the Invoices area (`contract.invoices.records`), joined in invoices/index.ts.
import { z } from 'zod';
import {
  chosenCurrency,
  currencyCode,
  deleteResult,
  idParams,
  isoDate,
  isoDateTime,
  paged,
  pageQuery,
  refId,
  version,
  wholeNumber,
} from '../common.js';
import { endpoint } from '../endpoint.js';
import { deleteQuery, optionalId, searchText, sorting } from '../lists.js';
import { currencyOption } from '../products.js';
import { invoiceLineTypeList, invoiceLineTypesInput } from './line-types.js';
import { invoiceRefusals } from './refusals.js';
import { invoiceStates } from './states.js';
import { vatCategories, vatMixProblem, vatRate, vatRuleProblem, vatTotals } from './tax.js';

/** A sum of minor units; may exceed one line's bounds, so it is any safe integer. */
export const moneyTotal = z.object({ amount: z.number().int(), currency: currencyCode });
export type MoneyTotal = z.infer<typeof moneyTotal>;

// ---- invoices ----

export const invoiceLine = z.object({
  id: z.number().int(),
  position: z.number().int(),
  lineTypeId: z.number().int().nullable(),
  lineTypeName: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  /** Minor units; negative for a discount. */
  unitPrice: z.number().int(),
  /** quantity × unitPrice, minor units: the line's net amount (BT-131). */
  amount: z.number().int(),
  sourceKind: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** UNCL5305 category (BT-151) and rate in percent (BT-152). */
  vatCategory: z.enum(vatCategories),
  vatRate: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceRow = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  poNumber: z.string().nullable(),
  issueDate: isoDate.nullable(),
  dueDate: isoDate.nullable(),
  currency: z.string(),
  state: z.enum(invoiceStates),
  /** What the customer pays, minor units: the lines' net plus their VAT (the gross), summed from the lines. */
  total: z.number().int(),
  /** The lines' sum before VAT, minor units (total less net is the VAT). */
  net: z.number().int(),
  paidOn: isoDate.nullable(),
  updatedAt: isoDateTime,
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceDetail = invoiceRow.extend({
  partnerBillingEmail: z.string().nullable(),
  series: z.string().nullable(),
  year: z.number().int().nullable(),
  seq: z.number().int().nullable(),
  sentAt: isoDateTime.nullable(),
  sentTo: z.string().nullable(),
  everSent: z.boolean(),
  /** A credit note corrects it (so it cannot go back to Draft). */
  hasCreditNotes: z.boolean(),
  notes: z.string(),
  lines: z.array(invoiceLine),
  version,
  createdAt: isoDateTime,
  /** Net, VAT per category and rate, and gross (= total), from the lines. */
  ...vatTotals.shape,
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

/** Unit prices and quantities a person types: bounded so a line's amount stays a safe integer. */
export const MAX_UNIT_PRICE = 1_000_000_000;
export const MAX_QUANTITY = 100_000;

export const invoiceLineInput = z.object({
  /** A line already on the invoice keeps its id (and what it bills); a line without one is added. */
  id: refId.optional(),
  lineTypeId: refId.nullable().default(null),
  description: z.string().trim().max(500).default(''),
  quantity: wholeNumber(1, MAX_QUANTITY),
  unitPrice: wholeNumber(-MAX_UNIT_PRICE, MAX_UNIT_PRICE),
  /**
   * The line's VAT. Missing: a line already on the invoice keeps its own, a new line takes the default the
   * server chooses from the seller and the customer. A rate without its category is refused.
   */
  vatCategory: z.enum(vatCategories, { error: 'Choose a VAT category' }).optional(),
  vatRate: vatRate.optional(),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;

/** The category and rate of each line go together: S above 0 %, every other category at 0 %. */
const checkLineVat = (v: { lines: z.output<typeof invoiceLineInput>[] }, ctx: z.core.$RefinementCtx) => {
  v.lines.forEach((line, i) => {
    if (line.vatCategory === undefined) {
      if (line.vatRate !== undefined)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'vatCategory'], message: 'Choose a VAT category' });
      return;
    }
    if (line.vatRate === undefined) {
      if (line.vatCategory === 'S')
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'vatRate'], message: 'Enter a rate' });
      return;
    }
    const problem = vatRuleProblem(line.vatCategory, line.vatRate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['lines', i, 'vatRate'], message: problem });
  });
  const mixed = vatMixProblem(v.lines.flatMap((l) => (l.vatCategory ? [l.vatCategory] : [])));
  if (mixed) ctx.addIssue({ code: 'custom', path: ['lines'], message: mixed });
};

const invoiceFields = z.object({
  /** The customer: a partner. */
  partnerId: z.number({ error: 'Choose a customer' }).pipe(refId),
  poNumber: z.string().trim().max(100).default(''),
  issueDate: isoDate.nullable().default(null),
  dueDate: isoDate.nullable().default(null),
  currency: chosenCurrency,
  notes: z.string().trim().max(4000).default(''),
  lines: z.array(invoiceLineInput).max(200, 'At most 200 lines').default([]),
});

const checkDates = (v: { issueDate: string | null; dueDate: string | null }, ctx: z.core.$RefinementCtx) => {
  if (v.issueDate && v.dueDate && v.dueDate < v.issueDate)
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'The due date cannot be before the issue date' });
};

export const invoiceInput = invoiceFields.superRefine(checkDates).superRefine(checkLineVat);
export type InvoiceInput = z.input<typeof invoiceInput>;
export const invoiceUpdate = invoiceFields.extend({ version }).superRefine(checkDates).superRefine(checkLineVat);

export const invoiceStateChange = z.object({
  state: z.enum(invoiceStates),
  version,
  /** Paid: the day the payment arrived (default today). */
  paidOn: isoDate.optional(),
  /** Paid → Open: why the payment is undone. */
  reason: z.string().trim().max(1000).optional(),
});
export type InvoiceStateChange = z.input<typeof invoiceStateChange>;

export const invoiceListQuery = pageQuery(100).extend({
  state: z.enum(invoiceStates).optional(),
  /** The partner invoiced. */
  customer: optionalId,
  /** Contains, case-insensitive. */
  poNumber: searchText,
  /** Issue dates from startDate to endDate, both included. */
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  ...sorting(['issueDate', 'number', 'customer', 'dueDate', 'state'], 'issueDate', true).shape,
});

/** Per currency, the invoices of the filtered set and their summed total. */
export const invoiceTotals = z.array(
  z.object({ currency: z.string(), count: z.number().int(), amount: z.number().int() }),
);

export const invoiceList = paged(invoiceRow).extend({ totals: invoiceTotals });
export type InvoiceList = z.infer<typeof invoiceList>;

export const invoiceLookupInfo = z.object({
  partners: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      currency: z.string(),
      isActive: z.boolean(),
      /** The VAT a new line to this customer starts with, chosen by the server from the seller and the customer. */
      vat: z.object({ category: z.enum(vatCategories), rate: z.number() }),
    }),
  ),
  /** The seller's country and standard VAT rate (settings): the rate a line set to S starts with. */
  seller: z.object({ countryCode: z.string(), vatStandardRate: z.number() }),
  currencies: z.array(currencyOption),
});
export type InvoiceLookupInfo = z.infer<typeof invoiceLookupInfo>;

/** Per series and year: how many documents are numbered, the range, and any gap or duplicate. */
export const sequenceIntegrity = z.object({
  sequences: z.array(
    z.object({
      series: z.string(),
      year: z.number().int(),
      count: z.number().int(),
      first: z.number().int().nullable(),
      last: z.number().int().nullable(),
      /** The last number the counter gave out (a number taken but on no document is a gap). */
      lastIssued: z.number().int().nullable(),
      /** Missing numbers as ranges (at most 100 listed). */
      gaps: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
      /** Numbers on more than one document. */
      duplicates: z.array(z.number().int()),
    }),
  ),
});
export type SequenceIntegrity = z.infer<typeof sequenceIntegrity>;

export const invoiceRecords = {
  listLineTypes: endpoint({
    method: 'GET',
    path: '/invoices/line-types',
    access: 'canViewInvoices',
    summary: 'Every invoice line type in display order, active or not, with how many lines use each.',
    response: invoiceLineTypeList,
  }),
  saveLineTypes: endpoint({
    method: 'POST',
    path: '/invoices/line-types',
    access: 'canManageInvoiceLineTypes',
    summary:
      'Saves the line type list at once: adds, renames, reorders (the list order) and (de)activates. A stale version is a 409; a name used twice is a 400.',
    body: invoiceLineTypesInput,
    response: invoiceLineTypeList,
  }),
  lookupInfo: endpoint({
    method: 'GET',
    path: '/invoices/lookup-info',
    access: 'canViewInvoices',
    summary:
      'Choices for the invoice screens: partners (customers) with the VAT a new line to each starts with, and ISO 4217 currencies.',
    response: invoiceLookupInfo,
  }),
  sequenceIntegrity: endpoint({
    method: 'GET',
    path: '/invoices/sequence-integrity',
    access: 'canViewInvoices',
    summary: 'Per document series and year: the count, first and last number, gaps and duplicates.',
    response: sequenceIntegrity,
  }),
  export: endpoint({
    method: 'GET',
    path: '/invoices/export',
    access: 'canViewInvoices',
    summary: 'Every invoice matching the list filters, in the list order, as a CSV file (no paging).',
    query: invoiceListQuery.omit({ page: true, pageSize: true }),
    response: z.string(),
    produces: 'text/csv',
  }),
  list: endpoint({
    method: 'GET',
    path: '/invoices',
    access: 'canViewInvoices',
    summary:
      'Invoices, paged (100): filters by state, customer, PO number (contains) and issue dates; with the totals per currency of the whole filtered set.',
    query: invoiceListQuery,
    response: invoiceList,
  }),
  get: endpoint({
    method: 'GET',
    path: '/invoices/:id',
    access: 'canViewInvoices',
    summary: 'One invoice with its lines, totals, number and state.',
    params: idParams,
    response: invoiceDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: '/invoices',
    access: 'canCreateInvoices',
    summary: 'Adds a Draft invoice with its lines. An unknown partner, currency or line type is a 400 on that field.',
    body: invoiceInput,
    status: 201,
    response: invoiceDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/invoices/:id',
    access: 'canUpdateInvoices',
    summary:
      'Changes a Draft invoice and replaces its lines. Only drafts change (409 otherwise); a stale version is a 409.',
    params: idParams,
    body: invoiceUpdate,
    refuses: invoiceRefusals.pick('not-draft'),
    response: invoiceDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/invoices/:id',
    access: 'canUpdateInvoices',
    summary: 'Deletes a Draft that was never numbered; a numbered invoice is corrected by a credit note instead (409).',
    params: idParams,
    query: deleteQuery,
    refuses: invoiceRefusals.pick('delete-not-draft', 'numbered'),
    response: deleteResult,
  }),
  changeState: endpoint({
    method: 'POST',
    path: '/invoices/:id/state',
    access: 'canUpdateInvoices',
    summary:
      'Moves an invoice: Draft→Open takes the next number of its series and year, Open→Paid records paidOn, Paid→Open needs a reason, Open→Draft only while never sent. Any other change is a 400 naming it.',
    params: idParams,
    body: invoiceStateChange,
    refuses: invoiceRefusals.pick('no-lines', 'paid-before-issue', 'no-transition', 'sent-stays', 'credited-stays'),
    response: invoiceDetail,
  }),
};
