// New License (/licenses/new) and Edit License (/licenses/$id/edit): name, description, renewal period,
// the courses it allows its holder to teach; delete when nobody holds it and no course requires it.
import { type LicenseDetail, licenseInput, licenseUpdate } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { BackLink, backTo, CancelLink } from '../../lib/back-link';
import { formatDateTime } from '../../lib/dates';
import { reportDelete } from '../../lib/delete-result';
import { ChecklistField } from '../../lib/form/checklist-field';
import { MultiSelectField, TextAreaField, TextField } from '../../lib/form/fields';
import { handledErrorMessage, isHandledByForm } from '../../lib/form/form-api';
import { FormGuards } from '../../lib/form/form-guards';
import { FormActions, FormSection, RecordForm } from '../../lib/form/form-layout';
import { NumberField } from '../../lib/form/number-field';
import { editableIf } from '../../lib/form/read-only';
import { SwitchField } from '../../lib/form/switch-field';
import { type Form, useForm } from '../../lib/form/use-form';
import { canReadHistory, HistoryPanel } from '../../lib/history/history-panel';
import { PageHeader } from '../../lib/page-header';
import { queryClient } from '../../lib/query-client';
import { useRecordId } from '../../lib/record-id';
import { RecordLoader } from '../../lib/record-loader';
import { toast } from '../../lib/toast';
import { confirmDelete } from '../../shell/confirm-delete';
import { useHeldCapabilities } from '../../shell/profile';
import { createLicense, deleteLicense, licenseLookupQueryOptions, licenseQueryOptions, updateLicense } from './queries';

const LIST = '/licenses';
const editRoute = getRouteApi('/_classes/licenses/$id/edit');

const valuesOf = (l: LicenseDetail) => ({
  name: l.name,
  description: l.description,
  renewalMonths: l.renewalMonths,
  isActive: l.isActive,
  courseIds: l.courseIds,
  reminderDays: l.reminderDays,
  graceDays: l.graceDays,
  renewalWindowMonths: l.renewalWindowMonths,
  version: l.version,
});

/** The reminder days offered, with any a license already has; largest first, as the schedule runs. */
const REMINDER_CHOICES = [120, 90, 60, 45, 30, 21, 14, 7, 3, 1];
const reminderChoices = (current: readonly number[]) =>
  [...new Set([...REMINDER_CHOICES, ...current])]
    .sort((a, b) => b - a)
    .map((d) => ({ value: d, label: `${d} day${d === 1 ? '' : 's'}` }));

export function LicenseCreate() {
  const navigate = useNavigate();
  const form = useForm({
    schema: licenseInput,
    initial: {
      name: '',
      description: '',
      renewalMonths: 12,
      isActive: true,
      courseIds: [] as number[],
      reminderDays: [60, 30, 14, 7],
      graceDays: 30,
      renewalWindowMonths: 3,
    },
    onSubmit: createLicense,
    successMessage: (l) => `License ${l.name} created.`,
    onSaved: () => void navigate(backTo(LIST)),
  });
  return (
    <>
      <PageHeader back={<BackLink to={LIST} label="Licenses" />} />
      <LicenseFields form={form} saveLabel="Create license" />
      <FormGuards form={form} what="this license" />
    </>
  );
}

