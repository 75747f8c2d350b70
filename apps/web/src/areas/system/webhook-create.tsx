// New LMS Webhook (/system/lms-webhooks/new): URL, description, events and active; once created, the
// signing secret is shown this once with a copy button, then the webhook's page opens.
import { lmsWebhookInput, webhookEventTypes } from '@eco/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink } from '../../lib/back-link';
import { FormGuards } from '../../lib/form/form-guards';
import { useForm } from '../../lib/form/use-form';
import { PageHeader } from '../../lib/page-header';
import { SecretReveal } from './secret-reveal';
import { WEBHOOKS_LIST, WebhookFields } from './webhook-fields';
import { createWebhook } from './webhook-queries';

export function WebhookCreate() {
  const navigate = useNavigate();
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);
  const form = useForm({
    schema: lmsWebhookInput,
    initial: { url: '', description: '', eventTypes: [...webhookEventTypes], active: true },
    onSubmit: createWebhook,
    successMessage: (w) => `Webhook for ${w.url} created.`,
    onSaved: (w) => setCreated({ id: w.id, secret: w.secret }),
  });
  return (
    <>
      <PageHeader back={<BackLink to={WEBHOOKS_LIST} label="LMS Webhooks" />} />
      {created ? (
        <SecretReveal
          secret={created.secret}
          note="Give it to the LMS: it checks each delivery's webhook-signature with it. It is not shown again; rotate it from the webhook's page if it is lost."
          onDone={() => void navigate({ to: '/system/lms-webhooks/$id', params: { id: String(created.id) } })}
        />
      ) : (
        <WebhookFields form={form} saveLabel="Create webhook" />
      )}
      <FormGuards form={form} what="this webhook" />
    </>
  );
}
