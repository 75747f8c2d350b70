// AccountEdit (/accounts/$admId): the account page: details, status, roles, latest sign-ins and history.
import { createFileRoute } from '@tanstack/react-router';
import { accountLookupQueryOptions, accountQueryOptions } from '../../areas/accounts/queries';
import { AccountEdit } from '../../areas/accounts/records/account-edit';

export const Route = createFileRoute('/accounts/$admId')({
  // Prefetched, not awaited: the page shows this read's own failure (an unknown admId) in place.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(accountLookupQueryOptions);
    if (/^[0-9a-f-]{36}$/i.test(params.admId)) {
      void context.queryClient.prefetchQuery(accountQueryOptions(params.admId.toLowerCase()));
    }
  },
  component: AccountEdit,
});
