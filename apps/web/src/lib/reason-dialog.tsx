// Asks for a reason before a revoke (spec section 4: revocations are confirmed and give a reason): the
// question, a required reason of at most 500 characters, and the action's own button.
import { InputTextarea } from 'primereact/inputtextarea';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Modal } from './modal';

export const MAX_REASON = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyText?: string;
  /** Runs with the trimmed reason; throw or return false to stay open. */
  onConfirm: (reason: string) => unknown;
  onHide: () => void;
}

export function ReasonDialog({ open, title, children, confirmLabel, busyText, onConfirm, onHide }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  return (
    <Modal
      open={open}
      width="sm"
      title={title}
      okLabel={confirmLabel}
      okSeverity="danger"
      busyText={busyText ?? 'Revoking...'}
      onOk={async () => {
        const trimmed = reason.trim();
        if (!trimmed) {
          setError('Give a reason.');
          document.getElementById(id)?.focus();
          return false;
        }
        return onConfirm(trimmed);
      }}
      onHide={onHide}
    >
      <div className="reason-dialog">
        <div className="reason-dialog__question">{children}</div>
        <label htmlFor={id} className="form-field__label">
          Reason <span aria-hidden="true">*</span>
        </label>
        <InputTextarea
          id={id}
          rows={3}
          autoResize
          maxLength={MAX_REASON}
          value={reason}
          className={error ? 'p-invalid' : undefined}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
        />
        {error ? (
          <small id={`${id}-error`} className="form-field__error">
            {error}
          </small>
        ) : (
          <small id={`${id}-help`} className="form-field__help">
            Kept with the record and shown to staff. {MAX_REASON - reason.length} characters left.
          </small>
        )}
      </div>
    </Modal>
  );
}
