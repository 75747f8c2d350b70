// Invoices (/invoices): invoices by state, customer, PO number and issue dates, with totals per currency.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoiceListQueryOptions, invoiceLookupQueryOptions } from '../../../areas/invoices/queries';
import { InvoicesList } from '../../../areas/invoices/records/invoices-list';
import { invoiceSearch } from '../../../areas/invoices/search';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_invoices/invoices/')({
  validateSearch: invoiceSearch.schema,
  search: { middlewares: [stripSearchParams(invoiceSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, invoiceListQueryOptions(deps), invoiceLookupQueryOptions),
  component: InvoicesList,
});
