// The Reports area's layout (pathless): its tab (Reporting), shown per capability, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_reports')({
  component: () => <AreaLayout area="reports" />,
});
