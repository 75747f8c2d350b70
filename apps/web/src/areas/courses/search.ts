// Search params of the Courses list (route options are in the first load: zod/mini only, the contract
// by type).
import type { contract } from '@eco/contract';
import { flag, id, listSearch, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const courseSearch = listSearch({
  pageSize: 50,
  sort: sorting(['code', 'name', 'category', 'courseType', 'isBeta', 'isActive', 'updatedAt'], 'code'),
  filters: { search: text(), categoryId: id(), isActive: flag(), isBeta: flag() },
});
export type CourseSearch = SearchOf<typeof courseSearch>;
export const courseQueryMatches: QueryMatches<CourseSearch, typeof contract.courses.list> = true;
