// InvoiceView (/invoices/$id): one invoice, its lines and total, and the actions its state allows.
import { createFileRoute } from '@tanstack/react-router';
import { invoiceQueryOptions } from '../../../areas/invoices/queries';
import { InvoiceView } from '../../../areas/invoices/records/invoice-view';

export const Route = createFileRoute('/_invoices/invoices/$id/')({
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(invoiceQueryOptions(Number(params.id)));
  },
  component: InvoiceView,
});
