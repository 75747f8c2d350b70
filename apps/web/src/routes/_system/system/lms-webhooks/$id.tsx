// LmsWebhook (/system/lms-webhooks/$id): edit a webhook, test it, rotate its secret, read its deliveries.
import { createFileRoute } from '@tanstack/react-router';
import { WebhookPage } from '../../../../areas/system/webhook-page';
import { webhookQueryOptions } from '../../../../areas/system/webhook-queries';

export const Route = createFileRoute('/_system/system/lms-webhooks/$id')({
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.id)) void context.queryClient.prefetchQuery(webhookQueryOptions(Number(params.id)));
  },
  component: WebhookPage,
});
