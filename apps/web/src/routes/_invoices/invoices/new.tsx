// NewInvoice (/invoices/new): a draft invoice to a partner, with its lines.
import { createFileRoute } from '@tanstack/react-router';
import { invoiceLookupQueryOptions, lineTypesQueryOptions } from '../../../areas/invoices/queries';
import { InvoiceCreate } from '../../../areas/invoices/records/invoice-form';

export const Route = createFileRoute('/_invoices/invoices/new')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(invoiceLookupQueryOptions);
    void context.queryClient.prefetchQuery(lineTypesQueryOptions);
  },
  component: InvoiceCreate,
});
