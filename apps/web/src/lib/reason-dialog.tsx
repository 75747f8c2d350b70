// Asks for a reason before a revoke (spec section 4: revocations are confirmed and give a reason): the
// question, a required reason of at most 500 characters, and the action's own button.
import { type ReactNode, useEffect, useState } from 'react';
import { DialogField } from './form/dialog-field';
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
          return false;
        }
        return onConfirm(trimmed);
      }}
      onHide={onHide}
    >
      <div className="reason-dialog">
        <div className="reason-dialog__question">{children}</div>
        <DialogField
          label="Reason"
          required
          rows={3}
          maxLength={MAX_REASON}
          value={reason}
          error={error}
          help={`Kept with the record and shown to staff. ${MAX_REASON - reason.length} characters left.`}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}
