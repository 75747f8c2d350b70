// Reports (/reports, tab Reporting): the reports this person may run, each with a line of what it tells.
// Links only: each report is its own screen with its own filters.
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../lib/page-header';
import { useReachable } from '../../shell/use-reachable';
import './reports.css';

interface Report {
  path: '/reports/user-interaction-report';
  title: string;
  tells: string;
}

const reports: readonly Report[] = [
  {
    path: '/reports/user-interaction-report',
    title: 'User Interaction Report',
    tells:
      'Sign-ins, failed and slowed sign-ins, sign-outs, password resets, verifications, and what staff did to accounts (blocks, deletions, merges, e-mails sent), with the address and browser of each sign-in.',
  },
];

export function ReportsPage() {
  const reachable = useReachable();
  const mine = reports.filter((r) => reachable(r.path));
  return (
    <div className="reports">
      <PageHeader subtitle="Reports you may run." />
      {mine.length === 0 ? (
        <p className="reports__empty">None of the reports is open to you. Ask a system administrator for access.</p>
      ) : (
        <ul className="reports__list">
          {mine.map((r) => (
            <li key={r.path} className="reports__item">
              {/* Opens with the last seven days: the route fills in the range. */}
              <Link to={r.path} search={{} as never} className="reports__link">
                {r.title}
              </Link>
              <p className="reports__tells">{r.tells}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
