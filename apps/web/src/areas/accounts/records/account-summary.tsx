// Beside the account's form: what staff cannot edit here: status (and why it is blocked), roles held
// (the Users area grants them), sign-in and record dates, the admId to quote.
import type { AccountDetail } from '@eco/contract';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../lib/dates';
import { AccountStatusTag } from './account-status';

export function AccountSummary({ account }: { account: AccountDetail }) {
  return (
    <aside className="side-panel" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title">Account</h2>
      <dl className="detail-list account-summary">
        <dt>Status</dt>
        <dd>
          <AccountStatusTag status={account.status} />
        </dd>
        {account.blockedAt && (
          <>
            <dt>Blocked</dt>
            <dd>
              {formatDateTime(account.blockedAt)}
              {account.blockedByName ? ` by ${account.blockedByName}` : ''}
              {account.blockedReason && <span className="account-summary__reason">{account.blockedReason}</span>}
            </dd>
          </>
        )}
        {account.deletedAt && (
          <>
            <dt>Deleted</dt>
            <dd>{formatDateTime(account.deletedAt)}</dd>
          </>
        )}
        {account.mergedIntoAdmId && (
          <>
            <dt>Merged into</dt>
            <dd>
              <Link to="/accounts/$admId" params={{ admId: account.mergedIntoAdmId }}>
                {account.mergedIntoEmail ?? account.mergedIntoAdmId}
              </Link>
            </dd>
          </>
        )}
        <dt>E-mail</dt>
        <dd>{account.emailVerified ? 'Verified' : 'Not verified'}</dd>
        <dt>Roles</dt>
        <dd>{account.roles.length > 0 ? account.roles.join(', ') : 'None (not staff)'}</dd>
        <dt>Last sign-in</dt>
        <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</dd>
        <dt>AdmId</dt>
        <dd className="account-summary__id">{account.admId}</dd>
      </dl>
      <p className="meta-line">
        Created {formatDateTime(account.createdAt)}
        <br />
        Last changed {formatDateTime(account.updatedAt)}
      </p>
    </aside>
  );
}
