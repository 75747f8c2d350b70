// The account page's actions: Block (with a required reason) or Unblock, Send password reset, Resend
// verification, Delete (confirmed, naming the person). Only for people with canUpdateAccounts; each
// button is off while the account's state refuses it, with the server's reason beside it. Outcomes are
// toasts; a refusal is said here, under the buttons.
import './account-actions.css';
import type { AccountActionRefusals, AccountDetail } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../lib/busy-button';
import { ReasonDialog } from '../../lib/reason-dialog';
import { toast } from '../../lib/toast';
import { confirmDelete } from '../../shell/confirm-delete';
import { useHeldCapabilities } from '../../shell/profile';
import {
  accountActionsQueryOptions,
  actionErrorMessage,
  blockAccount,
  deleteAccount,
  resendVerification,
  sendPasswordReset,
  unblockAccount,
} from './account-actions-queries';

type Busy = keyof AccountActionRefusals | null;

const personOf = (a: AccountDetail) => {
  const name = `${a.firstName} ${a.lastName}`.trim();
  return name ? `${name} (${a.email})` : a.email;
};

export function AccountActionsBar({ account }: { account: AccountDetail }) {
  const canUpdate = useHeldCapabilities().has('canUpdateAccounts');
  const view = useQuery({ ...accountActionsQueryOptions(account.admId), enabled: canUpdate });
  const [busy, setBusy] = useState<Busy>(null);
  const [blocking, setBlocking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!canUpdate) return null;

  // While the state loads the buttons are simply off: a reason flashing beside each would only distract.
  const loading = view.isPending;
  const refusals = view.data?.refusals;
  const refusal = (key: keyof AccountActionRefusals) =>
    view.isError ? 'The account’s state could not be read.' : (refusals?.[key] ?? undefined);
  const person = personOf(account);

  /** Runs one action: busy button, toast on success, the reason here on failure. */
  const run = async (key: Busy, action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    setError(null);
    try {
      await action();
      toast.success(done);
    } catch (failure) {
      setError(actionErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const isBlocked = view.data?.account.isBlocked ?? account.status === 'blocked';
  return (
    <div className="account-actions">
      <div className="account-actions__buttons">
        {isBlocked ? (
          <BusyButton
            label="Unblock"
            icon="pi pi-lock-open"
            outlined
            busy={busy === 'unblock'}
            busyText="Unblocking..."
            disabled={loading}
            disabledReason={refusal('unblock')}
            onClick={() =>
              void run(
                'unblock',
                () => unblockAccount(account.admId),
                `${person} is unblocked: they may sign in again.`,
              )
            }
          />
        ) : (
          <BusyButton
            label="Block"
            icon="pi pi-ban"
            severity="danger"
            outlined
            busy={busy === 'block'}
            busyText="Blocking..."
            disabled={loading}
            disabledReason={refusal('block')}
            onClick={() => setBlocking(true)}
          />
        )}
        <BusyButton
          label="Send password reset"
          icon="pi pi-key"
          outlined
          busy={busy === 'forgotPassword'}
          busyText="Sending..."
          disabled={loading}
          disabledReason={refusal('forgotPassword')}
          onClick={() =>
            void run(
              'forgotPassword',
              () => sendPasswordReset(account.admId),
              `Password reset e-mail sent to ${account.email}: its link works for one hour.`,
            )
          }
        />
        <BusyButton
          label="Resend verification"
          icon="pi pi-envelope"
          outlined
          busy={busy === 'resendVerificationEmail'}
          busyText="Sending..."
          disabled={loading}
          disabledReason={refusal('resendVerificationEmail')}
          onClick={() =>
            void run(
              'resendVerificationEmail',
              () => resendVerification(account.admId),
              `Verification e-mail sent to ${account.email}: its link works for seven days.`,
            )
          }
        />
        <BusyButton
          label="Delete"
          icon="pi pi-trash"
          severity="danger"
          text
          busy={busy === 'delete'}
          busyText="Deleting..."
          disabled={loading}
          disabledReason={refusal('delete')}
          onClick={() =>
            void confirmDelete({
              what: `the account of ${person}`,
              title: 'Delete account',
              onConfirm: () =>
                run('delete', () => deleteAccount(account.admId), `The account of ${person} is deleted.`),
            })
          }
        />
      </div>
      {error && (
        <p className="account-actions__error" role="alert">
          {error}
        </p>
      )}
      <ReasonDialog
        open={blocking}
        title="Block account"
        confirmLabel="Block"
        busyText="Blocking..."
        onConfirm={async (reason) => {
          await run('block', () => blockAccount(account.admId, reason), `${person} is blocked and signed out.`);
        }}
        onHide={() => setBlocking(false)}
      >
        <p>
          Block {person}? They are signed out everywhere at once and cannot sign in until someone unblocks the account.
        </p>
      </ReasonDialog>
    </div>
  );
}
