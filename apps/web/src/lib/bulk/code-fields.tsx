// The fields every 'generate codes' form starts with: how many, and the suffix after a dash; and its
// actions bar, whose button says how many it will make and 'Generating...' while it does.

import { TextField } from '../form/fields';
import { FormActions } from '../form/form-layout';
import { NumberField } from '../form/number-field';
import type { Form } from '../form/use-form';
import { plural } from '../format';

// biome-ignore lint/suspicious/noExplicitAny: any generate form with quantity and suffix.
export function CodeCountFields({ form }: { form: Form<any> }) {
  return (
    <>
      <NumberField form={form} name="quantity" label="Quantity" required min={1} max={10000} />
      <TextField
        form={form}
        name="suffix"
        label="Suffix"
        upper
        nullable
        placeholder="e.g. ACME"
        help="1 to 16 letters or digits."
      />
    </>
  );
}

/** 'Generate 1 passcode', 'Generate 250 passcodes'. */
export function generateLabel(quantity: unknown, what: string) {
  return `Generate ${plural(Number(quantity) || 0, what)}`;
}

// biome-ignore lint/suspicious/noExplicitAny: any generate form with quantity and suffix.
export function GenerateActions({ form, what }: { form: Form<any>; what: string }) {
  return <FormActions form={form} saveLabel={generateLabel(form.get('quantity'), what)} busyText="Generating..." />;
}
