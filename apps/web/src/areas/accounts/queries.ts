// Reads and changes of accounts. The account page reads its account without the global error handler
// (spec section 7): an unknown admId is told on the page itself, with the way back to the list.
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { AccountSearch } from './search';

export const accountsKey = ['accounts'] as const;

export const accountListQueryOptions = (search: AccountSearch) =>
  listQueryOptions([...accountsKey, 'list'], contract.accounts.records.list, search);

export const accountLookupQueryOptions = lookupQueryOptions('accounts', contract.accounts.records.lookupInfo);

/** One account; the page shows this read's failures itself (global: false), so a 404 does not retry. */
export const accountQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...accountsKey, 'detail', admId],
    queryFn: ({ signal }) => api(contract.accounts.records.get, { params: { admId } }, { signal, global: false }),
    retry: false,
  });

/** After any change to an account (here or by an action): the lists and the page read it again. */
export const accountChanged = () => queryClient.invalidateQueries({ queryKey: accountsKey });

export async function createAccount(body: RequestOf<typeof contract.accounts.records.create>['body']) {
  const account = await formApi(contract.accounts.records.create, { body });
  await accountChanged();
  return account;
}

export async function updateAccount(admId: string, body: RequestOf<typeof contract.accounts.records.update>['body']) {
  const account = await formApi(contract.accounts.records.update, { params: { admId }, body });
  queryClient.setQueryData(accountQueryOptions(admId).queryKey, account);
  await queryClient.invalidateQueries({ queryKey: [...accountsKey, 'list'] });
  return account;
}
