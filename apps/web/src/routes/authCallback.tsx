import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../shell/auth/auth-pages';

export const Route = createFileRoute('/authCallback')({
  component: AuthCallbackPage,
});
