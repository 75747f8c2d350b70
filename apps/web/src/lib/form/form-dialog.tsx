// A form in a dialog: OK submits and the dialog stays open until the save succeeds (the form's onSaved
// closes it; otherwise the errors are beside their fields), someone else's save in between (a 409) is said
// above the fields with an offer to reload, and Enter in a field saves, as in every form.
import type { ReactNode } from 'react';
import { Modal } from '../modal';
import type { Form } from './use-form';

export interface FormDialogProps {
  // biome-ignore lint/suspicious/noExplicitAny: any form's values.
  form: Form<any>;
  title: string;
  okLabel: string;
  onHide: () => void;
  /** Reads the record again and resets the form to it; without it, the conflict offers no reload. */
  onReload?: () => Promise<void>;
  children: ReactNode;
}

export function FormDialog({ form, title, okLabel, onHide, onReload, children }: FormDialogProps) {
  return (
    <Modal
      open
      title={title}
      okLabel={okLabel}
      onOk={async () => {
        await form.submit();
        return false;
      }}
      onHide={onHide}
    >
      <form className="dialog-form" noValidate onSubmit={(event) => void form.submit(event)}>
        {form.conflict && (
          <div className="form-error form-field--full" role="alert">
            <span className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span>
              {form.conflict}{' '}
              {onReload && (
                <button type="button" className="p-button p-button-text p-button-sm" onClick={() => void onReload()}>
                  Reload it
                </button>
              )}
            </span>
          </div>
        )}
        {children}
        <button type="submit" hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}
