// The account's e-mailed links (password resets, verifications): what was sent, when, by whom, until
// when it works and its state. A pending one can be cancelled (with canUpdateAccounts): its link stops.
import './account-actions.css';
import { type AccountAction, type AccountActionKind, contract } from '@eco/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { StatusTag, type Tone } from '../../../lib/status-tag';
import { toast } from '../../../lib/toast';
import { useHeldCapabilities } from '../../../shell/profile';
import { accountActionsQueryOptions, actionErrorMessage, cancelAccountAction } from './account-actions-queries';

const kindLabels: Record<AccountActionKind, string> = {
  'password-reset': 'Password reset',
  'email-verification': 'E-mail verification',
};

const tones: Record<AccountAction['state'], Tone> = {
  Pending: 'info',
  Used: 'success',
  Cancelled: 'neutral',
  Expired: 'neutral',
};

const stateText = (a: AccountAction) => {
  if (a.state === 'Used') return `Used ${formatDateTime(a.usedAt)}`;
  if (a.state === 'Cancelled')
    return a.superseded
      ? 'Replaced by a newer e-mail'
      : `Cancelled${a.cancelledByName ? ` by ${a.cancelledByName}` : ''}`;
  return null;
};

export function AccountPendingActions({ admId }: { admId: string }) {
  const canUpdate = useHeldCapabilities().has('canUpdateAccounts');
  const view = useQuery(accountActionsQueryOptions(admId));
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const actions = view.data?.actions ?? [];

  const cancel = async (action: AccountAction) => {
    setBusy(action.id);
    setError(null);
    try {
      await cancelAccountAction(action.id);
      toast.success(`${kindLabels[action.kind]} link cancelled: it no longer works.`);
    } catch (failure) {
      setError(actionErrorMessage(failure, contract.accounts.actions.cancelAction));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="account-section" aria-labelledby="account-links-title">
      <h2 id="account-links-title" className="account-section__title">
        Pending actions
      </h2>
      {error && (
        <p className="account-actions__error" role="alert">
          {error}
        </p>
      )}
      {view.isPending ? (
        <p className="side-panel__empty">Loading...</p>
      ) : view.isError ? (
        <p className="account-actions__error" role="alert">
          The e-mailed links could not be read.{' '}
          <button
            type="button"
            className="p-button p-component p-button-text p-button-sm"
            onClick={() => void view.refetch()}
          >
            Retry
          </button>
        </p>
      ) : actions.length === 0 ? (
        <p className="side-panel__empty">No password reset or verification e-mail sent.</p>
      ) : (
        <table className="simple-table account-links">
          <caption className="sr-only">Password reset and verification e-mails, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Sent</th>
              <th scope="col">By</th>
              <th scope="col">To</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
              {canUpdate && (
                <th scope="col">
                  <span className="sr-only">Cancel</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={a.id}>
                <td>{kindLabels[a.kind]}</td>
                <td>{formatDateTime(a.createdAt)}</td>
                <td>{a.createdByName ?? '—'}</td>
                <td>{a.email}</td>
                <td>{formatDateTime(a.expiresAt)}</td>
                <td>
                  <StatusTag tone={tones[a.state]}>{a.state}</StatusTag>
                  {stateText(a) && <span className="account-links__detail">{stateText(a)}</span>}
                </td>
                {canUpdate && (
                  <td>
                    {a.state === 'Pending' && (
                      <button
                        type="button"
                        className="p-button p-component p-button-text p-button-danger p-button-sm"
                        aria-label={`Cancel the ${kindLabels[a.kind].toLowerCase()} link sent ${formatDateTime(a.createdAt)}`}
                        disabled={busy === a.id}
                        aria-busy={busy === a.id || undefined}
                        onClick={() => void cancel(a)}
                      >
                        <span
                          className={`p-button-icon p-button-icon-left pi ${busy === a.id ? 'pi-spin pi-spinner' : 'pi-times'}`}
                          aria-hidden="true"
                        />
                        <span className="p-button-label">{busy === a.id ? 'Cancelling...' : 'Cancel'}</span>
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
