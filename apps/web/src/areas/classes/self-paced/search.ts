// Search params of the Classes area's lists. Route options are in the first load: zod/mini only, and the
// contract by type.
import type { contract } from '@eco/contract';
import { flag, id, isoDay, listSearch, type SearchOf, sorting, text } from '../../../lib/search';
import type { QueryMatches } from '../../../lib/search-check';

/** Self-Paced Students: filters all start empty; 100 a page (spec sections 3 and 9); newest first. */
export const selfPacedSearch = listSearch({
  pageSize: 100,
  sort: sorting(['startDate', 'endDate'], 'startDate', true),
  filters: { userEmail: text(), startDate: isoDay(), endDate: isoDay(), onlineCourseId: id(), isRevoked: flag() },
});
export type SelfPacedSearch = SearchOf<typeof selfPacedSearch>;
export const selfPacedQueryMatches: QueryMatches<SelfPacedSearch, typeof contract.classes.selfPaced.listSelfPaced> =
  true;
