// Sending an invoice or a credit note by e-mail with its PDF attached: the dialog proposes the partner's
// billing e-mail, and says the server's refusal of the address beside the field.
import type { InvoiceDetail } from '@eco/contract';
import { useState } from 'react';
import { DialogField } from '../../../lib/form/dialog-field';
import { handledErrorMessage, isHandledByForm } from '../../../lib/form/form-api';
import { Modal } from '../../../lib/modal';
import { toast } from '../../../lib/toast';

/** Asks where to send a document (the partner's billing e-mail proposed), then sends it. */
export function DocumentSendDialog({
  invoice,
  title,
  intro,
  send,
  onHide,
}: {
  invoice: InvoiceDetail;
  title: string;
  intro: string;
  /** Sends to the address; resolves with the words of the success toast. */
  send: (to: string) => Promise<string>;
  onHide: () => void;
}) {
  const [to, setTo] = useState(invoice.partnerBillingEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal
      open
      width="sm"
      title={title}
      okLabel="Send"
      busyText="Sending..."
      onOk={async () => {
        if (!to.trim()) {
          setError('Type the address to send it to.');
          return false;
        }
        try {
          toast.success(await send(to.trim()));
          return true;
        } catch (e) {
          if (!isHandledByForm(e)) return false;
          const field = e.fieldErrors.to?.[0];
          if (field) setError(field);
          else toast.error(handledErrorMessage(e), 'Not sent');
          return false;
        }
      }}
      onHide={onHide}
    >
      <p>{intro}</p>
      <div className="invoice-documents__field">
        <DialogField
          label="Send to"
          type="email"
          required
          maxLength={254}
          value={to}
          error={error}
          help={
            invoice.partnerBillingEmail
              ? "The partner's billing e-mail, unless you change it."
              : 'The partner has no billing e-mail.'
          }
          onChange={(value) => {
            setTo(value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}
