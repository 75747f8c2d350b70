// The Classes area's layout (a pathless route: /classes itself is the Classes screen, and /licenses
// belongs to the area too): its tabs, shown per capability, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_classes')({
  component: () => <AreaLayout area="classes" />,
});
