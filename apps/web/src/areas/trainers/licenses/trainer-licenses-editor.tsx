// Licenses held as New Trainer sets them: a license, the day granted and the last valid day, proposed
// from the license's renewal months and editable. The expiry is the end of that day in the trainer's zone.
import { formatIsoDay, type TrainerLookupInfo } from '@eco/contract';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { DateInput } from '../../../lib/calendar';
import { toDate, toIsoDate } from '../../../lib/dates';
import { SelectField } from '../../../lib/form/fields';
import { FormSection } from '../../../lib/form/form-layout';
import type { Form } from '../../../lib/form/use-form';

export interface LicenseDraft {
  licenseId: number | null;
  grantedOn: string;
  validThrough: string;
}

/** The last valid day of a grant: renewal months on from the day granted, the day before. */
export function proposedValidThrough(grantedOn: string, renewalMonths: number): string {
  const [y, m, d] = grantedOn.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + renewalMonths, d));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

const today = () => new Date().toISOString().slice(0, 10);

function DateCell({
  form,
  name,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form holding licenses.
  form: Form<any>;
  name: string;
  label: string;
}) {
  const id = useId();
  const error = form.error(name);
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <DateInput
        inputId={id}
        value={toDate(form.get(name) as string)}
        invalid={Boolean(error)}
        onChange={(event) => form.set(name, toIsoDate(event.value ?? null) ?? '')}
      />
      {error && (
        <small className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

export function TrainerLicensesEditor({
  form,
  lookup,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form holding licenses.
  form: Form<any>;
  lookup: TrainerLookupInfo | undefined;
}) {
  const rows = (form.get('licenses') as LicenseDraft[] | undefined) ?? [];
  const options = (lookup?.courseLicenses ?? []).map((l) => ({ value: l.id, label: l.name, inactive: !l.isActive }));
  const zone = (form.get('timeZone') as string) || 'UTC';
  const pick = (i: number, licenseId: number | null) => {
    const months = lookup?.courseLicenses.find((l) => l.id === licenseId)?.renewalMonths ?? 12;
    const row = rows[i] as LicenseDraft;
    form.set(`licenses.${i}`, { ...row, licenseId, validThrough: proposedValidThrough(row.grantedOn, months) });
  };
  // Choosing a license proposes its expiry; every other field is set as typed.
  const rowForm = {
    ...form,
    set: (path: string, value: unknown) => {
      const chosen = /^licenses\.(\d+)\.licenseId$/.exec(path);
      if (chosen) pick(Number(chosen[1]), value as number | null);
      else form.set(path, value);
    },
  };
  return (
    <FormSection title="Licenses held" description="The expiry is proposed from the license's renewal period.">
      <div className="trainer-licenses-editor">
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, by position.
          <div key={i} className="trainer-license-row">
            <SelectField
              form={rowForm}
              name={`licenses.${i}.licenseId`}
              label={`License ${i + 1}`}
              options={options}
              placeholder="Choose a license"
            />
            <DateCell form={form} name={`licenses.${i}.grantedOn`} label="Granted" />
            <DateCell form={form} name={`licenses.${i}.validThrough`} label="Valid through" />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={`Remove license ${i + 1}`}
              onClick={() =>
                form.set(
                  'licenses',
                  rows.filter((_, n) => n !== i),
                )
              }
            />
            {row.validThrough && (
              <small className="cell-muted">
                valid through 23:59 on {formatIsoDay(row.validThrough)}, {zone}
              </small>
            )}
          </div>
        ))}
        <div>
          <Button
            type="button"
            label="Add license"
            icon="pi pi-plus"
            outlined
            size="small"
            onClick={() => form.set('licenses', [...rows, { licenseId: null, grantedOn: today(), validThrough: '' }])}
          />
        </div>
      </div>
    </FormSection>
  );
}
