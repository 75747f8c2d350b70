// AuthSilentRenew (/authSilentRenew): the silent-renew callback, loaded in a hidden frame.
import { createFileRoute } from '@tanstack/react-router';
import { AuthSilentRenewPage } from '../shell/auth/auth-pages';

// main.tsx answers this address before the app renders (it is loaded in a hidden frame); the route
// only keeps it from being 'not found'.
export const Route = createFileRoute('/authSilentRenew')({
  component: AuthSilentRenewPage,
});
