// Reads and changes of staff users and their roles.
import {
  type CapabilityHolders,
  contract,
  type RequestOf,
  type Role,
  type UserDetail,
  type UserSummary,
  userRefusals,
} from '@eco/contract';
import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { formApi } from '../../lib/form/form-api';
import { checkPage, listQueryOptions, type Page } from '../../lib/list/page';
import { queryClient } from '../../lib/query-client';
import { refusalOf } from '../../lib/refusal';
import type { CapabilitySearch, UserSearch } from './search';

export const usersKey = ['users'] as const;
export type UserRow = UserSummary;

export const userListQueryOptions = (search: UserSearch) =>
  listQueryOptions([...usersKey, 'list'], contract.users.list, search);

/** Roles change only with a release (they are reference data): read once a session. */
export const rolesQueryOptions = queryOptions({
  queryKey: [...usersKey, 'roles'],
  queryFn: ({ signal }): Promise<Role[]> => api(contract.users.roles, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const userQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', admId],
    queryFn: ({ signal }) => api(contract.users.get, { params: { admId } }, { signal }),
  });

/** The holders of a capability as a list page, with the rest of the answer (roles, counts) beside it. */
export type HoldersPage = Page<UserRow> & { about: Omit<CapabilityHolders, 'holders'> | null };

export const capabilityQueryOptions = (search: CapabilitySearch) =>
  queryOptions({
    queryKey: [...usersKey, 'capability', search] as readonly unknown[],
    queryFn: async ({ signal }): Promise<HoldersPage> => {
      const { capability, page, pageSize } = search;
      if (!capability) return { results: [], totalRowCount: 0, page: 1, about: null };
      const { holders, ...about } = await api(
        contract.users.capability,
        { params: { capability }, query: { page, pageSize } },
        { signal },
      );
      return { ...checkPage<UserRow>(holders), about };
    },
  });

/** The same query as the holders' list of the list toolkit (it reads only the page's fields). */
export const holdersListQueryOptions = (search: CapabilitySearch) =>
  capabilityQueryOptions(search) as unknown as UseQueryOptions<Page<UserRow>, Error, Page<UserRow>, readonly unknown[]>;

export async function saveUserRoles(admId: string, body: RequestOf<typeof contract.users.update>['body']) {
  const user: UserDetail = await formApi(contract.users.update, { params: { admId }, body }).catch(besideRoles);
  queryClient.setQueryData(userQueryOptions(admId).queryKey, user);
  await queryClient.invalidateQueries({ queryKey: usersKey, predicate: (q) => q.queryKey[1] !== 'roles' });
  return user;
}

/**
 * The last-holder refusal is a 409 that names the roles field: reloading would not help, so the form
 * shows it beside the roles (as a field error) instead of the someone-else-changed-it dialog.
 */
function besideRoles(error: unknown): never {
  if (error instanceof ApiError && error.problem && refusalOf(error, userRefusals)?.kind === 'last-holder') {
    throw new ApiError(400, 'Bad Request', { ...error.problem, status: 400 }, error.body);
  }
  throw error;
}
