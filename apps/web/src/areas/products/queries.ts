// Reads and changes of products. A change refreshes the product lists and every lookup (markets offer
// products).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { invalidateLookups, lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { ProductSearch } from './search';

export const productsKey = ['products'] as const;

export const productListQueryOptions = (search: ProductSearch) =>
  listQueryOptions([...productsKey, 'list'], contract.products.list, search);

export const productLookupQueryOptions = lookupQueryOptions('products', contract.products.lookupInfo);

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.products.get, { params: { id } }, { signal }),
  });

async function changed() {
  await Promise.all([queryClient.invalidateQueries({ queryKey: productsKey }), invalidateLookups()]);
}

export async function createProduct(body: RequestOf<typeof contract.products.create>['body']) {
  const product = await formApi(contract.products.create, { body });
  await changed();
  return product;
}

export async function updateProduct(id: number, body: RequestOf<typeof contract.products.update>['body']) {
  const product = await formApi(contract.products.update, { params: { id }, body });
  queryClient.setQueryData(productQueryOptions(id).queryKey, product);
  await changed();
  return product;
}
