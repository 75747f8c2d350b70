// Starts the console: answers the silent-renew frame without the app, otherwise runs the first
// navigation (the guard finds out who is signed in) while index.html shows 'Loading Application...',
// then renders. oidc-client-ts (renewal timers) loads right after the first screen is up.
import './lib/zod-config';
import './styles/index.css';
// PrimeReact's own structural CSS, which it would otherwise add only after the first paint.
import 'virtual:primereact-styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { PrimeReactProvider } from 'primereact/api';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { chunkUrlOf } from './lib/chunk-error';
import { queryClient } from './lib/query-client';
import { router } from './router';
import { loadClientConfig } from './shell/auth/client-config';
import { loadOidc, session } from './shell/auth/session';
import { AccessDenied } from './shell/guard';
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
        {/* PrimeReact's overlays (a dropdown's list, a menu) read its settings from this context when the
            page scrolls while one is open, and throw without it. Its defaults are PrimeReact's own; the
            pass-through settings stay global (lib/prime-defaults). */}
        <PrimeReactProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </PrimeReactProvider>
      </StrictMode>,
    ),
  );
  // After the first screen is painted: the renewal timers are not needed to show it.
  const startRenewal = () => {
    if (session.get().status !== 'signedOut') void loadOidc();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(startRenewal, { timeout: 1000 });
  else setTimeout(startRenewal, 200);
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
