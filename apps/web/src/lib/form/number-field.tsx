// A whole-number form field: what is typed stays as typed (a minus sign, a number out of bounds, a
// stray letter), bounds and format are said beside it as one types, and a unit is counted after it
// ('1 day', '2 days'). A plain text input with the spinbutton role, not PrimeReact's InputNumber: that
// one rewrote the text under the cursor ('-' typed into an emptied field became '0', then '3' replaced
// it), which lost what people typed.
import '../prime-defaults';
import { atLeast, atMost } from '@eco/contract';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { unit } from '../format';
import { type FieldBase, FormField, invalidClass } from './fields';

const WHOLE = /^[-\u2212]?\d+$/;
export const NOT_WHOLE = 'Enter a whole number, like 12';

/** The number typed, null for nothing, NaN for text that is not a whole number. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return WHOLE.test(trimmed) ? Number(trimmed.replace('\u2212', '-')) : Number.NaN;
}

const sameValue = (typed: number | null, value: number | null) =>
  Number.isNaN(typed) ? value === null : typed === value;

const textOf = (value: number | null) => (value === null ? '' : String(value));

function boundsError(value: number | null, min?: number, max?: number) {
  if (value === null) return undefined;
  if (Number.isNaN(value)) return NOT_WHOLE;
  if (min !== undefined && value < min) return atLeast(min);
  if (max !== undefined && value > max) return atMost(max);
  return undefined;
}

/**
 * A whole number. Bounds are checked, never enforced: what was typed stays, and 'At most 10,000' shows
 * beside it at once (the contract's `wholeNumber` says the same on save and on the server). Arrow keys
 * step by one within the bounds. A unit is counted with the number: '1 day', '2 days'.
 */
export function NumberField(
  props: FieldBase & {
    min?: number;
    max?: number;
    /** The unit after the number, singular and (when irregular) plural: ['day'] or ['child', 'children']. */
    unit?: [one: string, many?: string];
    nullable?: boolean;
  },
) {
  const { form, name, min, max } = props;
  const value = (form.get(name) as number | null | undefined) ?? null;
  const [text, setText] = useState(() => textOf(value));
  const typed = parseWhole(text);
  // A value set from outside (a reload, a reset) replaces the text; the text's own value leaves it be
  // (text that is no number leaves none in the form).
  useEffect(() => {
    setText((current) => (sameValue(parseWhole(current), value) ? current : textOf(value)));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    const parsed = parseWhole(next);
    // Text that is no number leaves no number behind: the save then says the field needs one.
    form.set(name, parsed === null || Number.isNaN(parsed) ? (props.nullable ? null : undefined) : parsed);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by || Number.isNaN(typed)) return;
    event.preventDefault();
    const next = (typed ?? min ?? 0) + by;
    change(String(Math.min(max ?? next, Math.max(min ?? next, next))));
  };
  const unitText = props.unit ? unit(Number.isNaN(typed) ? 0 : (typed ?? 0), ...props.unit) : undefined;
  return (
    <FormField {...props} liveError={boundsError(typed, min, max)}>
      {({ id, invalid, ...control }) => (
        <span className="number-field">
          <input
            id={id}
            {...control}
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            className={['p-inputtext p-component', invalidClass(invalid)].filter(Boolean).join(' ')}
            value={text}
            aria-valuenow={typed === null || Number.isNaN(typed) ? undefined : typed}
            aria-valuetext={unitText && typed !== null && !Number.isNaN(typed) ? `${typed} ${unitText}` : undefined}
            aria-valuemin={min}
            aria-valuemax={max}
            onChange={(event) => change(event.target.value)}
            onKeyDown={step}
          />
          {unitText && (
            <span className="number-field__unit" aria-hidden="true">
              {unitText}
            </span>
          )}
        </span>
      )}
    </FormField>
  );
}
