// MarketsList (/classes/markets): every country with its market assignment (currency, partner, products).
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MarketsList } from '../../../../areas/markets/markets-list';
import { marketListQueryOptions, marketLookupQueryOptions } from '../../../../areas/markets/queries';
import { marketSearch } from '../../../../areas/markets/search';
import { loadList } from '../../../../lib/list/load';

export const Route = createFileRoute('/_classes/classes/markets/')({
  validateSearch: marketSearch.schema,
  search: { middlewares: [stripSearchParams(marketSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, marketListQueryOptions(deps), marketLookupQueryOptions),
  component: MarketsList,
});
