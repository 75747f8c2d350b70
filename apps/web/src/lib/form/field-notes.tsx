// What stands beneath a field: its error (with an icon, not colour alone) and its help line, each with
// the id its control names in aria-describedby. One place, so every field of every form and dialog
// speaks its problems the same way.
import type { ReactNode } from 'react';

/** The ids a control names in aria-describedby, for the notes FieldNotes writes: the error first, then the help. */
export const describedByOf = (id: string, error: string | null | undefined, help?: ReactNode) =>
  [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ') || undefined;

export function FieldNotes({ id, error, help }: { id: string; error: string | null | undefined; help?: ReactNode }) {
  return (
    <>
      {error && (
        <small id={`${id}-error`} className="form-field__error">
          <span className="pi pi-exclamation-circle" aria-hidden="true" /> {error}
        </small>
      )}
      {help && (
        <small id={`${id}-help`} className="form-field__help">
          {help}
        </small>
      )}
    </>
  );
}
