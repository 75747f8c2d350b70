// Search params of the Enrollment Codes list (spec section 3: the filters, exactMatch true by default;
// 100 a page). First load: no zod, the contract by type.
import type { contract } from '@eco/contract';
import { flag, flagDefault, id, listSearch, type SearchOf, sorting, text, uuid } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const enrollmentCodeSearch = listSearch({
  pageSize: 100,
  sort: sorting(['createdAt', 'code', 'orderNumber'], 'createdAt', true),
  filters: {
    enrollmentCode: text(),
    suffix: text(),
    onlineCourseId: id(),
    orderNumber: text(),
    orderEmail: text(),
    userEmail: text(),
    userAdmId: uuid(),
    isRedeemed: flag(),
    isRevoked: flag(),
    exactMatch: flagDefault(true),
  },
});
export type EnrollmentCodeSearch = SearchOf<typeof enrollmentCodeSearch>;
export const enrollmentCodeQueryMatches: QueryMatches<EnrollmentCodeSearch, typeof contract.enrollmentCodes.list> =
  true;
