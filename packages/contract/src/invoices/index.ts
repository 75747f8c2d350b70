// The Invoices area declared in one place: its three parts (records, documents, partner billing), its
// audit words, its history records and its OpenAPI tag.
import { defineContractArea } from '../area.js';
import { invoiceDocuments } from './documents.js';
import { invoicePartnerBilling } from './partner-billing.js';
import { invoiceRecords } from './records.js';

export * from './documents.js';
export * from './line-types.js';
export * from './partner-billing.js';
export * from './records.js';
export * from './refusals.js';
export * from './states.js';
export * from './tax.js';

/** The Invoices area's endpoints by part: `contract.invoices.<part>.<name>`. */
export const invoices = {
  records: invoiceRecords,
  documents: invoiceDocuments,
  partnerBilling: invoicePartnerBilling,
} as const;

export const invoicesArea = defineContractArea({
  key: 'invoices',
  word: 'invoices',
  tag: "Invoices: invoices to partners with their lines and line types, Draft → Open → Paid with gapless numbers per series and year, their PDFs, sending and credit notes, and a partner's billable activity, statement and invoicing.",
  audit: {
    verbs: [
      'create',
      'update',
      'delete',
      'open',
      'pay',
      'reopen',
      'back-to-draft',
      'save-line-types',
      'send',
      'credit',
      'send-credit-note',
    ],
    entities: ['invoice', 'invoice-line-type'],
  },
  history: { invoice: 'canViewInvoices' },
  endpoints: invoices,
});
