// Labelled form fields bound to a `useForm` form by a dotted name: the label, the control, a help line
// and the field's error beside it (linked with aria-describedby, aria-invalid set). Here the frame every
// field shares and the text and choice fields; numbers, switches, days, money and checklists have files
// of their own.
import '../prime-defaults';
import '../../styles/toolkit.css';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { MultiSelect } from 'primereact/multiselect';
import { type ReactNode, useId } from 'react';
import { describedByOf, FieldNotes } from './field-notes';
import type { Form } from './use-form';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  invalid: boolean;
}

export interface FieldBase {
  // biome-ignore lint/suspicious/noExplicitAny: fields work with any form's values.
  form: Form<any>;
  name: string;
  label: string;
  required?: boolean;
  help?: ReactNode;
  className?: string;
  /** The label is read by screen readers only (a field in a table row). */
  hideLabel?: boolean;
}

export function FormField({
  form,
  name,
  liveError,
  ...frame
}: FieldBase & {
  /** A problem seen while typing (a number out of bounds), shown until the save's own check says more. */
  liveError?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  return <FieldFrame {...frame} error={form.error(name) ?? liveError} />;
}

/**
 * The field's frame without a form: label, required mark, control, error and help line. For a control
 * whose value is not a form's own (a picker that stores an id from the record it found), given its error.
 */
export function FieldFrame({
  label,
  required,
  help,
  className,
  hideLabel,
  error,
  children,
}: Omit<FieldBase, 'form' | 'name'> & {
  error: string | null | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <span className={hideLabel ? 'sr-only' : 'form-field__label'}>
        <label htmlFor={id}>{label}</label>
        {/* Outside the label: the field's name stays 'Code', and `required` tells assistive technology. */}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': describedByOf(id, error, help),
        'aria-required': required || undefined,
        invalid: !!error,
      })}
      <FieldNotes id={id} error={error} help={help} />
    </div>
  );
}

/** The theme's invalid look for a control whose field has an error. */
export const invalidClass = (invalid: boolean) => (invalid ? 'p-invalid' : undefined);

export function TextField(
  props: FieldBase & {
    placeholder?: string;
    maxLength?: number;
    autoFocus?: boolean;
    type?: string;
    upper?: boolean;
    /** Empty is null (an optional id or e-mail), not ''. */
    nullable?: boolean;
    /** Values the browser offers under the box as one types (a datalist); any other text is allowed. */
    suggestions?: readonly string[];
  },
) {
  const { form, name, suggestions } = props;
  return (
    <FormField {...props}>
      {({ invalid, ...control }) => (
        <>
          <InputText
            {...control}
            list={suggestions ? `${control.id}-suggestions` : undefined}
            className={invalidClass(invalid)}
            type={props.type ?? 'text'}
            value={(form.get(name) as string | null | undefined) ?? ''}
            placeholder={props.placeholder}
            maxLength={props.maxLength}
            autoFocus={props.autoFocus}
            required={props.required}
            onChange={(event) => {
              const value = props.upper ? event.target.value.toUpperCase() : event.target.value;
              form.set(name, props.nullable && value.trim() === '' ? null : value);
            }}
          />
          {suggestions && (
            <datalist id={`${control.id}-suggestions`}>
              {suggestions.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FormField>
  );
}

export function TextAreaField(props: FieldBase & { rows?: number; maxLength?: number }) {
  const { form, name } = props;
  return (
    <FormField {...props}>
      {({ invalid, ...control }) => (
        <InputTextarea
          {...control}
          className={invalidClass(invalid)}
          rows={props.rows ?? 4}
          autoResize
          maxLength={props.maxLength}
          value={(form.get(name) as string | null | undefined) ?? ''}
          onChange={(event) => form.set(name, event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Choice<V> {
  value: V;
  label: string;
  inactive?: boolean;
}

function choiceTemplate(option: Choice<unknown>) {
  return (
    <span className={option.inactive ? 'option--inactive' : undefined}>
      {option.label}
      {option.inactive ? ' (inactive)' : ''}
    </span>
  );
}

export function SelectField<V>(
  props: FieldBase & {
    options: Choice<V>[];
    placeholder?: string;
    /** Offers 'none' (null). */
    clearable?: boolean;
    /** Inside a modal: overlays must open in the dialog, not behind it. */
    inDialog?: boolean;
    loading?: boolean;
  },
) {
  const { form, name } = props;
  const value = form.get(name);
  return (
    <FormField {...props}>
      {({ id, invalid, ...control }) => (
        <Dropdown
          inputId={id}
          {...control}
          className={invalidClass(invalid)}
          value={value ?? null}
          options={props.options}
          optionLabel="label"
          optionValue="value"
          placeholder={props.loading ? 'Loading...' : (props.placeholder ?? 'Choose')}
          showClear={props.clearable && value !== null && value !== undefined}
          filter={props.options.length > 10}
          appendTo={props.inDialog ? 'self' : undefined}
          itemTemplate={choiceTemplate}
          onChange={(event) => form.set(name, event.value ?? null)}
        />
      )}
    </FormField>
  );
}

export function MultiSelectField<V>(
  props: FieldBase & {
    options: Choice<V>[];
    placeholder?: string;
    inDialog?: boolean;
    display?: 'chip' | 'comma';
    /** Chosen values shown before the field says "N items selected" (PrimeReact's default: 3). */
    maxSelectedLabels?: number;
  },
) {
  const { form, name } = props;
  return (
    <FormField {...props}>
      {({ id, invalid, ...control }) => (
        <MultiSelect
          inputId={id}
          {...control}
          className={invalidClass(invalid)}
          value={(form.get(name) as V[] | undefined) ?? []}
          options={props.options}
          optionLabel="label"
          optionValue="value"
          placeholder={props.placeholder ?? 'Choose'}
          display={props.display ?? 'chip'}
          // Left out unless given: an undefined prop would replace PrimeReact's default.
          {...(props.maxSelectedLabels ? { maxSelectedLabels: props.maxSelectedLabels } : {})}
          filter
          appendTo={props.inDialog ? 'self' : undefined}
          itemTemplate={choiceTemplate}
          onChange={(event) => form.set(name, event.value)}
        />
      )}
    </FormField>
  );
}
