// The Users area's layout (pathless): its tabs (Users, Who Can Do What), shown per capability, above
// each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_users')({
  component: () => <AreaLayout area="users" />,
});
