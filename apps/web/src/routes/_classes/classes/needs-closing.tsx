// ClassesNeedingClosing (/classes/needs-closing): ended classes still to be completed or cancelled.
import { createFileRoute } from '@tanstack/react-router';
import { needsClosingQueryOptions } from '../../../areas/classes/records/class-queries';
import { NeedsClosing } from '../../../areas/classes/records/needs-closing';

export const Route = createFileRoute('/_classes/classes/needs-closing')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(needsClosingQueryOptions()),
  component: NeedsClosing,
});
