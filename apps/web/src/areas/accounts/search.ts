// Search params of the Accounts list (first load: zod/mini only, the contract by type).
import type { AccountRecordStatus, contract } from '@eco/contract';
import { choice, id, listSearch, matching, type SearchOf, sorting, text, uuid } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const accountStatusValues = [
  'active',
  'blocked',
  'deleted',
  'merged',
] as const satisfies readonly AccountRecordStatus[];

export const accountSearch = listSearch({
  pageSize: 50,
  sort: sorting(['email', 'lastName', 'firstName', 'createdAt', 'lastSignInAt'], 'email'),
  filters: {
    search: text(),
    admId: uuid(),
    status: choice(accountStatusValues),
    partnerId: id(),
    countryCode: matching(/^[A-Z]{2}$/, (v) => v.toUpperCase()),
  },
});
export type AccountSearch = SearchOf<typeof accountSearch>;
export const accountQueryMatches: QueryMatches<AccountSearch, typeof contract.accounts.records.list> = true;
