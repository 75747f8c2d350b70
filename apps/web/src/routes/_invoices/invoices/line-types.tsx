// InvoiceLineTypes (/invoices/line-types): the kinds of invoice line, edited and saved as one list.
import { createFileRoute } from '@tanstack/react-router';
import { lineTypesQueryOptions } from '../../../areas/invoices/queries';
import { LineTypesEditor } from '../../../areas/invoices/records/line-types-editor';

export const Route = createFileRoute('/_invoices/invoices/line-types')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(lineTypesQueryOptions),
  component: LineTypesEditor,
});
