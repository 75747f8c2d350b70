// A record's history as an infinite query: the newest page first, older pages on demand by cursor.
// Read fresh each time a record page opens (a save elsewhere adds events).
import { contract, type HistoryEntity, type HistoryPage } from '@eco/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api';

export const HISTORY_KEY = 'history';

export const historyQueryOptions = (entity: HistoryEntity, id: string | number) =>
  infiniteQueryOptions({
    queryKey: [HISTORY_KEY, entity, String(id)],
    queryFn: ({ pageParam, signal }) =>
      api(
        contract.history.list,
        { params: { entity, id: String(id) }, query: pageParam ? { cursor: pageParam } : {} },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last: HistoryPage) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
