// LmsWebhookList (/system/lms-webhooks): every LMS endpoint, its events, state, last delivery, failures.
import { createFileRoute } from '@tanstack/react-router';
import { WebhookList } from '../../../../areas/system/webhook-list';
import { webhookListQueryOptions } from '../../../../areas/system/webhook-queries';

export const Route = createFileRoute('/_system/system/lms-webhooks/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(webhookListQueryOptions),
  component: WebhookList,
});
