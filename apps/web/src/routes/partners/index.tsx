// Partners (/partners): the organisations that buy seats and codes, serve markets and are invoiced.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PartnersList } from '../../areas/partners/partners-list';
import { partnerListQueryOptions } from '../../areas/partners/queries';
import { partnerSearch } from '../../areas/partners/search';
import { loadList } from '../../lib/list/load';

export const Route = createFileRoute('/partners/')({
  validateSearch: partnerSearch.schema,
  search: { middlewares: [stripSearchParams(partnerSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadList(context.queryClient, cause, partnerListQueryOptions(deps)),
  component: PartnersList,
});
