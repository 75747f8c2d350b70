// Search params of the Licenses list (first load: zod/mini only, the contract by type).
import type { contract } from '@eco/contract';
import { flag, id, listSearch, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const licenseSearch = listSearch({
  pageSize: 50,
  sort: sorting(['name', 'renewalMonths', 'isActive', 'updatedAt'], 'name'),
  filters: { search: text(), isActive: flag(), courseId: id() },
});
export type LicenseSearch = SearchOf<typeof licenseSearch>;
export const licenseQueryMatches: QueryMatches<LicenseSearch, typeof contract.licenses.list> = true;
