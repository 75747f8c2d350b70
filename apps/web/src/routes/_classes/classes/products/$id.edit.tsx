// EditProduct (/classes/products/$id/edit): a product's SKU, name, kind, what it sells and its price.
import { createFileRoute } from '@tanstack/react-router';
import { ProductEdit } from '../../../../areas/products/product-form';
import { productLookupQueryOptions, productQueryOptions } from '../../../../areas/products/queries';

export const Route = createFileRoute('/_classes/classes/products/$id/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(productLookupQueryOptions);
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(productQueryOptions(Number(params.id)));
  },
  component: ProductEdit,
});
