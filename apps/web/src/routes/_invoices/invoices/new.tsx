// NewInvoice (/invoices/new): a draft invoice to a partner, with its lines.
import { createFileRoute } from '@tanstack/react-router';
import { InvoiceCreate } from '../../../areas/invoices/invoice-form';
import { invoiceLookupQueryOptions, lineTypesQueryOptions } from '../../../areas/invoices/queries';

export const Route = createFileRoute('/_invoices/invoices/new')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(invoiceLookupQueryOptions);
    void context.queryClient.prefetchQuery(lineTypesQueryOptions);
  },
  component: InvoiceCreate,
});
