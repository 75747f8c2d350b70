// The fields of an LMS webhook, for New LMS Webhook and the webhook's page: URL, description, the events
// it hears (checkboxes) and whether it is active.
import { webhookEventTypes } from '@eco/contract';
import type { ReactNode } from 'react';
import { CancelLink } from '../../lib/back-link';
import { ChecklistField } from '../../lib/form/checklist-field';
import { TextAreaField, TextField } from '../../lib/form/fields';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { SwitchField } from '../../lib/form/switch-field';
import type { Form } from '../../lib/form/use-form';

export const WEBHOOKS_LIST = '/system/lms-webhooks';

const eventLabels: Record<(typeof webhookEventTypes)[number], string> = {
  'account.created': 'An account is created',
  'account.updated': "An account's details change",
  'account.blocked': 'An account is blocked',
  'account.unblocked': 'An account is unblocked',
  'account.deleted': 'An account is deleted',
  'account.merged': 'An account is merged into another',
  'account.synced': 'Staff force a sync of the account',
};

export function WebhookFields({
  form,
  saveLabel,
  extra,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values.
  form: Form<any>;
  saveLabel: string;
  extra?: ReactNode;
}) {
  return (
    <RecordForm form={form} label="LMS webhook">
      <FormSection
        title="Endpoint"
        description="Where the LMS listens. Deliveries follow Standard Webhooks: signed, retried for about three days."
      >
        <TextField
          form={form}
          name="url"
          label="URL"
          required
          className="form-field--full"
          placeholder="https://lms.example.com/eco-hooks"
        />
        <TextAreaField form={form} name="description" label="Description" className="form-field--full" rows={2} />
      </FormSection>
      <FormSection title="Events" description="Each event carries the account's current data.">
        <ChecklistField
          form={form}
          name="eventTypes"
          label="Events"
          options={webhookEventTypes.map((type) => ({ value: type, label: type, detail: eventLabels[type] }))}
        />
        <SwitchField
          form={form}
          name="active"
          label="Active"
          help="An inactive webhook keeps its log; nothing is sent."
        />
      </FormSection>
      <FormActions form={form} saveLabel={saveLabel} cancel={<CancelLink to={WEBHOOKS_LIST} />} extra={extra} />
    </RecordForm>
  );
}
