// Confirm-before-delete (spec section 5): `await confirmDelete({ what: 'class 42' })` resolves true
// when the person confirms; the host in the shell layout shows the dialog.
import { useRef } from 'react';
import { Modal } from '../lib/modal';
import { createStore, useStore } from '../lib/store';

export interface ConfirmDeleteOptions {
  /** What is deleted, e.g. 'assessment result 1234'. */
  what: string;
  title?: string;
  /** The action's verb when it is not a deletion, e.g. 'Remove': the button and the question say it. */
  verb?: string;
  /** What the deletion takes with it, said under the question (an account's records). */
  detail?: string;
  /** Runs on Delete with the button busy; throw or return false to keep the dialog open. */
  onConfirm?: () => unknown;
}

interface Pending extends ConfirmDeleteOptions {
  resolve: (confirmed: boolean) => void;
}

const pending = createStore<Pending | null>(null);

export function confirmDelete(options: ConfirmDeleteOptions): Promise<boolean> {
  return new Promise((resolve) => pending.set({ ...options, resolve }));
}

export function ConfirmDeleteHost() {
  const current = useStore(pending);
  const confirmed = useRef(false);
  if (!current) return null;
  return (
    <Modal
      open
      width="sm"
      title={current.title ?? 'Confirm Delete'}
      okLabel={current.verb ?? 'Delete'}
      okSeverity="danger"
      busyText={`${(current.verb ?? 'Delete').replace(/e$/, '')}ing...`}
      onOk={async () => {
        const result = await current.onConfirm?.();
        if (result === false) return false;
        confirmed.current = true;
      }}
      onHide={() => {
        pending.set(null);
        current.resolve(confirmed.current);
        confirmed.current = false;
      }}
    >
      <p className="confirm-delete">
        <span className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span>
          {current.verb ?? 'Delete'} {current.what}? This cannot be undone.
        </span>
      </p>
      {current.detail && <p className="confirm-delete__detail">{current.detail}</p>}
    </Modal>
  );
}
