// NewProduct (/classes/products/new): a new product: SKU, name, kind, what it sells, price and currency.
import { createFileRoute } from '@tanstack/react-router';
import { ProductCreate } from '../../../../areas/products/product-form';
import { productLookupQueryOptions } from '../../../../areas/products/queries';

export const Route = createFileRoute('/_classes/classes/products/new')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(productLookupQueryOptions),
  component: ProductCreate,
});
