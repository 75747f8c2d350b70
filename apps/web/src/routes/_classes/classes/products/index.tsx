// ProductsList (/classes/products): what is sold by SKU, found by SKU or name, kind, currency and active.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ProductsList } from '../../../../areas/products/products-list';
import { productListQueryOptions, productLookupQueryOptions } from '../../../../areas/products/queries';
import { productSearch } from '../../../../areas/products/search';
import { loadList } from '../../../../lib/list/load';

export const Route = createFileRoute('/_classes/classes/products/')({
  validateSearch: productSearch.schema,
  search: { middlewares: [stripSearchParams(productSearch.defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadList(context.queryClient, cause, productListQueryOptions(deps), productLookupQueryOptions),
  component: ProductsList,
});
