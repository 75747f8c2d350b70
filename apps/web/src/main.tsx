// Starts the console: answers the silent-renew frame without the app, otherwise runs the first
// navigation (the guard finds out who is signed in) while index.html shows 'Loading Application...',
// then renders. oidc-client-ts (renewal timers) and PrimeReact's provider load right after the first
// screen is up.
import './lib/zod-config';
import './styles/index.css';
// PrimeReact's own structural CSS, which it would otherwise add only after the first paint.
import 'virtual:primereact-styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { chunkUrlOf } from './lib/chunk-error';
import { queryClient } from './lib/query-client';
import { router } from './router';
import { loadClientConfig } from './shell/auth/client-config';
import { loadOidc, session } from './shell/auth/session';
import { AccessDenied } from './shell/guard';
import { preloadPrimeReact } from './shell/prime-react-scope';
import { listenForToastEvents } from './shell/toasts/toast-host';

/**
 * Errors a screen's error boundary caught, as React would log them, except the guard's refusal: a
 * screen the person may not open is expected (it shows Unauthorized) and must not hide real errors.
 */
function logCaughtError(error: unknown, info: { componentStack?: string | undefined }): void {
  if (error instanceof AccessDenied) return;
  console.error(error, info.componentStack ?? '');
}

async function boot(root: HTMLElement) {
  if (window.location.pathname === '/authSilentRenew') {
    const [oidc, config] = await Promise.all([import('./shell/auth/oidc-session'), loadClientConfig()]);
    await oidc.completeSilentRenewFrame(config).catch((error: unknown) => console.error('silent renew', error));
    return;
  }
  listenForToastEvents();
  await router.load().catch((error: unknown) => console.error(error));
  const app = createRoot(root, { onCaughtError: logCaughtError });
  // The first screen renders in a transition, which React renders in slices of a few milliseconds and
  // commits whole: a list of 100 rows would otherwise hold the browser in one long task (Lighthouse's
  // total blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        {/* PrimeReact's provider is the shell's, around the screens (shell/prime-react-scope). */}
        <QueryClientProvider client={queryClient}>
          <AfterFirstScreen>
            <RouterProvider router={router} />
          </AfterFirstScreen>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

let deferredStarted = false;

/**
 * Once the first screen is committed (its effects run after it is painted): loads what showing it does
 * not need, the renewal timers and PrimeReact's provider, when the browser is idle. Started from here
 * rather than beside render(), so that a slow first render never has them fetched before it.
 */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (deferredStarted) return;
    deferredStarted = true;
    const start = () => {
      if (session.get().status !== 'signedOut') void loadOidc();
      preloadPrimeReact();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1000 });
    else setTimeout(start, 200);
  }, []);
  return children;
}

// A screen's chunk that could not be loaded. Gone from the server (a new version was deployed while this
// tab was open): load the new version, once, rather than leave the person on a broken screen. No answer
// (offline): the screen shows the network state with Retry (page-states.tsx); a page load now would
// only bring the browser's offline page. TanStack Router reloads on its own for such a failure of a
// screen's component, once per message: marking the message as done leaves the decision to us.
window.addEventListener('vite:preloadError', (event) => {
  const error = (event as Event & { payload?: unknown }).payload;
  const message = error instanceof Error ? error.message : '';
  if (message) sessionStorage.setItem(`tanstack_router_reload:${message}`, '1');
  const url = chunkUrlOf(error);
  // The file itself when the message names it (404: gone), else whether the server answers at all.
  void fetch(url ?? '/', { method: 'HEAD', cache: 'no-store' }).then(
    (response) => {
      const gone = url ? response.status === 404 : response.ok;
      if (!gone || sessionStorage.getItem('eco.reloadedForNewVersion')) return;
      sessionStorage.setItem('eco.reloadedForNewVersion', '1');
      window.location.reload();
    },
    () => {},
  );
});
window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem('eco.reloadedForNewVersion'), 10_000));

const root = document.getElementById('root');
if (root) void boot(root);
