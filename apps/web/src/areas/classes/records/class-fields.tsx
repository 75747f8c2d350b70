// The class form's fields, shared by New Class and Edit Class: course, partner, time zone, trainers and
// sessions, delivery (a place in person, a meeting link for a virtual classroom), language, scope, client
// organization, capacity and price. The last save's scheduling checks are shown with their overrides.
import type { ClassCheck, ClassLookupInfo } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../../lib/form/fields';
import { FormSection } from '../../../lib/form/form-layout';
import { MoneyField } from '../../../lib/form/money-field';
import { NumberField } from '../../../lib/form/number-field';
import type { Form } from '../../../lib/form/use-form';
import { CoursePicker } from '../../../lib/pickers/course-picker';
import { useDebounced } from '../../../lib/use-debounced';
import { ClassChecksPanel } from './class-checks-panel';
import { clientOrganizationsQueryOptions } from './class-queries';
import { ClassSessionsEditor, ClassTrainersEditor } from './class-schedule-editor';

// biome-ignore lint/suspicious/noExplicitAny: a create or an update form.
type AnyForm = Form<any>;

/** The price as MoneyField edits it (`price.amount`, `price.currency`) over the body's flat fields. */
function priceForm(form: AnyForm): AnyForm {
  const flat = (path: string) =>
    path === 'price.amount' ? 'priceAmount' : path === 'price.currency' ? 'currency' : path;
  return {
    ...form,
    get: (p) => form.get(flat(p)),
    set: (p, v) => form.set(flat(p), v),
    error: (p) => form.error(flat(p)),
  };
}

export function ClassFields({
  form,
  lookup,
  checks,
}: {
  form: AnyForm;
  lookup: ClassLookupInfo | undefined;
  checks: readonly ClassCheck[];
}) {
  const loading = lookup === undefined;
  const partners = (lookup?.partners ?? []).map((p) => ({ value: p.id, label: p.name, inactive: !p.isActive }));
  const zones = (lookup?.timeZones ?? []).map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
  const methods = (lookup?.deliveryMethods ?? []).map((m) => ({ value: m.id, label: m.name }));
  const languages = (lookup?.languages ?? []).map((l) => ({ value: l.id, label: l.name }));
  const countries = (lookup?.countries ?? []).map((c) => ({ value: c.code, label: c.name }));
  const scopes = (lookup?.scopes ?? []).map((s) => ({ value: s, label: s }));
  const inPerson = form.get('deliveryMethod') === 'InPerson';
  return (
    <>
      <FormSection title="Class" description="The course taught, who sells it, and the zone its times are in.">
        <CoursePicker form={form} name="courseId" label="Course" required markBeta options={lookup?.courses} />
        <SelectField form={form} name="partnerId" label="Partner" clearable loading={loading} options={partners} />
        <SelectField form={form} name="timeZone" label="Time zone" required loading={loading} options={zones} />
        <SelectField form={form} name="languageId" label="Language" required options={languages} />
      </FormSection>
      <ClassTrainersEditor form={form} lookup={lookup} />
      <ClassSessionsEditor form={form} lookup={lookup} />
      <FormSection title="Delivery" description="Where the class meets: a place in person, or a meeting link.">
        <SelectField form={form} name="deliveryMethod" label="Delivery method" required options={methods} />
        {inPerson ? (
          <>
            <SelectField
              form={form}
              name="countryCode"
              label="Country"
              required
              loading={loading}
              options={countries}
            />
            <TextField form={form} name="city" label="City" required maxLength={200} />
            <TextField form={form} name="venue" label="Venue" maxLength={500} />
          </>
        ) : (
          <TextField form={form} name="meetingUrl" label="Meeting link" required nullable type="url" maxLength={2000} />
        )}
      </FormSection>
      <FormSection title="Seats and price">
        <SelectField form={form} name="scope" label="Scope" required options={scopes} />
        <ClientOrganizationField form={form} />
        <NumberField form={form} name="capacity" label="Capacity" required min={1} max={9999} unit={['seat']} />
        <MoneyField form={priceForm(form)} name="price" label="Price" currencies={lookup?.currencyCodes ?? []} />
      </FormSection>
      <ClassChecksPanel form={form} checks={checks} />
    </>
  );
}

/** Client organization, with the names already on classes offered as one types (one spelling each). */
function ClientOrganizationField({ form }: { form: AnyForm }) {
  const typed = useDebounced(((form.get('clientOrganization') as string | null) ?? '').trim(), 250);
  const known = useQuery(clientOrganizationsQueryOptions(typed));
  return (
    <TextField
      form={form}
      name="clientOrganization"
      label="Client organization"
      nullable
      maxLength={200}
      suggestions={(known.data ?? []).map((o) => o.name)}
    />
  );
}
