// Reads and changes of LMS webhooks, their delivery log, and demo-data seeding. A change refreshes the
// System area's queries (the list shows each webhook's last delivery).
import { contract, type RequestOf, type WebhookDeliveryState } from '@eco/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formApi } from '../../lib/form/form-api';
import { queryClient } from '../../lib/query-client';
import { systemKey } from './queries';

const webhooksKey = [...systemKey, 'lms-webhooks'] as const;

export const webhookListQueryOptions = queryOptions({
  queryKey: [...webhooksKey, 'list'],
  queryFn: ({ signal }) => api(contract.system.listWebhooks, {}, { signal }),
});

export const webhookQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...webhooksKey, 'detail', id],
    queryFn: ({ signal }) => api(contract.system.getWebhook, { params: { id } }, { signal }),
  });

export const deliveriesQueryOptions = (id: number, page: number, state?: WebhookDeliveryState) =>
  queryOptions({
    queryKey: [...webhooksKey, 'deliveries', id, page, state ?? 'all'],
    queryFn: ({ signal }) =>
      api(
        contract.system.webhookDeliveries,
        { params: { id }, query: { page, pageSize: 25, ...(state ? { state } : {}) } },
        { signal },
      ),
    // The log moves while deliveries are sent and retried.
    refetchInterval: 5_000,
  });

export const deliveryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...webhooksKey, 'delivery', id],
    queryFn: ({ signal }) => api(contract.system.webhookDelivery, { params: { id } }, { signal }),
  });

export const seedDataStatusQueryOptions = queryOptions({
  queryKey: [...systemKey, 'seed-data'],
  queryFn: ({ signal }) => api(contract.system.seedDataStatus, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

const changed = () => queryClient.invalidateQueries({ queryKey: webhooksKey });

export async function createWebhook(body: RequestOf<typeof contract.system.createWebhook>['body']) {
  const created = await formApi(contract.system.createWebhook, { body });
  await changed();
  return created;
}

export async function updateWebhook(id: number, body: RequestOf<typeof contract.system.updateWebhook>['body']) {
  const saved = await formApi(contract.system.updateWebhook, { params: { id }, body });
  await changed();
  return saved;
}

export async function deleteWebhook(id: number) {
  const result = await formApi(contract.system.deleteWebhook, { params: { id } });
  queryClient.removeQueries({ queryKey: webhookQueryOptions(id).queryKey });
  await changed();
  return result;
}

export async function sendTestEvent(id: number) {
  const delivery = await formApi(contract.system.sendTestEvent, { params: { id } });
  await changed();
  return delivery;
}

export async function replayDelivery(id: number) {
  const delivery = await formApi(contract.system.replayDelivery, { params: { id } });
  await changed();
  return delivery;
}

export async function rotateSecret(id: number) {
  const rotated = await formApi(contract.system.rotateWebhookSecret, { params: { id } });
  await changed();
  return rotated;
}

export async function seedDemoData() {
  try {
    return await formApi(contract.system.seedData, {});
  } finally {
    void queryClient.invalidateQueries();
  }
}
