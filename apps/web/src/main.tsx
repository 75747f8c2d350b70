// Starts the console: answers the silent-renew frame without the app, otherwise runs the first
// navigation (the guard finds out who is signed in) while index.html shows 'Loading Application...',
// then renders. oidc-client-ts (renewal timers) loads right after the first screen is up.
import './styles/index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './lib/query-client';
import { router } from './router';
import { loadClientConfig } from './shell/auth/client-config';
import { loadOidc, session } from './shell/auth/session';

async function boot(root: HTMLElement) {
  if (window.location.pathname === '/authSilentRenew') {
    const [oidc, config] = await Promise.all([import('./shell/auth/oidc-session'), loadClientConfig()]);
    await oidc.completeSilentRenewFrame(config).catch((error: unknown) => console.error('silent renew', error));
    return;
  }
  await router.load().catch((error: unknown) => console.error(error));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // After the first screen is painted: the renewal timers are not needed to show it.
  const startRenewal = () => {
    if (session.get().status !== 'signedOut') void loadOidc();
  };
  if ('requestIdleCallback' in window) requestIdleCallback(startRenewal, { timeout: 1000 });
  else setTimeout(startRenewal, 200);
}

// A screen's chunk that no longer exists (a new version was deployed while this tab was open): load the
// new version, once, rather than leave the person on a broken screen.
window.addEventListener('vite:preloadError', () => {
  if (sessionStorage.getItem('eco.reloadedForNewVersion')) return;
  sessionStorage.setItem('eco.reloadedForNewVersion', '1');
  window.location.reload();
});
window.addEventListener('load', () => setTimeout(() => sessionStorage.removeItem('eco.reloadedForNewVersion'), 10_000));

const root = document.getElementById('root');
if (root) void boot(root);
