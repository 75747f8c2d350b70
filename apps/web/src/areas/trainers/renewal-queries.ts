// Calls of the licenses-held and F2F panels and of the F2F registrations report. A change answers with
// the changed license or year, which replaces it in the trainer read by the page, so the panel shows it
// without reading the trainer again.
import {
  contract,
  type F2fRegistrationsReportQuery,
  type RequestOf,
  type TrainerDetail,
  type TrainerF2fYear,
  type TrainerLicenseHeld,
} from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { queryClient } from '../../lib/query-client';
import { trainerQueryOptions, trainersKey } from './queries';

function patchTrainer(admId: string, patch: (t: TrainerDetail) => TrainerDetail) {
  queryClient.setQueryData(trainerQueryOptions(admId).queryKey, (t: TrainerDetail | undefined) => (t ? patch(t) : t));
  void queryClient.invalidateQueries({ queryKey: [...trainersKey, 'list'] });
}

/** Sends the renewal e-mail of one held license now; the answer is the license with the send listed. */
export async function resendRenewal(admId: string, licenseId: number): Promise<TrainerLicenseHeld> {
  const held = await api(contract.trainers.resendLicenseRenewal, { params: { id: admId }, body: { licenseId } });
  patchTrainer(admId, (t) => ({ ...t, licenses: t.licenses.map((l) => (l.licenseId === licenseId ? held : l)) }));
  return held;
}

export async function saveF2fYear(
  admId: string,
  year: number,
  body: RequestOf<typeof contract.trainers.updateF2fYear>['body'],
): Promise<TrainerF2fYear> {
  const saved = await formApi(contract.trainers.updateF2fYear, { params: { id: admId, year }, body });
  patchTrainer(admId, (t) => ({ ...t, f2f: t.f2f.map((y) => (y.year === year ? saved : y)) }));
  return saved;
}

export const f2fReportQueryOptions = (range: F2fRegistrationsReportQuery) =>
  queryOptions({
    queryKey: [...trainersKey, 'f2f-report', range],
    queryFn: ({ signal }) => api(contract.trainers.f2fRegistrationsReport, { query: range }, { signal }),
  });
