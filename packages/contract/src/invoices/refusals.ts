// What the invoices' rules refuse: a change to an invoice that is no longer a draft, a state change the
// invoice's history forbids, a credit note with nothing to credit, rows billed already. The server
// answers each with its code and params; the console writes the same sentence or offers what to do.
import { defineRefusals } from '../refusals.js';

export const invoiceRefusals = defineRefusals('invoices', {
  'not-draft': {
    status: 409,
    message: (p: { state: string }) =>
      `Only a draft can be changed; this invoice is ${p.state}. Correct it with a credit note instead.`,
    example: { state: 'Open' },
  },
  'delete-not-draft': {
    status: 409,
    message: (p: { state: string }) => `Only a draft can be deleted; this invoice is ${p.state}.`,
    example: { state: 'Paid' },
  },
  numbered: {
    status: 409,
    message: (p: { number: string }) =>
      `The invoice ${p.number} was numbered, so it stays; correct it with a credit note instead.`,
    example: { number: 'INV-2026-00001' },
  },
  'draft-not-sent': {
    status: 409,
    message: () => 'A draft is not an invoice yet: open it before sending it.',
  },
  'no-billing-email': {
    status: 400,
    field: 'to',
    message: () => 'This partner has no billing e-mail: type the address to send it to.',
  },
  'no-lines': {
    status: 400,
    field: 'state',
    message: () => 'An invoice needs at least one line before it is opened.',
  },
  'paid-before-issue': {
    status: 400,
    field: 'paidOn',
    message: () => 'The payment cannot be before the issue date.',
  },
  'no-transition': {
    status: 400,
    field: 'state',
    message: (p: { from: string; to: string }) => `An invoice cannot go from ${p.from} to ${p.to}.`,
    example: { from: 'Paid', to: 'Draft' },
  },
  'sent-stays': {
    status: 400,
    field: 'state',
    message: () => 'This invoice was sent, so it cannot go back to Draft: correct it with a credit note.',
  },
  'credited-stays': {
    status: 400,
    field: 'state',
    message: () => 'This invoice has a credit note, so it cannot go back to Draft: correct it with another.',
  },
  'draft-no-e-invoice': {
    status: 409,
    message: () => 'A draft is not an invoice yet: open it before making its e-invoice.',
  },
  'e-invoice-incomplete': {
    status: 409,
    message: (p: { missing: string[] }) =>
      `An e-invoice names the customer's ${p.missing.join(' and ')}: add ${p.missing.length > 1 ? 'them' : 'it'} to the partner's billing details.`,
    example: { missing: ['country', 'billing e-mail'] },
  },
  'e-invoice-no-seller-vat-id': {
    status: 409,
    message: () =>
      'The seller has no VAT id (SELLER_VAT_ID), which EN 16931 asks of every document charging or exempting VAT: this document has no e-invoice.',
  },
  'e-invoice-currency': {
    status: 409,
    message: (p: { currency: string }) =>
      `EN 16931 writes amounts with at most two decimals, and ${p.currency} has three: this document has no e-invoice.`,
    example: { currency: 'KWD' },
  },
  'draft-no-credit-note': {
    status: 409,
    message: () => 'A draft gets no credit note: change it or delete it instead. Only open or paid invoices do.',
  },
  'fully-credited': {
    status: 409,
    message: () => 'Everything on this invoice is credited already.',
  },
  'credit-not-positive': {
    status: 400,
    field: 'lines',
    message: () => 'A credit note credits a positive amount: choose lines worth more.',
  },
  'already-billed': {
    status: 409,
    /** `invoice` is the invoice's number, or 'draft 12' for a draft not numbered yet. */
    message: (p: { rows: { description: string; invoice: string }[] }) =>
      `Already billed: ${p.rows.map((r) => `${r.description} (invoice ${r.invoice})`).join('; ')}.`,
    example: { rows: [{ description: 'Class FA-101, 2026-03-02', invoice: 'INV-2026-00004' }] },
  },
  'billed-meanwhile': {
    status: 409,
    message: () => 'Some of these rows were just billed by someone else. Reload the billing page.',
  },
  'mixed-currencies': {
    status: 400,
    field: 'sources',
    message: (p: { currencies: string[] }) =>
      `The rows are in ${p.currencies.join(' and ')}: invoice each currency on its own.`,
    example: { currencies: ['EUR', 'USD'] },
  },
});
