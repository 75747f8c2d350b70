// The frame of a record form: the form element (validation is ours, not the browser's), a summary of
// errors that name no field, titled sections, and the actions bar with the busy Save button.
import '../../styles/toolkit.css';
import type { ReactNode } from 'react';
import { BusyButton } from '../busy-button';
import type { Form } from './use-form';

// biome-ignore lint/suspicious/noExplicitAny: any form's values.
type AnyForm = Form<any>;

export function RecordForm({ form, label, children }: { form: AnyForm; label: string; children: ReactNode }) {
  return (
    <form className="record-form" aria-label={label} noValidate onSubmit={(event) => void form.submit(event)}>
      {form.formError && (
        <div className="form-error" role="alert">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{form.formError}</span>
        </div>
      )}
      {children}
    </form>
  );
}

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="form-section" aria-label={title}>
      <div className="form-section__intro">
        <h2 className="form-section__title">{title}</h2>
        {description && <p className="form-section__description">{description}</p>}
      </div>
      <div className="form-section__fields">{children}</div>
    </section>
  );
}

export function FormActions({
  form,
  saveLabel = 'Save',
  cancel,
  extra,
}: {
  form: AnyForm;
  saveLabel?: string;
  /** A link back (Cancel). */
  cancel?: ReactNode;
  /** Actions on the left (Delete). */
  extra?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <div className="form-actions__extra">{extra}</div>
      {form.dirty && !form.saving && <span className="form-actions__dirty">Unsaved changes</span>}
      {cancel}
      <BusyButton type="submit" busy={form.saving} label={saveLabel} icon="pi pi-check" />
    </div>
  );
}
