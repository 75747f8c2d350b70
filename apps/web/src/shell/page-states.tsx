// The full-page states that replace the page (spec section 2): Not found, Unauthorized, Network error;
// and what a screen that could not be shown says. None of them is a dead end: each offers a way on (the
// start page, the areas the person can reach, the record's list, Retry).
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { resetAreaState } from '../lib/area-state';
import { isChunkLoadError } from '../lib/chunk-error';
import { type PageErrorState, resetPageError } from '../lib/page-error';
import { PageState } from '../lib/page-state';
import { useStore } from '../lib/store';
import { menuEntries } from './areas';
import { session, signIn, signOut } from './auth/session';
import { missingRecordAt } from './missing-record';
import { refreshProfile } from './profile';
import { useReachable } from './use-reachable';

function StartPageLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link to="/" className={`p-button p-component${primary ? '' : ' p-button-outlined'}`}>
      Go to the start page
    </Link>
  );
}

export function NotFoundPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const record = useMemo(() => missingRecordAt(pathname), [pathname]);
  const reachable = useReachable();
  const list = record?.list && reachable(record.list.path) ? record.list : null;
  return (
    <PageState icon="pi pi-compass" title="Page Not Found">
      {record ? (
        <p>{`${record.label} could not be found. It may have been deleted, or the address is wrong.`}</p>
      ) : (
        <p>The page you requested could not be found.</p>
      )}
      <div className="page-state__actions">
        {list && (
          // Registry paths are checked against the router's routes (reachable) before they are linked.
          <Link to={list.path as '/'} className="p-button p-component">
            {`Back to ${list.title}`}
          </Link>
        )}
        <StartPageLink primary={!list} />
      </div>
    </PageState>
  );
}

/** The areas the person can open, as links: a way on from a screen they may not see. */
function ReachableAreas() {
  const reachable = useReachable();
  const entries = useMemo(() => menuEntries(reachable), [reachable]);
  if (entries.length === 0) return null;
  return (
    <nav className="page-state__areas" aria-label="Areas you can open">
      <h2>Areas you can open</h2>
      <ul>
        {entries.map(({ area, to }) => (
          <li key={area.key}>
            <Link to={to as '/'} onClick={() => resetAreaState(area.key)}>
              <span className={`${area.icon}`} aria-hidden="true" /> {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function UnauthorizedState() {
  const { status } = useStore(session);
  const href = useRouterState({ select: (s) => s.location.href });
  const signedIn = status !== 'signedOut';
  // Refused: the rights the console knows of may be out of date (someone changed this person's roles),
  // so the areas offered below, the menu and the guards are read again from the server.
  useEffect(() => {
    if (signedIn) void refreshProfile();
  }, [signedIn]);
  return (
    <PageState icon="pi pi-lock" title="Unauthorized">
      <p>You do not have access to this resource.</p>
      {signedIn ? (
        <>
          <p>Log out and log in with an authorized user.</p>
          <div className="page-state__actions">
            <StartPageLink primary />
            <button type="button" className="p-button p-component p-button-outlined" onClick={() => void signOut()}>
              Logout
            </button>
          </div>
          <ReachableAreas />
        </>
      ) : (
        <>
          <p>Log in with an authorized user.</p>
          <div className="page-state__actions">
            <button type="button" className="p-button p-component" onClick={() => void signIn(href)}>
              Login
            </button>
          </div>
        </>
      )}
    </PageState>
  );
}

/**
 * No answer from the server (spec section 8), or a screen's code that could not be downloaded. Retry
 * runs the screen again in place (its code, its data): a full page load while offline would replace
 * the console with the browser's own offline page.
 */
export function NetworkErrorState() {
  const router = useRouter();
  return (
    <PageState icon="pi pi-wifi" title="A network error has occurred">
      <p>Please reload this page and try again.</p>
      <div className="page-state__actions">
        <button
          type="button"
          className="p-button p-component"
          onClick={() => {
            resetPageError();
            void router.invalidate();
          }}
        >
          Retry
        </button>
      </div>
    </PageState>
  );
}

export function PageErrorView({ state }: { state: Exclude<PageErrorState, 'none'> }) {
  if (state === 'notfound') return <NotFoundPage />;
  if (state === 'unauthorized') return <UnauthorizedState />;
  return <NetworkErrorState />;
}

export function RouteErrorView({ error }: { error: unknown }) {
  // A screen's code that did not arrive (offline, or the connection dropped): the network state.
  if (isChunkLoadError(error)) return <NetworkErrorState />;
  return (
    <PageState icon="pi pi-exclamation-triangle" title="Something went wrong">
      <p>This screen could not be shown. Reloading usually helps; if it does not, tell us what you did.</p>
      <pre className="page-state__detail">{error instanceof Error ? error.message : String(error)}</pre>
      <div className="page-state__actions">
        <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </PageState>
  );
}
