// The Authentication Renewal modal (spec section 2), opened by eco.auth.refresh_needed when silent
// renewal failed for good. The stored user is already gone; the advice lets people keep their work.
import { useEffect, useState } from 'react';
import { listen, REFRESH_NEEDED } from '../lib/events';
import { Modal } from '../lib/modal';

export function RenewalModalHost() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => listen(REFRESH_NEEDED, (detail) => setMessage(detail.message)), []);

  return (
    <Modal
      open={message !== null}
      title="Authentication Renewal"
      okLabel="Refresh Now"
      cancelLabel="Close"
      onOk={() => {
        window.location.reload();
        return false;
      }}
      onHide={() => setMessage(null)}
    >
      <p>Your authentication has expired or failed to renew.</p>
      <p className="renewal-modal__error">
        <strong>Error:</strong> {message}
      </p>
      <p>If you have unsaved work, keep it before refreshing:</p>
      <ol className="renewal-modal__steps">
        <li>Close this window.</li>
        <li>Copy the data you have entered somewhere safe.</li>
        <li>Refresh the browser (or press Refresh Now) and sign in again.</li>
        <li>Re-apply your changes.</li>
      </ol>
    </Modal>
  );
}
