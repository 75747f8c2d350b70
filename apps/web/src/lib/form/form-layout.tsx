// The frame of a record form: the form element (validation is ours, not the browser's), a summary of
// errors that name no field, the draft a reload brought back (with Discard), titled sections, and the
// actions bar with the busy Save button and, beside it, why the last save failed.
import '../../styles/toolkit.css';
import { type ReactNode, useEffect } from 'react';
import { BusyButton } from '../busy-button';
import { formatDateTime } from '../dates';
import type { Form } from './use-form';

// biome-ignore lint/suspicious/noExplicitAny: any form's values.
type AnyForm = Form<any>;

export function RecordForm({ form, label, children }: { form: AnyForm; label: string; children: ReactNode }) {
  const { keepDraft } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per form; keepDraft is new each render.
  useEffect(() => keepDraft(label), [label]);
  return (
    <form
      className={`record-form${form.readOnly ? ' record-form--read-only' : ''}`}
      aria-label={label}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      {form.readOnly && <ReadOnlyNotice what={label} reason={form.readOnlyReason} />}
      {form.restoredDraft && <RestoredDraft form={form} />}
      {form.formError && (
        <div className="form-error" role="alert">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{form.formError}</span>
        </div>
      )}
      {form.readOnly ? (
        <fieldset disabled className="read-only-fields">
          <legend className="sr-only">{label} (read only)</legend>
          {children}
        </fieldset>
      ) : (
        children
      )}
    </form>
  );
}

function ReadOnlyNotice({ what, reason }: { what: string; reason?: string }) {
  return (
    <div className="form-notice" role="note">
      <span className="pi pi-lock" aria-hidden="true" />
      <span>
        {reason ?? (
          <>
            Read only: you may view this {what.charAt(0).toLowerCase()}
            {what.slice(1)} but not change it.
          </>
        )}
      </span>
    </div>
  );
}

function RestoredDraft({ form }: { form: AnyForm }) {
  const draft = form.restoredDraft;
  if (!draft) return null;
  return (
    <div className="form-notice" role="status">
      <span className="pi pi-history" aria-hidden="true" />
      <span>
        Restored your unsaved changes from {formatDateTime(draft.savedAt)}.
        {draft.outdated && ' This record has changed since; saving will show you what to do.'}
      </span>
      <button type="button" className="p-button p-button-text p-button-sm" onClick={form.discardDraft}>
        Discard
      </button>
    </div>
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
  busyText,
  cancel,
  extra,
}: {
  form: AnyForm;
  saveLabel?: string;
  /** What the busy button says instead of 'Saving...' (e.g. 'Generating...'). */
  busyText?: string;
  /** A link back (Cancel). */
  cancel?: ReactNode;
  /** Actions on the left (Delete). */
  extra?: ReactNode;
}) {
  // Someone who may only view the record has nothing to save or cancel.
  if (form.readOnly) return null;
  return (
    <div className="form-actions">
      <div className="form-actions__extra">{extra}</div>
      {form.saveError && !form.saving ? (
        <span className="form-actions__error" role="alert">
          <span className="pi pi-exclamation-circle" aria-hidden="true" />
          {form.saveError}
        </span>
      ) : (
        form.dirty && !form.saving && <span className="form-actions__dirty">Unsaved changes</span>
      )}
      {cancel}
      <BusyButton type="submit" busy={form.saving} busyText={busyText} label={saveLabel} icon="pi pi-check" />
    </div>
  );
}
