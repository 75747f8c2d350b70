// Search params of the Products list (first load: zod/mini only, the contract by type).
import type { contract, ProductKind } from '@eco/contract';
import { choice, flag, listSearch, matching, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const productKindValues = [
  'class-seat',
  'assessment-attempt',
  'online-course',
] as const satisfies readonly ProductKind[];

export const productSearch = listSearch({
  pageSize: 50,
  sort: sorting(['sku', 'name', 'kind', 'price', 'currency', 'isActive', 'updatedAt'], 'sku'),
  filters: {
    search: text(),
    kind: choice(productKindValues),
    currency: matching(/^[A-Z]{3}$/, (v) => v.toUpperCase()),
    isActive: flag(),
  },
});
export type ProductSearch = SearchOf<typeof productSearch>;
export const productQueryMatches: QueryMatches<ProductSearch, typeof contract.products.list> = true;
