// The account's latest identity events (sign-ins, failed attempts, sign-outs, resets) with where they
// came from: what support checks first when someone says they cannot get in.
import type { AccountDetail, AccountSignIn } from '@eco/contract';
import { formatDateTime } from '../../../lib/dates';

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

/** Attempts that did not get in: what support looks for first. */
const refused = new Set(['identity.sign-in-failed', 'identity.sign-in-throttled']);

const browsers: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (Mobile\/\w+ )?Safari/, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone OS (\d+)/, 'iPhone (iOS $1)'],
  [/iPad; CPU OS (\d+)/, 'iPad (iPadOS $1)'],
  [/Android (\d+)/, 'Android $1'],
  [/Windows NT 10/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 on Windows" from a user agent (the whole text is the cell's tooltip); unknown ones as sent. */
export function browserOf(userAgent: string): string {
  const browser = browsers.find(([pattern]) => pattern.test(userAgent));
  const system = systems.find(([pattern]) => pattern.test(userAgent));
  if (!browser) return userAgent.slice(0, 60);
  const version = userAgent.match(browser[0])?.[1];
  const on = system ? ` on ${userAgent.replace(new RegExp(`.*?${system[0].source}.*`), system[1])}` : '';
  return `${browser[1]} ${version ?? ''}`.trim() + on;
}

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
              <tr key={e.id} className={refused.has(e.action) ? 'account-sign-ins__refused' : undefined}>
                <td>{formatDateTime(e.at)}</td>
                <td>{what(e)}</td>
                <td className="account-sign-ins__address">{e.address ?? '—'}</td>
                <td title={e.userAgent ?? undefined}>{e.userAgent ? browserOf(e.userAgent) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
