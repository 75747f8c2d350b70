// AccountsList (/accounts): every person the business knows, by e-mail or name, admId, status and more.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { accountListQueryOptions, accountLookupQueryOptions } from '../../areas/accounts/queries';
import { AccountsList } from '../../areas/accounts/records/accounts-list';
import { accountSearch } from '../../areas/accounts/search';
import { loadList } from '../../lib/list/load';

export const Route = createFileRoute('/accounts/')({
  validateSearch: accountSearch.schema,
  search: { middlewares: [stripSearchParams(accountSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, accountListQueryOptions(deps), accountLookupQueryOptions),
  component: AccountsList,
});
