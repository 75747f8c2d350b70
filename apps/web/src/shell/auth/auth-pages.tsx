// The authentication screens of spec section 2: the sign-in callback ('Sign-in in progress'), the hidden
// silent-renew callback and /authenticationError with Restart Application.
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadOidc } from './session';

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
        router.navigate({
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
