// Search params of the Partners list (first load: zod/mini only, the contract by type).
import type { contract } from '@eco/contract';
import { flag, listSearch, matching, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const partnerSearch = listSearch({
  pageSize: 50,
  sort: sorting(['name', 'countryCode', 'currency', 'isActive', 'marketCount'], 'name'),
  filters: {
    search: text(),
    countryCode: matching(/^[A-Z]{2}$/, (v) => v.toUpperCase()),
    currency: matching(/^[A-Z]{3}$/, (v) => v.toUpperCase()),
    isActive: flag(),
  },
});
export type PartnerSearch = SearchOf<typeof partnerSearch>;
export const partnerQueryMatches: QueryMatches<PartnerSearch, typeof contract.partners.list> = true;
