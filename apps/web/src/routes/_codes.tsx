// The Codes area's layout (pathless: the area's screens are /passcodes and /enrollment-codes): its tabs,
// shown per capability, above each screen.
import { createFileRoute } from '@tanstack/react-router';
import { AreaLayout } from '../shell/area-layout';

export const Route = createFileRoute('/_codes')({
  component: () => <AreaLayout area="codes" />,
});
