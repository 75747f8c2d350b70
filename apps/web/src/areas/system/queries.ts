// Reads of the System area: the e-mail outbox and one message; retrying a failed one.
import { contract } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { listQueryOptions } from '../../lib/list/page';
import { queryClient } from '../../lib/query-client';
import type { OutboxSearch } from './search';

export const systemKey = ['system'] as const;

export const outboxListQueryOptions = ({ message: _open, ...search }: OutboxSearch) =>
  listQueryOptions([...systemKey, 'outbox'], contract.system.outbox, search);

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...systemKey, 'outbox-message', id],
    queryFn: ({ signal }) => api(contract.system.outboxMessage, { params: { id } }, { signal }),
  });

export async function retryOutboxMessage(id: number) {
  try {
    return await formApi(contract.system.retryOutboxMessage, { params: { id } });
  } finally {
    void queryClient.invalidateQueries({ queryKey: systemKey });
  }
}
