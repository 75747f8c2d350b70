// The fields every 'generate codes' form starts with: how many, and the suffix after a dash; and the
// label of its button, which says how many it will make.

import { NumberField, TextField } from '../form/fields';
import type { Form } from '../form/use-form';
import { formatCount } from '../format';

// biome-ignore lint/suspicious/noExplicitAny: any generate form with quantity and suffix.
export function CodeCountFields({ form }: { form: Form<any> }) {
  return (
    <>
      <NumberField form={form} name="quantity" label="Quantity" required min={1} max={10000} showButtons />
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
export function generateLabel(quantity: unknown, what: string, plural: string) {
  return `Generate ${Number(quantity) === 1 ? `1 ${what}` : `${formatCount(Number(quantity) || 0)} ${plural}`}`;
}
