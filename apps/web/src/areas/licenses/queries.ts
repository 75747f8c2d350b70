// Reads and changes of licenses. A change refreshes the license lists and every lookup (courses name
// their required license).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { invalidateLookups, lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { LicenseSearch } from './search';

export const licensesKey = ['licenses'] as const;

export const licenseListQueryOptions = (search: LicenseSearch) =>
  listQueryOptions([...licensesKey, 'list'], contract.licenses.list, search);

export const licenseLookupQueryOptions = lookupQueryOptions('licenses', contract.licenses.lookupInfo);

export const licenseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...licensesKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.licenses.get, { params: { id } }, { signal }),
  });

async function changed() {
  await Promise.all([queryClient.invalidateQueries({ queryKey: licensesKey }), invalidateLookups()]);
}

export async function createLicense(body: RequestOf<typeof contract.licenses.create>['body']) {
  const license = await formApi(contract.licenses.create, { body });
  await changed();
  return license;
}

export async function updateLicense(id: number, body: RequestOf<typeof contract.licenses.update>['body']) {
  const license = await formApi(contract.licenses.update, { params: { id }, body });
  queryClient.setQueryData(licenseQueryOptions(id).queryKey, license);
  await changed();
  return license;
}

/** Deletes with the version read; the server refuses (409) while trainers hold it or courses require it. */
export async function deleteLicense(id: number, version: number) {
  const result = await formApi(contract.licenses.delete, { params: { id }, query: { version } });
  queryClient.removeQueries({ queryKey: licenseQueryOptions(id).queryKey });
  await changed();
  return result;
}
