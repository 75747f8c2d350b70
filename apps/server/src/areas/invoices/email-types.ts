// The e-mails of the Invoices area: an invoice, or a credit note, sent to a partner's billing address with
// its PDF attached.
import { defineEmailType, emailParts } from '../../platform/mail/index.js';

const { paragraph: p } = emailParts;

const documentTokens = {
  contactName: {
    type: 'name',
    description: "The partner's contact person; empty when the partner has none.",
    sample: 'Jana Weber',
  },
  partnerName: { type: 'text', description: 'The partner invoiced.', sample: 'Agile Partners GmbH' },
  number: { type: 'code', description: 'The document number.', sample: 'INV-2026-00042', required: true },
  total: {
    type: 'text',
    description: 'The total to pay (or credited), VAT included, in the currency, formatted.',
    sample: '€5,902.50',
    required: true,
  },
  sellerName: {
    type: 'text',
    description: 'The seller, as printed on the PDF (settings).',
    sample: 'Eco Training Ltd',
  },
  sellerEmail: {
    type: 'email',
    description: "The seller's billing address, for questions.",
    sample: 'billing@eco.example',
  },
} as const;

export const invoiceEmail = defineEmailType({
  key: 'invoice',
  name: 'Invoice',
  description:
    "Sent when staff send an open or paid invoice from its page, to the partner's billing address or one they type; the invoice's PDF is attached.",
  tokens: {
    ...documentTokens,
    issueDate: { type: 'date', description: 'The issue date.', sample: '3 Mar 2026' },
    dueDate: { type: 'date', description: 'The due date; empty when it has none.', sample: '2 Apr 2026' },
    poNumber: { type: 'text', description: "The partner's purchase order number; empty when none.", sample: 'PO-7781' },
    paidOn: {
      type: 'date',
      description: 'The day it was paid; empty while it is open, so {{#paidOn}}…{{/paidOn}} shows only on a paid one.',
      sample: '12 Mar 2026',
    },
  },
  defaults: {
    subject: 'Invoice {{number}} from {{sellerName}}',
    html: [
      p('Hello{{#contactName}} {{contactName}}{{/contactName}},'),
      p(
        'Please find attached invoice {{number}}{{#poNumber}} for your purchase order {{poNumber}}{{/poNumber}}, issued on {{issueDate}}, for {{total}}.',
      ),
      '{{#dueDate}}',
      p('Payment is due on {{dueDate}}.'),
      '{{/dueDate}}',
      '{{#paidOn}}',
      p('It was paid on {{paidOn}}: thank you. This copy is for your records.'),
      '{{/paidOn}}',
      p('Questions about it? Write to {{sellerEmail}}.'),
      p('{{sellerName}}'),
    ].join('\n'),
  },
});

export const creditNoteEmail = defineEmailType({
  key: 'credit-note',
  name: 'Credit note',
  description:
    "Sent when staff send a credit note from its invoice's page, to the partner's billing address or one they type; the credit note's PDF is attached.",
  tokens: {
    ...documentTokens,
    invoiceNumber: { type: 'code', description: 'The invoice it corrects.', sample: 'INV-2026-00042', required: true },
    reason: { type: 'text', description: 'Why it was issued.', sample: 'Two seats cancelled' },
  },
  defaults: {
    subject: 'Credit note {{number}} for invoice {{invoiceNumber}}',
    html: [
      p('Hello{{#contactName}} {{contactName}}{{/contactName}},'),
      p('Please find attached credit note {{number}} for {{total}}, correcting invoice {{invoiceNumber}}.'),
      '{{#reason}}',
      p('Reason: {{reason}}'),
      '{{/reason}}',
      p('Questions about it? Write to {{sellerEmail}}.'),
      p('{{sellerName}}'),
    ].join('\n'),
  },
});

export const invoiceEmailTypes = [invoiceEmail, creditNoteEmail] as const;
