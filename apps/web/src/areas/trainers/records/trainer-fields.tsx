// The fields staff set on a trainer, shared by New Trainer and the trainer page: active, time zone (every
// license date of the trainer is shown in it), the languages they teach in and a short bio.
import { languages } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ChecklistField } from '../../../lib/form/checklist-field';
import { SelectField, TextAreaField } from '../../../lib/form/fields';
import { FormSection } from '../../../lib/form/form-layout';
import { SwitchField } from '../../../lib/form/switch-field';
import type { Form } from '../../../lib/form/use-form';
import { trainerLookupQueryOptions } from '../queries';

const languageOptions = languages.map((l) => ({ value: l.id, label: l.name }));

// biome-ignore lint/suspicious/noExplicitAny: create or update values.
export function TrainerFields({ form, children }: { form: Form<any>; children?: ReactNode }) {
  const lookup = useQuery(trainerLookupQueryOptions);
  const zones = (lookup.data?.timeZones ?? []).map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
  return (
    <>
      <FormSection title="Trainer" description="Licenses expire at the end of a day in the trainer's time zone.">
        <SwitchField form={form} name="isActive" label="Active" help="Inactive trainers are not offered for classes." />
        <SelectField
          form={form}
          name="timeZone"
          label="Time zone"
          required
          loading={lookup.isPending}
          options={zones}
        />
        <ChecklistField form={form} name="languages" label="Teaches in" options={languageOptions} />
        <TextAreaField form={form} name="bio" label="Bio" rows={4} maxLength={4000} />
      </FormSection>
      {children}
    </>
  );
}
