// The Question Management area's layout (pathless: its screens are under /questions and /tests): its tabs,
// shown per capability and only once their screen is built, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_questions')({
  component: () => <AreaLayout area="questions" />,
});
