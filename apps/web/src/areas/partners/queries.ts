// Reads of partners (billing comes with invoices).
import { contract } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { listQueryOptions } from '../../lib/list/page';
import { lookupQueryOptions } from '../../lib/lookup';
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
