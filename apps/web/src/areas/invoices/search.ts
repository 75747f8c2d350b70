// Search params of the Invoices list (first load: no zod, the contract by type).
import type { contract } from '@eco/contract';
import { choice, id, isoDay, listSearch, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const invoiceSearch = listSearch({
  pageSize: 100,
  sort: sorting(['issueDate', 'number', 'customer', 'dueDate', 'state'], 'issueDate', true),
  filters: {
    state: choice(['Draft', 'Open', 'Paid']),
    customer: id(),
    poNumber: text(),
    startDate: isoDay(),
    endDate: isoDay(),
  },
});
export type InvoiceSearch = SearchOf<typeof invoiceSearch>;
export const invoiceQueryMatches: QueryMatches<InvoiceSearch, typeof contract.invoices.records.list> = true;
