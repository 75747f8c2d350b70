import { createFileRoute } from '@tanstack/react-router';
import { ForceSync } from '../../areas/accounts/force-sync';

export const Route = createFileRoute('/accounts/force-sync')({
  component: ForceSync,
});
