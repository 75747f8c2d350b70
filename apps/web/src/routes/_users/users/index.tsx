// Users (/users): everyone who can sign in or be given a role, found by e-mail fragment and role.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { rolesQueryOptions, userListQueryOptions } from '../../../areas/users/queries';
import { userSearch } from '../../../areas/users/search';
import { UsersList } from '../../../areas/users/users-list';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_users/users/')({
  validateSearch: userSearch.schema,
  search: { middlewares: [stripSearchParams(userSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, userListQueryOptions(deps), rolesQueryOptions),
  component: UsersList,
});
