// The fields of a filter bar, each labelled: text (applied with Enter), a choice from a list, a yes/no
// choice, a calendar day, and the exact-match switch of lists whose text filters can match exactly.
import '../prime-defaults';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { DateInput } from '../calendar';
import { toDate, toIsoDate } from '../dates';
import type { Choice } from '../form/fields';
import { Switch } from '../switch';
import { useFilterField } from './filter-bar';

interface FieldProps {
  name: string;
  label: string;
  /** Wider fields for e-mails and names. */
  wide?: boolean;
}

function Field({
  id,
  label,
  wide,
  error,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className={wide ? 'filter-field filter-field--wide' : 'filter-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** The attributes tying an input to its error, when it has one. */
const errorAttributes = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

export function TextFilter({ name, label, wide, placeholder }: FieldProps & { placeholder?: string }) {
  const field = useFilterField(name);
  return (
    <Field id={field.id} label={label} wide={wide} error={field.error}>
      <InputText
        id={field.id}
        {...errorAttributes(field.id, field.error)}
        className="p-inputtext-sm"
        value={(field.value as string | undefined) ?? ''}
        placeholder={placeholder}
        onChange={(event) => field.set(event.target.value, false)}
        autoComplete="off"
        spellCheck={false}
      />
    </Field>
  );
}

/** A choice of a filter: the same shape as a form field's (inactive ones shown muted). */
export type Option<V> = Choice<V>;

export function SelectFilter<V extends string | number>({
  name,
  label,
  wide,
  options,
  placeholder = 'Any',
  clearable = true,
}: FieldProps & {
  options: Option<V>[];
  placeholder?: string;
  /** False for a filter that always has a value (a language, English by default): nothing to clear. */
  clearable?: boolean;
}) {
  const field = useFilterField(name);
  return (
    <Field id={field.id} label={label} wide={wide}>
      <Dropdown
        inputId={field.id}
        className="p-inputtext-sm"
        value={field.value ?? null}
        options={options}
        optionLabel="label"
        optionValue="value"
        placeholder={placeholder}
        showClear={clearable && field.value !== undefined}
        filter={options.length > 12}
        filterInputAutoFocus
        onChange={(event) => field.set(event.value ?? undefined)}
        itemTemplate={(option: Option<V>) => (
          <span className={option.inactive ? 'option--inactive' : undefined}>
            {option.label}
            {option.inactive ? ' (inactive)' : ''}
          </span>
        )}
      />
    </Field>
  );
}

/** Any / yes / no for an optional boolean filter, with the screen's own words for yes and no. */
export function YesNoFilter({ name, label, yes = 'Yes', no = 'No' }: FieldProps & { yes?: string; no?: string }) {
  const field = useFilterField(name);
  const options = [
    { value: 'any', label: 'Any' },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
  const current = field.value === undefined ? 'any' : String(field.value);
  return (
    <Field id={field.id} label={label}>
      <Dropdown
        inputId={field.id}
        className="p-inputtext-sm"
        value={current}
        options={options}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => field.set(event.value === 'any' ? undefined : event.value === 'true')}
      />
    </Field>
  );
}

export function DateFilter({ name, label }: FieldProps) {
  const field = useFilterField(name);
  return (
    <Field id={field.id} label={label} error={field.error}>
      <DateInput
        inputId={field.id}
        invalid={Boolean(field.error)}
        // The calendar's input is a PrimeReact InputText: attributes for the <input> go on its root.
        pt={{ input: { root: errorAttributes(field.id, field.error) } }}
        className="p-inputtext-sm"
        value={toDate(field.value as string | undefined)}
        onChange={(event) => field.set(toIsoDate(event.value ?? null))}
      />
    </Field>
  );
}

/** Exact match (the default) or contains, for the list's text filters. */
export function ExactMatchFilter({ name = 'exactMatch' }: { name?: string }) {
  const field = useFilterField(name);
  return (
    <div className="filter-switch">
      <Switch id={field.id} checked={field.value !== false} onChange={(checked) => field.set(checked)} />
      <label htmlFor={field.id}>Exact match</label>
    </div>
  );
}
