// The fields staff edit on an account, shared by New Account and the account page: who the person is
// (e-mail, names), where they are (country, partner) and how to reach them (language, phone).
import { languages } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../../lib/form/fields';
import { FormActions, FormSection, RecordForm } from '../../../lib/form/form-layout';
import type { Form } from '../../../lib/form/use-form';
import { codeChoices, partnerChoices } from '../../../lib/lookup';
import { accountLookupQueryOptions } from '../queries';

const languageOptions = languages.map((l) => ({ value: l.id, label: l.name }));

export function AccountFields({
  form,
  saveLabel,
  cancel,
  emailHelp,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: create or update values.
  form: Form<any>;
  saveLabel: string;
  cancel: ReactNode;
  emailHelp?: string;
}) {
  const lookup = useQuery(accountLookupQueryOptions);
  return (
    <RecordForm form={form} label="Account">
      <FormSection title="Person" description="The e-mail is how the person signs in; it is unique among accounts.">
        <TextField
          form={form}
          name="email"
          label="E-mail"
          required
          placeholder="e.g. ana.garcia@example.com"
          help={emailHelp}
        />
        <TextField form={form} name="firstName" label="First name" required />
        <TextField form={form} name="lastName" label="Last name" required />
      </FormSection>
      <FormSection title="Where" description="The country and the partner that serves the person, when known.">
        <SelectField
          form={form}
          name="countryCode"
          label="Country"
          clearable
          placeholder="Not known"
          loading={lookup.isPending}
          options={codeChoices(lookup.data?.countries)}
        />
        <SelectField
          form={form}
          name="partnerId"
          label="Partner"
          clearable
          placeholder="None"
          loading={lookup.isPending}
          options={partnerChoices(lookup.data?.partners)}
        />
      </FormSection>
      <FormSection title="Contact" description="The language e-mails and courses are offered in, and a phone number.">
        <SelectField
          form={form}
          name="preferredLanguage"
          label="Preferred language"
          clearable
          placeholder="Not said"
          options={languageOptions}
        />
        <TextField form={form} name="phone" label="Phone" placeholder="e.g. +31 20 123 4567" />
      </FormSection>
      <FormActions form={form} saveLabel={saveLabel} cancel={cancel} />
    </RecordForm>
  );
}
