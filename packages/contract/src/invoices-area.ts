// The Invoices area declared in one place: its endpoints (records, documents, partner billing), its
// audit words, its history records and its OpenAPI tag.
import { defineContractArea } from './area.js';
import { invoiceDocuments } from './invoice-documents.js';
import { invoices } from './invoices.js';

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
  // One area, two files: records (lines, states, numbering, line types) and documents with partner billing.
  endpoints: { ...invoices, ...invoiceDocuments },
});
