// LMS Webhook (/system/lms-webhooks/$id): edit its URL, events and active flag (versioned), send a test
// event, rotate the secret (the new one shown once; both sign for 24 hours), delete it with
// confirmation, and read its delivery log.
import { type LmsWebhookDetail, lmsWebhookUpdate, type WebhookEventType } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { BackLink, backTo } from '../../lib/back-link';
import { BusyButton } from '../../lib/busy-button';
import { formatDateTime } from '../../lib/dates';
import { reportDelete } from '../../lib/delete-result';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { FormGuards } from '../../lib/form/form-guards';
import { useForm } from '../../lib/form/use-form';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { toast } from '../../lib/toast';
import { confirmDelete } from '../../shell/confirm-delete';
import { DeliveryLog } from './delivery-log';
import { SecretReveal } from './secret-reveal';
import { WEBHOOKS_LIST, WebhookFields } from './webhook-fields';
import { webhookState } from './webhook-list';
import { deleteWebhook, rotateSecret, sendTestEvent, updateWebhook, webhookQueryOptions } from './webhook-queries';

const route = getRouteApi('/_system/system/lms-webhooks/$id');

const valuesOf = (w: LmsWebhookDetail) => ({
  url: w.url,
  description: w.description,
  eventTypes: w.eventTypes as WebhookEventType[],
  active: w.active,
  version: w.version,
});

export function WebhookPage() {
  const id = useRecordId(route.useParams().id);
  const webhook = useQuery({ ...webhookQueryOptions(id ?? 0), enabled: id !== null });
  // Kept here: a rotation changes the version, which starts the editor afresh with the new values.
  const [secret, setSecret] = useState<string | null>(null);
  if (id === null) return null;
  if (!webhook.data) return <RecordLoader query={webhook} what="webhook" />;
  return (
    <WebhookEditor
      key={`${webhook.data.id}-${webhook.data.version}`}
      webhook={webhook.data}
      secret={secret}
      setSecret={setSecret}
    />
  );
}

function WebhookEditor({
  webhook,
  secret,
  setSecret,
}: {
  webhook: LmsWebhookDetail;
  secret: string | null;
  setSecret: (secret: string | null) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'test' | 'rotate' | null>(null);
  const form = useForm({
    schema: lmsWebhookUpdate,
    initial: valuesOf(webhook),
    onSubmit: (body) => updateWebhook(webhook.id, body),
    successMessage: (w) => `Webhook for ${w.url} saved.`,
  });

  const run = async (what: 'test' | 'rotate') => {
    setBusy(what);
    try {
      if (what === 'test') {
        const delivery = await sendTestEvent(webhook.id);
        toast.success(`Test event queued as delivery #${delivery.id}; it shows in the log below.`);
      } else {
        const rotated = await rotateSecret(webhook.id);
        setSecret(rotated.secret);
      }
    } catch (error) {
      if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not done');
    } finally {
      setBusy(null);
    }
  };

  const remove = () =>
    confirmDelete({
      what: `the webhook for ${webhook.url} and its delivery log (this cannot be undone)`,
      onConfirm: async () => {
        try {
          const result = await deleteWebhook(webhook.id);
          if (!reportDelete(result, `Error deleting the webhook for ${webhook.url}.`)) return;
          toast.success(`Webhook for ${webhook.url} deleted.`);
          form.reset(form.values);
          void navigate(backTo(WEBHOOKS_LIST));
        } catch (error) {
          if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not deleted');
        }
      },
    });

  return (
    <>
      <PageHeader
        back={<BackLink to={WEBHOOKS_LIST} label="LMS Webhooks" />}
        subtitle={webhook.url}
        actions={
          <>
            <BusyButton
              label="Send test event"
              icon="pi pi-send"
              outlined
              busy={busy === 'test'}
              busyText="Queueing..."
              onClick={() => void run('test')}
            />
            <BusyButton
              label="Rotate secret"
              icon="pi pi-key"
              outlined
              busy={busy === 'rotate'}
              busyText="Rotating..."
              onClick={() => void run('rotate')}
            />
          </>
        }
      />
      {secret && (
        <SecretReveal
          secret={secret}
          note="Deliveries carry signatures with both the old and the new secret for 24 hours: give the new one to the LMS before then."
          onDone={() => setSecret(null)}
        />
      )}
      <div className="record-layout">
        <WebhookFields
          form={form}
          saveLabel="Save webhook"
          extra={
            <button
              type="button"
              className="p-button p-component p-button-text p-button-danger"
              onClick={() => void remove()}
            >
              <span className="p-button-icon p-button-icon-left pi pi-trash" aria-hidden="true" />
              <span className="p-button-label">Delete webhook</span>
            </button>
          }
        />
        <aside className="side-panel" aria-labelledby="webhook-facts">
          <h2 id="webhook-facts">State</h2>
          <dl className="detail-list detail-list--compact">
            <dt>Now</dt>
            <dd>{webhookState(webhook)}</dd>
            {webhook.disabledReason && (
              <>
                <dt>Disabled</dt>
                <dd className="cell-wrap">{webhook.disabledReason}</dd>
              </>
            )}
            {webhook.pausedUntil && (
              <>
                <dt>Slowed down until</dt>
                <dd>{formatDateTime(webhook.pausedUntil)}</dd>
              </>
            )}
            <dt>Secret</dt>
            <dd className="cell-code">{webhook.secretHint}</dd>
            {webhook.previousSecretExpiresAt && (
              <>
                <dt>Old secret signs until</dt>
                <dd>{formatDateTime(webhook.previousSecretExpiresAt)}</dd>
              </>
            )}
            <dt>Failing deliveries</dt>
            <dd>{webhook.failingDeliveries}</dd>
          </dl>
          <p className="meta-line">
            Created {formatDateTime(webhook.createdAt)}
            <br />
            Last changed {formatDateTime(webhook.updatedAt)}
          </p>
        </aside>
      </div>
      <DeliveryLog webhookId={webhook.id} />
      <FormGuards
        form={form}
        what={`the webhook for ${webhook.url}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...webhookQueryOptions(webhook.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}