export function LicenseEdit() {
  const id = useRecordId(editRoute.useParams().id);
  const license = useQuery({ ...licenseQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null) return null;
  if (!license.data) return <RecordLoader query={license} what="license" />;
  return <LicenseEditForm key={license.data.id} license={license.data} />;
}

function LicenseEditForm({ license }: { license: LicenseDetail }) {
  const navigate = useNavigate();
  const held = useHeldCapabilities();
  const canEdit = held.has('canUpdateLicenses');
  const form = editableIf(
    canEdit,
    useForm({
      schema: licenseUpdate,
      initial: valuesOf(license),
      onSubmit: (body) => updateLicense(license.id, body),
      successMessage: (l) => `License ${l.name} saved.`,
      onSaved: () => void navigate(backTo(LIST)),
    }),
  );
  const lookup = useQuery(licenseLookupQueryOptions).data;
  const canDelete = license.requiredBy.length === 0 && license.heldByCount === 0;

  const remove = () =>
    confirmDelete({
      what: `the license ${license.name}`,
      onConfirm: async () => {
        try {
          const result = await deleteLicense(license.id, license.version);
          if (!reportDelete(result, `Error deleting license ${license.name}.`)) return;
          toast.success(`License ${license.name} deleted.`);
          form.reset(form.values);
          void navigate(backTo(LIST));
        } catch (error) {
          // Refused (trainers hold it, courses require it, or it changed): say why, keep the dialog closed.
          if (isHandledByForm(error)) toast.error(handledErrorMessage(error), 'Not deleted');
        }
      },
    });

  return (
    <>
      <PageHeader
        title={canEdit ? undefined : 'License'}
        back={<BackLink to={LIST} label="Licenses" />}
        subtitle={license.name}
      />
      <div className="record-layout">
        <LicenseFields
          form={form}
          saveLabel="Save license"
          extra={
            <button
              type="button"
              className="p-button p-component p-button-text p-button-danger"
              onClick={() => void remove()}
              title={canDelete ? undefined : 'Trainers hold this license or courses require it'}
            >
              <span className="p-button-icon p-button-icon-left pi pi-trash" aria-hidden="true" />
              <span className="p-button-label">Delete license</span>
            </button>
          }
        />
        <aside className="side-panel" aria-labelledby="license-required-title">
          <h2 id="license-required-title">Required by</h2>
          {license.requiredBy.length > 0 ? (
            <ul className="side-panel__list">
              {license.requiredBy.map((c) => (
                <li key={c.id}>
                  <span className="cell-stack">
                    <span className="cell-code">{c.code}</span>
                    <span className="cell-muted">{c.name}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="side-panel__empty">No course requires it.</p>
          )}
          <p className="meta-line">
            {license.heldByCount === 0
              ? 'No trainer holds it.'
              : `Held by ${license.heldByCount} trainer${license.heldByCount === 1 ? '' : 's'}.`}
          </p>
          <p className="meta-line">
            Created {formatDateTime(license.createdAt)}
            <br />
            Last changed {formatDateTime(license.updatedAt)}
          </p>
        </aside>
      </div>
      {canReadHistory('license', held) && (
        <HistoryPanel
          entity="license"
          id={license.id}
          labels={{
            renewalMonths: 'Renewal period (months)',
            isActive: 'Active',
            courseIds: 'Allows teaching',
            reminderDays: 'Reminders (days before expiry)',
            graceDays: 'Grace (days)',
            renewalWindowMonths: 'Renewal window (months)',
          }}
          format={(field, value) =>
            field === 'courseIds' ? lookup?.courses.find((c) => c.id === value)?.code : undefined
          }
        />
      )}
      <FormGuards
        form={form}
        what={`license ${license.name}`}
        onReload={async () => {
          const fresh = await queryClient.fetchQuery({ ...licenseQueryOptions(license.id), staleTime: 0 });
          form.reset(valuesOf(fresh));
        }}
      />
    </>
  );
}

function LicenseFields({
  form,
  saveLabel,
  extra,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values.
  form: Form<any>;
  saveLabel: string;
  extra?: React.ReactNode;
}) {
  const lookup = useQuery(licenseLookupQueryOptions);
  return (
    <RecordForm form={form} label="License">
      <FormSection title="License" description="A trainer holding it may teach the courses it allows.">
        <TextField form={form} name="name" label="Name" required placeholder="e.g. PSM Trainer License" />
        <NumberField
          form={form}
          name="renewalMonths"
          label="Renews every"
          required
          min={1}
          max={120}
          unit={['month']}
        />
        <ChecklistField
          form={form}
          name="courseIds"
          label="Allows teaching"
          options={(lookup.data?.courses ?? []).map((c) => ({
            value: c.id,
            label: c.code,
            detail: c.name,
            inactive: !c.isActive,
          }))}
        />
        <TextAreaField form={form} name="description" label="Description" className="form-field--full" rows={3} />
      </FormSection>
      <FormSection
        title="Renewal"
        description="When holders may renew, when they are reminded by e-mail, and how long they may still renew after expiry."
      >
        <NumberField
          form={form}
          name="renewalWindowMonths"
          label="Renewal opens"
          help="Calendar months before expiry"
          required
          min={1}
          max={24}
          unit={['month']}
        />
        <NumberField
          form={form}
          name="graceDays"
          label="Grace after expiry"
          required
          min={0}
          max={365}
          unit={['day']}
        />
        <MultiSelectField
          form={form}
          name="reminderDays"
          label="Reminder e-mails (days before expiry)"
          className="form-field--full"
          maxSelectedLabels={10}
          help="Each holder gets the renewal e-mail on each of these days before their license expires"
          options={reminderChoices((form.get('reminderDays') as number[] | undefined) ?? [])}
          display="chip"
        />
      </FormSection>
      <FormSection title="Availability" description="Inactive licenses are no longer granted; holders keep theirs.">
        <SwitchField form={form} name="isActive" label="Active" />
      </FormSection>
      <FormActions form={form} saveLabel={saveLabel} cancel={<CancelLink to={LIST} />} extra={extra} />
    </RecordForm>
  );
}
