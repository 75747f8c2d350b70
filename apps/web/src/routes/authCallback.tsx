// AuthCallback (/authCallback): the sign-in callback, 'Sign-in in progress' while the session is made.
import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../shell/auth/auth-pages';

export const Route = createFileRoute('/authCallback')({
  component: AuthCallbackPage,
});
