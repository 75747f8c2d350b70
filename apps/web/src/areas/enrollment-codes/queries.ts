// Reads and changes of enrollment codes: the list, lookups, generation (idempotent) and the bulk actions.
import { contract, type RequestOf } from '@eco/contract';
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
