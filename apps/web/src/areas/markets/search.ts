// Search params of the Markets list (first load: zod/mini only, the contract by type).
import type { contract } from '@eco/contract';
import { flag, id, listSearch, matching, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const marketSearch = listSearch({
  pageSize: 50,
  sort: sorting(['countryName', 'countryCode', 'currency', 'partnerName', 'productCount', 'updatedAt'], 'countryName'),
  filters: {
    search: text(),
    isAssigned: flag(),
    partnerId: id(),
    currency: matching(/^[A-Z]{3}$/, (v) => v.toUpperCase()),
  },
});
export type MarketSearch = SearchOf<typeof marketSearch>;
export const marketQueryMatches: QueryMatches<MarketSearch, typeof contract.markets.list> = true;
