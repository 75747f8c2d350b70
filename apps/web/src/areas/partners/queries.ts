// Reads of partners and the change of a partner's billing identity (billing comes with invoices).
import { contract, type PartnerUpdate } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { HISTORY_KEY } from '../../lib/history/history-query';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { PartnerSearch } from './search';

export const partnersKey = ['partners'] as const;

export const partnerLookupQueryOptions = lookupQueryOptions('partners', contract.partners.lookupInfo);

export const partnerListQueryOptions = (search: PartnerSearch) =>
  listQueryOptions([...partnersKey, 'list'], contract.partners.list, search);

export const partnerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...partnersKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.partners.get, { params: { id } }, { signal }),
  });

export async function updatePartner(id: number, body: PartnerUpdate) {
  const partner = await formApi(contract.partners.update, { params: { id }, body });
  // The list, the partner, and its history panel if open, show the change.
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: partnersKey }),
    queryClient.invalidateQueries({ queryKey: [HISTORY_KEY, 'partner', String(id)] }),
  ]);
  return partner;
}
