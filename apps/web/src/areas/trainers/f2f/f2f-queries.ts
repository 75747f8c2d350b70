// Calls of the F2F panel and of the F2F registrations report. A saved year answers with the year, which
// replaces it in the trainer read by the page.
import { contract, type F2fRegistrationsReportQuery, type RequestOf, type TrainerF2fYear } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { formApi } from '../../../lib/form/form-api';
import { patchTrainer, trainersKey } from '../queries';

export async function saveF2fYear(
  admId: string,
  year: number,
  body: RequestOf<typeof contract.trainers.f2f.updateF2fYear>['body'],
): Promise<TrainerF2fYear> {
  const saved = await formApi(contract.trainers.f2f.updateF2fYear, { params: { id: admId, year }, body });
  patchTrainer(admId, (t) => ({ ...t, f2f: t.f2f.map((y) => (y.year === year ? saved : y)) }));
  return saved;
}

export const f2fReportQueryOptions = (range: F2fRegistrationsReportQuery) =>
  queryOptions({
    queryKey: [...trainersKey, 'f2f-report', range],
    queryFn: ({ signal }) => api(contract.trainers.f2f.f2fRegistrationsReport, { query: range }, { signal }),
  });
