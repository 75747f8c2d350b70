// LmsWebhookCreate (/system/lms-webhooks/new): a new LMS endpoint; its signing secret is shown once.
import { createFileRoute } from '@tanstack/react-router';
import { WebhookCreate } from '../../../../areas/system/webhook-create';

export const Route = createFileRoute('/_system/system/lms-webhooks/new')({
  component: WebhookCreate,
});
