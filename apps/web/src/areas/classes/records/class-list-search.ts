// Search params of the Classes list, all in the address and read back on load. States default to
// Submitted (spec section 3); cancelled, published and scope are any unless chosen; beta courses are left
// out unless ticked. Route options are in the first load: no zod, and the contract by type only.
import type { ClassSearchFiltersInput } from '@eco/contract';
import { choice, choices, flag, id, isoDay, listSearch, type SearchOf, sorting, text, uuid } from '../../../lib/search';

export const classStateValues = ['Draft', 'Submitted', 'Approved', 'Completed', 'Cancelled'] as const;

export const classSearch = listSearch({
  pageSize: 100,
  // The first session's start, newest first.
  sort: sorting(['startsAt'], 'startsAt', true),
  filters: {
    startDate: isoDay(),
    endDate: isoDay(),
    trainerAdmId: uuid(),
    courseType: id(),
    includeBetaCourses: flag(),
    isCancelled: flag(),
    isPublished: flag(),
    scope: choice(['Public', 'Private']),
    states: choices(classStateValues, ['Submitted']),
    clientOrganization: text(),
  },
});
export type ClassSearch = SearchOf<typeof classSearch>;

/** The list's filters as the search and the class reports take them. */
export function classFiltersOf(search: ClassSearch): ClassSearchFiltersInput {
  return {
    startDate: search.startDate ?? null,
    endDate: search.endDate ?? null,
    trainerAdmId: search.trainerAdmId ?? null,
    courseType: search.courseType ?? null,
    includeBetaCourses: search.includeBetaCourses ?? false,
    isCancelled: search.isCancelled ?? null,
    isPublished: search.isPublished ?? null,
    scope: search.scope ?? null,
    states: search.states,
    clientOrganization: search.clientOrganization ?? null,
  };
}
