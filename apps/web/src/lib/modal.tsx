// The modal every area uses (spec section 4): traps Tab, closes on Escape, returns focus to its opener,
// focuses after 10 ms; OK and Cancel run handlers that can block closing by returning false.
import { type ReactNode, useId, useRef, useState } from 'react';
import { BusyButton } from './busy-button';
import { useModalDialog } from './modal-dialog';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Called once the modal should close (after a handler allowed it). */
  onHide: () => void;
  /** Return false (or a promise of false) to keep the modal open. The OK button is busy meanwhile. */
  onOk?: () => unknown;
  /** Return false to keep the modal open; also runs for Escape and the close button. */
  onCancel?: () => unknown;
  okLabel?: string;
  cancelLabel?: string;
  busyText?: string;
  okSeverity?: 'primary' | 'danger';
  okDisabled?: boolean;
  /** No OK button: an information modal with one closing button. */
  hideOk?: boolean;
  footer?: ReactNode;
  width?: 'sm' | 'md' | 'lg';
}

export function Modal(props: ModalProps) {
  const { open, title, children, onHide, onOk, onCancel, okLabel = 'OK', cancelLabel = 'Cancel' } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    if (busy) return;
    if (onCancel?.() === false) return;
    onHide();
  };
  const ok = async () => {
    setBusy(true);
    try {
      if ((await onOk?.()) === false) return;
    } catch (error) {
      // The handler failed (the API client has already told the person): stay open to retry.
      console.error(error);
      return;
    } finally {
      setBusy(false);
    }
    onHide();
  };
  useModalDialog(ref, open, cancel);
  if (!open) return null;

  return (
    <dialog ref={ref} className={`modal modal--${props.width ?? 'md'}`} aria-labelledby={titleId} aria-modal="true">
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={cancel}>
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      <div className="modal__body">{children}</div>
      <div className="modal__footer">
        {props.footer ?? (
          <>
            <button type="button" className="p-button p-button-text" onClick={cancel}>
              {props.hideOk ? 'Close' : cancelLabel}
            </button>
            {!props.hideOk && (
              <BusyButton
                busy={busy}
                busyText={props.busyText}
                label={okLabel}
                severity={props.okSeverity}
                disabled={props.okDisabled}
                onClick={() => void ok()}
              />
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
