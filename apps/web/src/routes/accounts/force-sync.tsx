// AccountForceSync (/accounts/force-sync): send chosen accounts' current data to the LMS webhooks again.
import { createFileRoute } from '@tanstack/react-router';
import { ForceSync } from '../../areas/accounts/sync/force-sync';

export const Route = createFileRoute('/accounts/force-sync')({
  component: ForceSync,
});
