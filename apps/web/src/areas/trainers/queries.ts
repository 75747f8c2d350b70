// Reads and changes of trainers. The list is a POST (its filters are a body); the yes/no/any words of the
// address become null, true or false on the way (triState, spec section 3). The edit page reads its
// trainer without the global error handler (spec section 7): an unknown trainer is told on the page.
import { contract, type RequestOf, type TrainerDetail, type TrainerListFilter, triState } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { checkPage } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { TrainerSearch } from './search';

export const trainersKey = ['trainers'] as const;

/** The list's filters as the server takes them (without page and page size). */
export function trainerFilterOf(search: TrainerSearch): TrainerListFilter {
  return {
    search: search.search,
    isActive: triState(search.isActive),
    pstRenewalState: search.pstRenewalState ?? null,
    faceToFaceRequirementStatusPriorYear: search.faceToFaceRequirementStatusPriorYear ?? null,
    faceToFaceRequirementStatusPriorYearExempt: triState(search.faceToFaceRequirementStatusPriorYearExempt),
    faceToFaceRequirementStatusCurrentYear: search.faceToFaceRequirementStatusCurrentYear ?? null,
    faceToFaceRequirementStatusCurrentYearExempt: triState(search.faceToFaceRequirementStatusCurrentYearExempt),
    courseLicenseIds: search.courseLicenseIds ?? [],
    expiresWithinDays: search.expiresWithinDays ?? null,
    withoutValidLicense: search.withoutValidLicense ?? false,
    sortBy: search.sortBy,
    sortDescending: search.sortDescending,
  };
}

export const trainerListQueryOptions = (search: TrainerSearch) =>
  queryOptions({
    queryKey: [...trainersKey, 'list', search] as readonly unknown[],
    queryFn: async ({ signal }) =>
      checkPage<import('@eco/contract').TrainerRow>(
        await api(
          contract.trainers.records.listTrainers,
          { body: { ...trainerFilterOf(search), page: search.page, pageSize: search.pageSize } },
          { signal },
        ),
      ),
  });

export const trainerLookupQueryOptions = lookupQueryOptions('trainers', contract.trainers.records.trainerLookupInfo);

/** One trainer; the page shows this read's failures itself (global: false), so a 404 does not retry. */
export const trainerQueryOptions = (admId: string) =>
  queryOptions({
    queryKey: [...trainersKey, 'detail', admId],
    queryFn: ({ signal }) =>
      api(contract.trainers.records.getTrainer, { params: { id: admId } }, { signal, global: false }),
    retry: false,
  });

/** Accounts that could become trainers, for the account picker. */
export const trainerCandidates = (search: string, signal?: AbortSignal) =>
  api(contract.trainers.records.trainerUserSearch, { query: { search } }, { signal });

export const trainerChanged = () => queryClient.invalidateQueries({ queryKey: trainersKey });

export async function createTrainer(body: RequestOf<typeof contract.trainers.records.createTrainer>['body']) {
  const trainer = await formApi(contract.trainers.records.createTrainer, { body });
  await trainerChanged();
  return trainer;
}

export async function updateTrainer(
  admId: string,
  body: RequestOf<typeof contract.trainers.records.updateTrainer>['body'],
) {
  const trainer = await formApi(contract.trainers.records.updateTrainer, { params: { id: admId }, body });
  queryClient.setQueryData(trainerQueryOptions(admId).queryKey, trainer);
  await queryClient.invalidateQueries({ queryKey: [...trainersKey, 'list'] });
  return trainer;
}

/**
 * A held license or an F2F year changed on the trainer page: the answer replaces it in the trainer read by
 * the page, so the panel shows it without reading the trainer again, and the list is read again.
 */
export function patchTrainer(admId: string, patch: (t: TrainerDetail) => TrainerDetail) {
  queryClient.setQueryData(trainerQueryOptions(admId).queryKey, (t: TrainerDetail | undefined) => (t ? patch(t) : t));
  void queryClient.invalidateQueries({ queryKey: [...trainersKey, 'list'] });
}
