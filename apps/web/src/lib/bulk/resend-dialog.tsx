// E-mailing codes again: to each code's own recipient, or every one to another address, one e-mail per
// address listing its codes. The e-mails go through the outbox (System) and are sent by its worker.
import { useEffect, useRef, useState } from 'react';
import { DialogField } from '../form/dialog-field';
import { formatCount } from '../format';
import { newIdempotencyKey } from '../idempotency';
import { Modal } from '../modal';

const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ResendDialog({
  open,
  count,
  what,
  recipient,
  skipped = 'Revoked and redeemed codes',
  onConfirm,
  onHide,
}: {
  open: boolean;
  count: number;
  what: string;
  /** Whom a code normally goes to: 'its student (else the order e-mail)'. */
  recipient: string;
  /** Which codes the server will not send, e.g. 'Revoked, redeemed and inactive codes'. */
  skipped?: string;
  /**
   * Throw or return false to stay open. The Idempotency-Key is the same for a retry of the same request
   * in this dialog, so a double click or a retry after a lost answer sends nothing twice.
   */
  onConfirm: (emailOverride: string | undefined, idempotencyKey: string) => unknown;
  onHide: () => void;
}) {
  const [override, setOverride] = useState('');
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());
  useEffect(() => {
    if (open) {
      setOverride('');
      setError(null);
      keys.current = new Map();
    }
  }, [open]);
  const label = count === 1 ? `1 ${what}` : `${formatCount(count)} ${what}s`;

  return (
    <Modal
      open={open}
      width="sm"
      title={count === 1 ? `Resend ${what}` : `Resend ${what}s`}
      okLabel={`Send ${label}`}
      busyText="Sending..."
      onOk={() => {
        const email = override.trim();
        if (email && !looksLikeEmail.test(email)) {
          setError('Enter a valid e-mail address, or leave it empty.');
          return false;
        }
        const key = keys.current.get(email) ?? newIdempotencyKey();
        keys.current.set(email, key);
        return onConfirm(email || undefined, key);
      }}
      onHide={onHide}
    >
      <div className="reason-dialog">
        <p>
          E-mail {label} again, each to {recipient}: one e-mail per address, listing all of its codes. {skipped} are not
          sent.
        </p>
        <DialogField
          label="Send to another address instead (optional)"
          type="email"
          value={override}
          placeholder="name@example.com"
          error={error}
          onChange={(value) => {
            setOverride(value);
            setError(null);
          }}
        />
      </div>
    </Modal>
  );
}
