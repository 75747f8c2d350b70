// A whole-number form field: bounds said beside it as one types, never enforced, and a unit counted with
// the number ('1 day', '2 days').
import '../prime-defaults';
import { atLeast, atMost } from '@eco/contract';
import { InputNumber } from 'primereact/inputnumber';
import { unit } from '../format';
import { type FieldBase, FormField, invalidClass } from './fields';

/**
 * A whole number. Bounds are checked, never enforced: what was typed stays, and 'At most 10,000' shows
 * beside it at once (the contract's `wholeNumber` says the same on save and on the server). A unit is
 * counted with the number: '1 day', '2 days'.
 */
export function NumberField(
  props: FieldBase & {
    min?: number;
    max?: number;
    /** The unit after the number, singular and (when irregular) plural: ['day'] or ['child', 'children']. */
    unit?: [one: string, many?: string];
    showButtons?: boolean;
    nullable?: boolean;
  },
) {
  const { form, name, min, max } = props;
  const value = (form.get(name) as number | null | undefined) ?? null;
  const liveError =
    value === null
      ? undefined
      : min !== undefined && value < min
        ? atLeast(min)
        : max !== undefined && value > max
          ? atMost(max)
          : undefined;
  return (
    <FormField {...props} liveError={liveError}>
      {({ id, invalid, ...control }) => (
        <InputNumber
          inputId={id}
          {...control}
          className={invalidClass(invalid)}
          value={value}
          suffix={props.unit ? ` ${unit(value ?? 0, ...props.unit)}` : undefined}
          showButtons={props.showButtons}
          useGrouping={false}
          onValueChange={(event) => form.set(name, event.value ?? (props.nullable ? null : undefined))}
        />
      )}
    </FormField>
  );
}
