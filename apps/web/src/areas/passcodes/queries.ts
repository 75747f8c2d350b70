// Reads and changes of passcodes: the list, lookups, one passcode, generation (idempotent), edit and the
// single and bulk actions. Changes refresh the area's reads.
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { PasscodeSearch } from './search';

export const passcodesKey = ['passcodes'] as const;
type Body<K extends keyof typeof contract.passcodes> = RequestOf<(typeof contract.passcodes)[K]>['body'];

export const passcodeListQueryOptions = (search: PasscodeSearch) =>
  listQueryOptions([...passcodesKey, 'list'], contract.passcodes.list, search);

export const passcodeLookupQueryOptions = lookupQueryOptions('passcodes', contract.passcodes.lookupInfo);

export const passcodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...passcodesKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.passcodes.get, { params: { id } }, { signal }),
  });

const changed = () => queryClient.invalidateQueries({ queryKey: passcodesKey });

/** Always refreshes, also after a refusal: the codes may have changed meanwhile. */
async function thenRefresh<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    void changed();
  }
}

/** The Idempotency-Key makes a repeated submission return the first generation instead of a second one. */
export const generatePasscodes = (body: Body<'generate'>, idempotencyKey: string) =>
  thenRefresh(formApi(contract.passcodes.generate, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }));

export const updatePasscode = (id: number, body: Body<'update'>) =>
  thenRefresh(formApi(contract.passcodes.update, { params: { id }, body }));

export const revokePasscode = (id: number, body: Body<'revoke'>) =>
  thenRefresh(formApi(contract.passcodes.revoke, { params: { id }, body }));

export const reinstatePasscode = (id: number, body: Body<'reinstate'>) =>
  thenRefresh(formApi(contract.passcodes.reinstate, { params: { id }, body }));

export const revokePasscodes = (body: Body<'revokeMany'>) =>
  thenRefresh(formApi(contract.passcodes.revokeMany, { body }));

export const reinstatePasscodes = (body: Body<'reinstateMany'>) =>
  thenRefresh(formApi(contract.passcodes.reinstateMany, { body }));

export const bulkEditPasscodes = (body: Body<'bulkEdit'>) =>
  thenRefresh(formApi(contract.passcodes.bulkEdit, { body }));

/** With an Idempotency-Key, a repeat of the same resend sends nothing again. */
export const resendPasscodes = (body: Body<'resend'>, idempotencyKey: string) =>
  thenRefresh(formApi(contract.passcodes.resend, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }));

/** One batch of a bulk action over every code matching the list's filter; a retried batch sends its key again. */
const batch =
  <K extends 'revokeMatching' | 'reinstateMatching' | 'resendMatching' | 'bulkEditMatching'>(name: K) =>
  (body: Body<K>, idempotencyKey: string) =>
    thenRefresh(
      formApi(contract.passcodes[name], { body } as never, { headers: { 'Idempotency-Key': idempotencyKey } }),
    );

/** Revoke, reinstate and resend over every code matching the filter, a batch a call. */
export const passcodesMatching = {
  revoke: batch('revokeMatching'),
  reinstate: batch('reinstateMatching'),
  resend: batch('resendMatching'),
};

export const bulkEditPasscodesMatching = batch('bulkEditMatching');
