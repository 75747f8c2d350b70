// The Invoices area's layout (a pathless route): its tabs, Invoices and Line Types, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_invoices')({
  component: () => <AreaLayout area="invoices" />,
});
