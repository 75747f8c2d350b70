// Search params of the Passcodes list (spec section 3: the filters, exactMatch true by default; 100 a
// page). First load: no zod, the contract by type.
import type { contract } from '@eco/contract';
import { flag, flagDefault, id, listSearch, type SearchOf, sorting, text, uuid } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const passcodeSearch = listSearch({
  pageSize: 100,
  sort: sorting(['createdAt', 'code', 'sku', 'orderNumber'], 'createdAt', true),
  filters: {
    passcode: text(),
    suffix: text(),
    sku: text(),
    orderNumber: text(),
    orderEmail: text(),
    studentEmail: text(),
    admId: uuid(),
    classId: id(),
    isActive: flag(),
    isRevoked: flag(),
    exactMatch: flagDefault(true),
  },
});
export type PasscodeSearch = SearchOf<typeof passcodeSearch>;
export const passcodeQueryMatches: QueryMatches<PasscodeSearch, typeof contract.passcodes.list> = true;
