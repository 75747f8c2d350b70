// How an invoice is named in titles, messages and file names: its number, or "draft invoice 12" before it
// has one.
import type { InvoiceDetail } from '@eco/contract';

export const invoiceName = (invoice: Pick<InvoiceDetail, 'id' | 'number'>) =>
  invoice.number ?? `draft invoice ${invoice.id}`;
