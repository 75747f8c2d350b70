// The authentication screens of spec section 2: the sign-in callback ('Sign-in in progress'), the hidden
// silent-renew callback and /authenticationError with Restart Application; and /notSignedIn, the neutral
// page after signing out or after cancelling the sign-in at the provider (neither is an error).
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadOidc, signIn } from './session';

/** Only same-origin paths are followed after sign-in; anything else goes to the parent route. */
export function returnAddress(state: unknown): string {
  return typeof state === 'string' && state.startsWith('/') && !state.startsWith('//') ? state : '/';
}

let callback: Promise<string> | null = null;

function completeOnce(): Promise<string> {
  callback ??= loadOidc()
    .then((oidc) => oidc.completeSignIn())
    .then((user) => returnAddress(user?.state));
  return callback;
}

export function AuthCallbackPage() {
  const router = useRouter();
  useEffect(() => {
    completeOnce().then(
      (href) => router.navigate({ href, replace: true }),
      (error: unknown) =>
        cancelled(error)
          ? router.navigate({
              to: '/notSignedIn',
              search: { reason: 'cancelled', returnTo: returnAddress((error as { state?: unknown }).state) },
              replace: true,
            })
          : router.navigate({
              to: '/authenticationError',
              search: { reason: error instanceof Error ? error.message : String(error) },
              replace: true,
            }),
    );
  }, [router]);
  return (
    <section className="page-state" aria-live="polite">
      <span className="pi pi-spin pi-spinner page-state__icon" aria-hidden="true" />
      <h1>Sign-in in progress</h1>
      <p>Please Wait...</p>
    </section>
  );
}

/** The provider's answer when the person chose Cancel (or refused): OAuth's access_denied. */
function cancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'access_denied';
}

export interface NotSignedInSearch {
  reason?: 'cancelled' | 'signedOut';
  returnTo?: string;
}

// Hand-written rather than zod: the shell's own routes stay out of zod's weight on first load.
export function notSignedInSearch(search: Record<string, unknown>): NotSignedInSearch {
  const out: NotSignedInSearch = {};
  if (search.reason === 'cancelled' || search.reason === 'signedOut') out.reason = search.reason;
  if (typeof search.returnTo === 'string' && returnAddress(search.returnTo) !== '/') out.returnTo = search.returnTo;
  return out;
}

const notSignedInRoute = getRouteApi('/notSignedIn');

export function NotSignedInPage() {
  const { reason, returnTo } = notSignedInRoute.useSearch();
  return (
    <section className="page-state" aria-labelledby="not-signed-in-title">
      <span className="pi pi-sign-in page-state__icon" aria-hidden="true" />
      <h1 id="not-signed-in-title">{reason === 'signedOut' ? 'You have signed out' : 'You are not signed in'}</h1>
      <p>
        {reason === 'signedOut'
          ? 'Sign in again to continue working.'
          : reason === 'cancelled'
            ? 'The sign-in was cancelled. Sign in to use the console.'
            : 'Sign in to use the console.'}
      </p>
      <div className="page-state__actions">
        <button type="button" className="p-button p-component" onClick={() => void signIn(returnAddress(returnTo))}>
          Sign in
        </button>
      </div>
    </section>
  );
}

export function AuthSilentRenewPage() {
  return null;
}

const errorRoute = getRouteApi('/authenticationError');

export function AuthenticationErrorPage() {
  const { reason } = errorRoute.useSearch();
  return (
    <section className="page-state" aria-labelledby="auth-error-title">
      <span className="pi pi-exclamation-triangle page-state__icon page-state__icon--danger" aria-hidden="true" />
      <h1 id="auth-error-title">Authentication Error</h1>
      <p>An error occurred during authentication.</p>
      {reason && <p className="page-state__detail">Details: {reason}</p>}
      <button type="button" className="p-button p-component" onClick={() => window.location.assign('/')}>
        Restart Application
      </button>
    </section>
  );
}
