// A record's partner, or none: the same field on every form that names one (a market, a passcode, a
// generation of passcodes). The form passes the partners it offers: all of them, or only active ones.
import { type Choice, SelectField } from '../form/fields';
import type { Form } from '../form/use-form';

export function PartnerField({
  form,
  options,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form with a partnerId.
  form: Form<any>;
  options: Choice<number>[];
}) {
  return <SelectField form={form} name="partnerId" label="Partner" clearable placeholder="None" options={options} />;
}
