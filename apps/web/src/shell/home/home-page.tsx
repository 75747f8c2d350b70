// Home ('/'): greets the person and lists the areas they can reach, each with what needs their
// attention there (the counts the server's areas declare, GET /api/home/attention), plus the help links
// the server configures.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { resetAreaState } from '../../lib/area-state';
import { useStore } from '../../lib/store';
import { menuEntries } from '../areas';
import { clientConfig } from '../auth/client-config';
import { session } from '../auth/session';
import { useHeldCapabilities, useProfile } from '../profile';
import { useReachable } from '../use-reachable';
import { AreaAttention, useAttention } from './attention';

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const { identity } = useStore(session);
  const profile = useProfile();
  const config = useStore(clientConfig);
  const held = useHeldCapabilities();
  const reachable = useReachable();
  const entries = useMemo(() => menuEntries(reachable), [reachable]);
  const attention = useAttention();
  const firstName = profile?.firstName ?? identity?.name.split(' ')[0] ?? '';

  return (
    <div className="home">
      <header className="home__header">
        <h1>
          {greeting(new Date().getHours())}
          {firstName ? `, ${firstName}` : ''}
        </h1>
        <p className="home__lead">
          {entries.length > 0
            ? `Welcome to ${config?.productName ?? ''} Eco. Where would you like to work today?`
            : `Welcome to ${config?.productName ?? ''} Eco.`}
        </p>
      </header>

      {entries.length > 0 ? (
        <ul className="area-cards" aria-label="Your work areas">
          {entries.map(({ area, to }) => (
            <li key={area.key} className="area-card">
              <Link to={to as '/'} className="area-card__link" onClick={() => resetAreaState(area.key)}>
                <span className={`${area.icon} area-card__icon`} aria-hidden="true" />
                <span className="area-card__label">{area.label}</span>
              </Link>
              <p className="area-card__description">{area.description}</p>
              <AreaAttention items={attention.filter((item) => item.area === area.key)} reachable={reachable} />
            </li>
          ))}
        </ul>
      ) : (
        <section className="home__empty" aria-labelledby="home-empty-title">
          <span className="pi pi-inbox home__empty-icon" aria-hidden="true" />
          <h2 id="home-empty-title">No work areas yet</h2>
          {held.size > 0 ? (
            <p>The areas your role covers will appear here as they are added to the console.</p>
          ) : (
            <>
              <p>
                Your account has no access to any area of the console. If you need access, ask an administrator to give
                your user the right role.
              </p>
              {/* With an external provider the administrator links this subject to an account (grant-role). */}
              {identity && (
                <p className="home__subject">
                  Your sign-in identifier: <code>{identity.sub}</code>
                </p>
              )}
            </>
          )}
        </section>
      )}

      {config && (config.feedbackEmail || config.gradingInstructionsUrl || config.accountHandlingGuideUrl) && (
        <section className="home__help" aria-labelledby="home-help-title">
          <h2 id="home-help-title">Help</h2>
          <ul>
            {config.gradingInstructionsUrl && (profile?.hasGradingCapabilities || profile?.canManageGradingQueue) && (
              <li>
                <a href={config.gradingInstructionsUrl} target="_blank" rel="noreferrer">
                  Grading instructions
                </a>
              </li>
            )}
            {config.accountHandlingGuideUrl && profile?.canViewAccounts && (
              <li>
                <a href={config.accountHandlingGuideUrl} target="_blank" rel="noreferrer">
                  Account handling guide
                </a>
              </li>
            )}
            {config.feedbackEmail && (
              <li>
                Questions or ideas? Write to <a href={`mailto:${config.feedbackEmail}`}>{config.feedbackEmail}</a>
              </li>
            )}
          </ul>
        </section>
      )}
    </div>
  );
}
