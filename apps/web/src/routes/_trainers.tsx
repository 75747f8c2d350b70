// The Trainers area's layout (a pathless route): its tabs (Trainers, F2F Registrations Report), shown per
// capability, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_trainers')({
  component: () => <AreaLayout area="trainers" />,
});
