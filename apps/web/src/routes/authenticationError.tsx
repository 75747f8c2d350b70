// AuthenticationError (/authenticationError): a sign-in that failed, its reason and Restart Application.
import { createFileRoute } from '@tanstack/react-router';
import { AuthenticationErrorPage } from '../shell/auth/auth-pages';

export const Route = createFileRoute('/authenticationError')({
  // Hand-written rather than zod: the shell's own routes stay out of zod's weight on first load.
  validateSearch: (search: Record<string, unknown>): { reason?: string } =>
    typeof search.reason === 'string' && search.reason ? { reason: search.reason.slice(0, 500) } : {},
  component: AuthenticationErrorPage,
});
