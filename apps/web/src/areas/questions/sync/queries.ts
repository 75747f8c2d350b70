// The sync queue to the test platform, read every few seconds while its panel is shown.
import { contract, type SyncItem } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { questionsKey } from '../questions/queries';

export const syncKey = [...questionsKey, 'sync'] as const;

export const syncQueueQueryOptions = (page: number, state: SyncItem['state'] | undefined) =>
  queryOptions({
    queryKey: [...syncKey, page, state ?? null],
    queryFn: ({ signal }) =>
      api(
        contract.questions.sync.syncQueue,
        { query: { page, pageSize: 10, ...(state ? { state } : {}) } },
        { signal },
      ),
    refetchInterval: 5_000,
  });
