// The one text box of a dialog that asks a single thing outside a useForm form (a saved filter's name,
// another address to send codes to, a revocation's reason): its label, the box, and beneath it the
// error and help line every form shows (FieldNotes), tied to the box with aria-describedby. The box
// takes the focus when the dialog opens (the modal focuses [data-autofocus] first: React's own autoFocus
// would run before the dialog is shown), and again when an error appears, so that the error is read out.
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type ReactNode, useEffect, useId } from 'react';
import { describedByOf, FieldNotes } from './field-notes';

export interface DialogFieldProps {
  label: string;
  value: string;
  /** Called with the new text; the caller clears its error here. */
  onChange: (value: string) => void;
  error: string | null;
  help?: ReactNode;
  required?: boolean;
  type?: 'text' | 'email';
  placeholder?: string;
  maxLength?: number;
  /** A text area of this many rows, growing with its text, instead of a one-line box. */
  rows?: number;
}

export function DialogField(props: DialogFieldProps) {
  const { label, value, onChange, error, help, required, rows } = props;
  const id = useId();
  useEffect(() => {
    if (error) document.getElementById(id)?.focus();
  }, [error, id]);

  const control = {
    id,
    value,
    placeholder: props.placeholder,
    maxLength: props.maxLength,
    'data-autofocus': true,
    className: error ? 'p-invalid' : undefined,
    'aria-invalid': !!error,
    'aria-required': required || undefined,
    'aria-describedby': describedByOf(id, error, help),
  };
  return (
    <>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {rows ? (
        <InputTextarea {...control} rows={rows} autoResize onChange={(event) => onChange(event.target.value)} />
      ) : (
        <InputText {...control} type={props.type ?? 'text'} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldNotes id={id} error={error} help={help} />
    </>
  );
}
