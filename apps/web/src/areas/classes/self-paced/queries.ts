// Reads and changes of the Classes area (so far the self-paced students): one query-options factory per
// read, shared by the route loader and the screen.
import { contract } from '@eco/contract';
import { formApi } from '../../../lib/form/form-api';
import { listQueryOptions } from '../../../lib/list/page';
import { lookupQueryOptions } from '../../../lib/lookup';
import { queryClient } from '../../../lib/query-client';
import type { SelfPacedSearch } from './search';

export const selfPacedKey = ['classes', 'self-paced'] as const;

export const selfPacedListQueryOptions = (search: SelfPacedSearch) =>
  listQueryOptions(selfPacedKey, contract.classes.selfPaced.listSelfPaced, search);

export const selfPacedLookupQueryOptions = lookupQueryOptions(
  'classes.self-paced',
  contract.classes.selfPaced.selfPacedLookupInfo,
);

/** Revokes with the version read; the list is read again either way (a 409 means it changed meanwhile). */
export async function revokeSelfPaced(id: number, version: number, reason: string) {
  try {
    return await formApi(contract.classes.selfPaced.revokeSelfPaced, { params: { id }, body: { reason, version } });
  } finally {
    void queryClient.invalidateQueries({ queryKey: selfPacedKey });
  }
}
