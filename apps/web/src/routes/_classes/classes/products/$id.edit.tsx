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
