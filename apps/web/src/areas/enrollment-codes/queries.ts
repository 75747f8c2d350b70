// Reads and changes of enrollment codes: the list, one code, lookups, generation (idempotent) and the
// bulk actions.
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { EnrollmentCodeSearch } from './search';

export const enrollmentCodesKey = ['enrollment-codes'] as const;
type Body<K extends keyof typeof contract.enrollmentCodes> = RequestOf<(typeof contract.enrollmentCodes)[K]>['body'];

export const enrollmentCodeListQueryOptions = (search: EnrollmentCodeSearch) =>
  listQueryOptions([...enrollmentCodesKey, 'list'], contract.enrollmentCodes.list, search);

export const enrollmentCodeLookupQueryOptions = lookupQueryOptions(
  'enrollment-codes',
  contract.enrollmentCodes.lookupInfo,
);

async function thenRefresh<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } finally {
    void queryClient.invalidateQueries({ queryKey: enrollmentCodesKey });
  }
}

/** The Idempotency-Key makes a repeated submission return the first generation instead of a second one. */
export const generateEnrollmentCodes = (body: Body<'generate'>, idempotencyKey: string) =>
  thenRefresh(formApi(contract.enrollmentCodes.generate, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }));

export const revokeEnrollmentCodes = (body: Body<'revokeMany'>) =>
  thenRefresh(formApi(contract.enrollmentCodes.revokeMany, { body }));

export const reinstateEnrollmentCodes = (body: Body<'reinstateMany'>) =>
  thenRefresh(formApi(contract.enrollmentCodes.reinstateMany, { body }));

/** With an Idempotency-Key, a repeat of the same resend sends nothing again. */
export const resendEnrollmentCodes = (body: Body<'resend'>, idempotencyKey: string) =>
  thenRefresh(formApi(contract.enrollmentCodes.resend, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }));

/** One batch of a bulk action over every code matching the list's filter; a retried batch sends its key again. */
const batch =
  <K extends 'revokeMatching' | 'reinstateMatching' | 'resendMatching'>(name: K) =>
  (body: Body<K>, idempotencyKey: string) =>
    thenRefresh(
      formApi(contract.enrollmentCodes[name], { body } as never, { headers: { 'Idempotency-Key': idempotencyKey } }),
    );

/** Revoke, reinstate and resend over every code matching the filter, a batch a call. */
export const enrollmentCodesMatching = {
  revoke: batch('revokeMatching'),
  reinstate: batch('reinstateMatching'),
  resend: batch('resendMatching'),
};

export const enrollmentCodeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...enrollmentCodesKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.enrollmentCodes.get, { params: { id } }, { signal }),
  });
