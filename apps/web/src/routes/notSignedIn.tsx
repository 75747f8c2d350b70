// NotSignedIn (/notSignedIn): after signing out or a cancelled sign-in, a neutral page with Sign in.
import { createFileRoute } from '@tanstack/react-router';
import { NotSignedInPage, notSignedInSearch } from '../shell/auth/auth-pages';

export const Route = createFileRoute('/notSignedIn')({
  validateSearch: notSignedInSearch,
  component: NotSignedInPage,
});
