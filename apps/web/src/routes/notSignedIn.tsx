import { createFileRoute } from '@tanstack/react-router';
import { NotSignedInPage, notSignedInSearch } from '../shell/auth/auth-pages';

export const Route = createFileRoute('/notSignedIn')({
  validateSearch: notSignedInSearch,
  component: NotSignedInPage,
});
