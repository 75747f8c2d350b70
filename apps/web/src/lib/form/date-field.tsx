// A labelled date bound to a `useForm` form by name, kept as an ISO day ('2027-03-31') or null: the
// console's date picker (lib/calendar.tsx) with the form's label, required mark, help and error.
import { DateInput } from '../calendar';
import { toDate, toIsoDate } from '../dates';
import { type FieldBase, FormField } from './fields';

export function DateField(props: FieldBase & { inDialog?: boolean }) {
  const { form, name } = props;
  return (
    <FormField {...props}>
      {({ id, invalid, ...control }) => (
        <DateInput
          inputId={id}
          invalid={invalid}
          pt={{ input: { root: control } }}
          value={toDate(form.get(name) as string | null | undefined)}
          appendTo={props.inDialog ? 'self' : undefined}
          onChange={(event) => form.set(name, toIsoDate(event.value ?? null) ?? null)}
        />
      )}
    </FormField>
  );
}
