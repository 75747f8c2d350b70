// Search params of the Users list and of Who Can Do What (first load: zod/mini only, the contract by type).
import { capabilities, type contract } from '@eco/contract';
import { choice, flagDefault, listSearch, type SearchOf, sorting, text } from '../../lib/search';
import type { QueryMatches } from '../../lib/search-check';

/**
 * Staff first: the list opens on people holding a role (staffOnly, on by default, off in the address as
 * staffOnly=false), searched by the start of an e-mail, name or domain as Accounts is. Sorting by roles
 * is for staff only (the server refuses it over every account).
 */
export const userSearch = listSearch({
  pageSize: 50,
  sort: sorting(['email', 'name', 'roles'], 'email'),
  filters: { search: text(), role: text(), staffOnly: flagDefault(true) },
});
export type UserSearch = SearchOf<typeof userSearch>;
export const userQueryMatches: QueryMatches<UserSearch, typeof contract.users.list> = true;

/** The capability asked about is a filter of the holders' list, so it lives in the address and is saved. */
export const capabilitySearch = listSearch({
  pageSize: 50,
  filters: { capability: choice(capabilities) },
});
export type CapabilitySearch = SearchOf<typeof capabilitySearch>;
