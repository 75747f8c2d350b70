// ClassesNeedingClosing (/classes/needs-closing): ended classes still to be completed or cancelled.
import { createFileRoute } from '@tanstack/react-router';
import { NeedsClosing } from '../../../areas/classes/records/needs-closing';
import { needsClosingQueryOptions } from '../../../areas/classes/registrations/registration-queries';

export const Route = createFileRoute('/_classes/classes/needs-closing')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(needsClosingQueryOptions()),
  component: NeedsClosing,
});
