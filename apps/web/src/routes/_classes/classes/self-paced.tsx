// UserOnlineClassList (/classes/self-paced): Self-Paced Students, the online enrollments; revoke, CSV.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { selfPacedListQueryOptions, selfPacedLookupQueryOptions } from '../../../areas/classes/self-paced/queries';
import { selfPacedSearch } from '../../../areas/classes/self-paced/search';
import { SelfPacedList } from '../../../areas/classes/self-paced/self-paced-list';
import { loadList } from '../../../lib/list/load';

export const Route = createFileRoute('/_classes/classes/self-paced')({
  validateSearch: selfPacedSearch.schema,
  search: { middlewares: [stripSearchParams(selfPacedSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, selfPacedListQueryOptions(deps), selfPacedLookupQueryOptions),
  component: SelfPacedList,
});
