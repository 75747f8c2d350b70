// EditInvoice (/invoices/$id/edit): a draft invoice's customer, PO number, dates, currency and lines.
import { createFileRoute } from '@tanstack/react-router';
import { invoiceLookupQueryOptions, invoiceQueryOptions, lineTypesQueryOptions } from '../../../areas/invoices/queries';
import { InvoiceEdit } from '../../../areas/invoices/records/invoice-form';

export const Route = createFileRoute('/_invoices/invoices/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(invoiceLookupQueryOptions);
    void context.queryClient.prefetchQuery(lineTypesQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(invoiceQueryOptions(Number(params.id)));
  },
  component: InvoiceEdit,
});
