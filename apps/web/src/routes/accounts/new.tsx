// AccountCreate (/accounts/new): a person known before they sign up, unverified and without a password.
import { createFileRoute } from '@tanstack/react-router';
import { accountLookupQueryOptions } from '../../areas/accounts/queries';
import { AccountCreate } from '../../areas/accounts/records/account-create';

export const Route = createFileRoute('/accounts/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(accountLookupQueryOptions),
  component: AccountCreate,
});
