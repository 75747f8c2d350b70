// The System area's layout (pathless): its tabs (System, LMS Webhooks), shown per capability and once
// their screens exist, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_system')({
  component: () => <AreaLayout area="system" />,
});
