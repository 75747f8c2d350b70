// Reads and changes of market assignments (one per ISO 3166 country).
import { contract, type RequestOf } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { invalidateLookups, lookupQueryOptions } from '../../lib/lookup';
import { queryClient } from '../../lib/query-client';
import type { MarketSearch } from './search';

export const marketsKey = ['markets'] as const;

export const marketListQueryOptions = (search: MarketSearch) =>
  listQueryOptions([...marketsKey, 'list'], contract.markets.list, search);

export const marketLookupQueryOptions = lookupQueryOptions('markets', contract.markets.lookupInfo);

export const marketQueryOptions = (country: string) =>
  queryOptions({
    queryKey: [...marketsKey, 'detail', country.toUpperCase()],
    queryFn: ({ signal }) => api(contract.markets.get, { params: { country } }, { signal }),
  });

async function changed() {
  await Promise.all([queryClient.invalidateQueries({ queryKey: marketsKey }), invalidateLookups()]);
}

export async function saveMarket(country: string, body: RequestOf<typeof contract.markets.save>['body']) {
  const market = await formApi(contract.markets.save, { params: { country }, body });
  queryClient.setQueryData(marketQueryOptions(country).queryKey, market);
  await changed();
  return market;
}

export async function deleteMarket(country: string, version: number | null) {
  const result = await formApi(contract.markets.delete, {
    params: { country },
    query: version === null ? {} : { version },
  });
  await changed();
  return result;
}
