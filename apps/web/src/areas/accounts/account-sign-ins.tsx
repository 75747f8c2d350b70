// The account's latest identity events (sign-ins, failed attempts, sign-outs, resets) with where they
// came from: what support checks first when someone says they cannot get in.
import type { AccountDetail, AccountSignIn } from '@eco/contract';
import { formatDateTime } from '../../lib/dates';

const actionLabels: Record<string, string> = {
  'identity.sign-in': 'Signed in',
  'identity.sign-in-failed': 'Sign-in failed',
  'identity.sign-in-throttled': 'Sign-in throttled',
  'identity.sign-out': 'Signed out',
  'identity.password-reset': 'Password reset',
  'identity.email-verified': 'E-mail verified',
};

const reasonLabels: Record<string, string> = {
  'wrong-password': 'wrong password',
  'unknown-email': 'unknown e-mail',
  blocked: 'account blocked',
};

const what = (e: AccountSignIn) => {
  const label = actionLabels[e.action] ?? e.action.replace(/^identity\./, '');
  return e.reason ? `${label} (${reasonLabels[e.reason] ?? e.reason.replaceAll('-', ' ')})` : label;
};

export function AccountSignIns({ account }: { account: AccountDetail }) {
  const events = account.recentSignIns;
  return (
    <section className="account-section" aria-labelledby="account-sign-ins-title">
      <h2 id="account-sign-ins-title" className="account-section__title">
        Recent sign-ins
      </h2>
      {events.length === 0 ? (
        <p className="side-panel__empty">No sign-in recorded.</p>
      ) : (
        <table className="simple-table account-sign-ins">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Address</th>
              <th scope="col">Browser</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr key={e.id} className={e.action === 'identity.sign-in' ? undefined : 'account-sign-ins__other'}>
                <td>{formatDateTime(e.at)}</td>
                <td>{what(e)}</td>
                <td className="cell-code">{e.address ?? '—'}</td>
                <td className="account-sign-ins__agent" title={e.userAgent ?? undefined}>
                  {e.userAgent ?? '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
