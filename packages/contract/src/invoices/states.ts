// The states of an invoice and every change between them, one table the server enforces and the console
// offers, and the number a document carries once it leaves Draft.

export const invoiceStates = ['Draft', 'Open', 'Paid'] as const;
export type InvoiceState = (typeof invoiceStates)[number];

/**
 * Every allowed state change, in one place: the server refuses any other (400 naming it) and the
 * console offers only these. Leaving Open for Draft is allowed only while the invoice was never sent.
 */
export const invoiceTransitions = [
  { from: 'Draft', to: 'Open', action: 'open', label: 'Open' },
  { from: 'Open', to: 'Paid', action: 'pay', label: 'Mark paid' },
  { from: 'Paid', to: 'Open', action: 'reopen', label: 'Reopen' },
  { from: 'Open', to: 'Draft', action: 'back-to-draft', label: 'Back to draft' },
] as const satisfies readonly { from: InvoiceState; to: InvoiceState; action: string; label: string }[];
export type InvoiceTransition = (typeof invoiceTransitions)[number];

/**
 * The changes an invoice in `state` can make now. One sent, or corrected by a credit note, never goes back
 * to Draft: it is corrected by (further) credit notes.
 */
export const transitionsFrom = (state: InvoiceState, everSent: boolean, credited = false): InvoiceTransition[] =>
  invoiceTransitions.filter((t) => t.from === state && !(t.action === 'back-to-draft' && (everSent || credited)));

/** The number printed on a document: INV-2026-00001. */
export const documentNumber = (series: string, year: number, seq: number) =>
  `${series}-${year}-${String(seq).padStart(5, '0')}`;
