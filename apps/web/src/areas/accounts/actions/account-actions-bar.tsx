// The account page's actions: Block (with a required reason) or Unblock, Send password reset, Resend
// verification, Delete (confirmed, naming the person). Only for people with canUpdateAccounts; each
// button is off while the account's state refuses it, with the server's reason beside it. Outcomes are
// toasts; a refusal is said here, under the buttons. A closed (deleted or merged) account has no action
// left: the bar is gone and the details form says once why the account is read only.
import './account-actions.css';
import { type AccountActionRefusals, type AccountDetail, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../../lib/busy-button';
import { queryClient } from '../../../lib/query-client';
import { ReasonDialog } from '../../../lib/reason-dialog';
import { toast } from '../../../lib/toast';
import { confirmDelete } from '../../../shell/confirm-delete';
import { useHeldCapabilities } from '../../../shell/profile';
import { holdingsQueryOptions } from '../merge/account-merge-queries';
import {
  accountActionsQueryOptions,
  actionErrorMessage,
  blockAccount,
  deleteAccount,
  resendVerification,
  sendPasswordReset,
  unblockAccount,
} from './account-actions-queries';
import { deleteSummary } from './delete-summary';

/** The account's holdings read now (a count may have changed since the page opened); null when unreadable. */
const ownedNow = (admId: string) =>
  queryClient
    .fetchQuery({ ...holdingsQueryOptions(admId), staleTime: 0 })
    .then((h) => h.holdings)
    .catch(() => null);

type Busy = keyof AccountActionRefusals | null;

/** One button of the bar: the refusal it is off for is the one under its key. */
interface Action {
  key: keyof AccountActionRefusals;
  label: string;
  icon: string;
  severity?: 'danger';
  /** A plain text button (Delete) rather than an outlined one. */
  text?: boolean;
  busyText: string;
  onClick(): void;
}

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
  if (!canUpdate || account.status === 'deleted' || account.status === 'merged') return null;

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
      setError(actionErrorMessage(failure, key ? contract.accounts.actions[key] : contract.accounts.actions.actions));
    } finally {
      setBusy(null);
    }
  };

  const isBlocked = view.data?.account.isBlocked ?? account.status === 'blocked';
  const actions: Action[] = [
    isBlocked
      ? {
          key: 'unblock',
          label: 'Unblock',
          icon: 'pi pi-lock-open',
          busyText: 'Unblocking...',
          onClick: () =>
            void run('unblock', () => unblockAccount(account.admId), `${person} is unblocked: they may sign in again.`),
        }
      : {
          key: 'block',
          label: 'Block',
          icon: 'pi pi-ban',
          severity: 'danger',
          busyText: 'Blocking...',
          onClick: () => setBlocking(true),
        },
    {
      key: 'forgotPassword',
      label: 'Send password reset',
      icon: 'pi pi-key',
      busyText: 'Sending...',
      onClick: () =>
        void run(
          'forgotPassword',
          () => sendPasswordReset(account.admId),
          `Password reset e-mail sent to ${account.email}: its link works for one hour.`,
        ),
    },
    {
      key: 'resendVerificationEmail',
      label: 'Resend verification',
      icon: 'pi pi-envelope',
      busyText: 'Sending...',
      onClick: () =>
        void run(
          'resendVerificationEmail',
          () => resendVerification(account.admId),
          `Verification e-mail sent to ${account.email}: its link works for seven days.`,
        ),
    },
    {
      key: 'delete',
      label: 'Delete',
      icon: 'pi pi-trash',
      severity: 'danger',
      text: true,
      busyText: 'Deleting...',
      onClick: () =>
        void ownedNow(account.admId).then((owned) =>
          confirmDelete({
            what: `the account of ${person}`,
            title: 'Delete account',
            detail: deleteSummary(owned),
            onConfirm: () => run('delete', () => deleteAccount(account.admId), `The account of ${person} is deleted.`),
          }),
        ),
    },
  ];
  return (
    <div className="account-actions">
      <div className="account-actions__buttons">
        {actions.map((a) => (
          <BusyButton
            key={a.key}
            label={a.label}
            icon={a.icon}
            severity={a.severity}
            outlined={!a.text}
            text={a.text}
            busy={busy === a.key}
            busyText={a.busyText}
            disabled={loading}
            disabledReason={refusal(a.key)}
            onClick={a.onClick}
          />
        ))}
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
