// Invoices as a CSV file: every invoice matching the list's filters, in the list's order, with its net, its
// VAT and its total (what the customer pays: net plus VAT).
import type { InvoiceRow, invoiceListQuery } from '@eco/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { listPages } from '../../../kits/lists/list-export.js';
import { type CsvColumn, csvDownload } from '../../../platform/csv.js';
import { currencies } from '../../../platform/iso.js';
import { invoiceRows } from './read.js';

const digits = new Map(currencies.map((c) => [c.code, c.minorUnits]));

/** Minor units as a decimal number in the currency (JPY has none): what a spreadsheet sums. */
const major = (r: InvoiceRow, amount: number) => amount / 10 ** (digits.get(r.currency) ?? 2);

const columns: CsvColumn<InvoiceRow>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'Number', value: (r) => r.number },
  { header: 'State', value: (r) => r.state },
  { header: 'Customer', value: (r) => r.partnerName },
  { header: 'PO number', value: (r) => r.poNumber },
  { header: 'Issue date', value: (r) => r.issueDate },
  { header: 'Due date', value: (r) => r.dueDate },
  { header: 'Paid on', value: (r) => r.paidOn },
  { header: 'Currency', value: (r) => r.currency },
  { header: 'Net', value: (r) => major(r, r.net) },
  { header: 'VAT', value: (r) => major(r, r.total - r.net) },
  { header: 'Total', value: (r) => major(r, r.total) },
];

type ExportQuery = Omit<z.infer<typeof invoiceListQuery>, 'page' | 'pageSize'>;

export function exportInvoices(db: Db, query: ExportQuery) {
  return csvDownload(
    'invoices.csv',
    columns,
    listPages((paging) => invoiceRows(db, { ...query, ...paging })),
  );
}
