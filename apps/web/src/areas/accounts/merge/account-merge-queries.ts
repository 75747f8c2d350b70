// Merge's reads and calls: what an account owns, its merges, the preview, the merge and its undo.
// Calls skip the global error handler (spec section 7): the dialog and the banner say why in place.
import { contract, type MergeAccounts } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { accountChanged, accountsKey } from '../queries';

const local = { global: false } as const;

export const holdingsQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...accountsKey, 'holdings', admId],
    queryFn: ({ signal }) => api(contract.accounts.merge.holdings, { params: { admId } }, { signal, ...local }),
    retry: false,
  });

export const mergesQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...accountsKey, 'merges', admId],
    queryFn: ({ signal }) => api(contract.accounts.merge.merges, { params: { admId } }, { signal, ...local }),
    retry: false,
  });

export const mergePreviewQueryOptions = (pair: MergeAccounts) =>
  queryOptions({
    queryKey: [...accountsKey, 'merge-preview', pair.sourceAccountAdmId, pair.destinationAccountAdmId],
    queryFn: ({ signal }) => api(contract.accounts.merge.mergePreview, { body: pair }, { signal, ...local }),
    retry: false,
    staleTime: 0,
  });

/** Accounts whose e-mail or name contains `text` (the first 8), to pick the other account of a merge. */
export const findMergeCandidates = async (text: string, signal: AbortSignal) =>
  (await api(contract.accounts.records.list, { query: { search: text, pageSize: 8 } }, { signal, ...local })).results;

export async function mergeAccounts(pair: MergeAccounts, reason: string) {
  const merge = await api(contract.accounts.merge.merge, { body: { ...pair, reason } }, local);
  await accountChanged();
  return merge;
}

export async function undoMerge(id: number, reason: string) {
  const merge = await api(contract.accounts.merge.undoMerge, { params: { id }, body: { reason } }, local);
  await accountChanged();
  return merge;
}
