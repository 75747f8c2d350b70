// The full-page states that replace the page (spec section 2): Not found, Unauthorized, Network error.
import { Link, useRouterState } from '@tanstack/react-router';
import type { PageErrorState } from '../lib/page-error';
import { useStore } from '../lib/store';
import { session, signIn, signOut } from './auth/session';

function PageState({ icon, title, children }: { icon: string; title: string; children: React.ReactNode }) {
  return (
    <section className="page-state" aria-labelledby="page-state-title">
      <span className={`page-state__icon ${icon}`} aria-hidden="true" />
      <h1 id="page-state-title">{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <PageState icon="pi pi-compass" title="Page Not Found">
      <p>The page you requested could not be found.</p>
      <Link to="/" className="p-button p-component p-button-outlined">
        Go to the start page
      </Link>
    </PageState>
  );
}

export function UnauthorizedState() {
  const { status } = useStore(session);
  const href = useRouterState({ select: (s) => s.location.href });
  const signedIn = status !== 'signedOut';
  return (
    <PageState icon="pi pi-lock" title="Unauthorized">
      <p>You do not have access to this resource.</p>
      {signedIn ? (
        <>
          <p>Log out and log in with an authorized user.</p>
          <button type="button" className="p-button p-component" onClick={() => void signOut()}>
            Logout
          </button>
        </>
      ) : (
        <>
          <p>Log in with an authorized user.</p>
          <button type="button" className="p-button p-component" onClick={() => void signIn(href)}>
            Login
          </button>
        </>
      )}
    </PageState>
  );
}

export function NetworkErrorState() {
  return (
    <PageState icon="pi pi-wifi" title="A network error has occurred">
      <p>Please reload this page and try again.</p>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        Reload
      </button>
    </PageState>
  );
}

export function PageErrorView({ state }: { state: Exclude<PageErrorState, 'none'> }) {
  if (state === 'notfound') return <NotFoundPage />;
  if (state === 'unauthorized') return <UnauthorizedState />;
  return <NetworkErrorState />;
}

export function RouteErrorView({ error }: { error: unknown }) {
  return (
    <PageState icon="pi pi-exclamation-triangle" title="Something went wrong">
      <p>This screen could not be shown. Reloading usually helps; if it does not, tell us what you did.</p>
      <pre className="page-state__detail">{error instanceof Error ? error.message : String(error)}</pre>
      <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
        Reload
      </button>
    </PageState>
  );
}
