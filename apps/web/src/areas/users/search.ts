// Search params of the Users list and of Who Can Do What (first load: zod/mini only, the contract by type).
import { capabilities, type contract } from '@eco/contract';
import { choice, listSearch, type SearchOf, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

export const userSearch = listSearch({
  pageSize: 50,
  filters: { email: text(), role: text() },
});
export type UserSearch = SearchOf<typeof userSearch>;
export const userQueryMatches: QueryMatches<UserSearch, typeof contract.users.list> = true;

/** The capability asked about is a filter of the holders' list, so it lives in the address and is saved. */
export const capabilitySearch = listSearch({
  pageSize: 50,
  filters: { capability: choice(capabilities) },
});
export type CapabilitySearch = SearchOf<typeof capabilitySearch>;
