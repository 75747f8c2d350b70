// The shell around every screen (spec section 1): top bar, navigation drawer, the page area (or the
// page error state in its place), toasts and the shell's modals, and Go to (Ctrl+K or /).
import { Outlet, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type PageErrorState, pageError } from '../lib/page-error';
import { matchRoute } from '../lib/route-registry';
import { useStore } from '../lib/store';
import { session } from './auth/session';
import { ConfirmDeleteHost } from './confirm-delete';
import { DocumentTitle } from './document-title';
import { Drawer } from './drawer';
import { GoToHost, useGoToShortcut } from './go-to/go-to-host';
import { AccessDenied } from './guard';
import { PageErrorView, RouteErrorView } from './page-states';
import { PrimeReactScope } from './prime-react-scope';
import { RenewalModalHost } from './renewal-modal';
import { SideMenu } from './side-menu';
import { ToastHost } from './toasts/toast-host';
import { TopBar } from './top-bar';

/**
 * The page error state to show. While a navigation is on its way, a state it has just reset stays on
 * screen: showing the old page again would mount it anew, and its failed reads would run again and set
 * the state once more, over the next screen.
 */
function useSettledPageError(): PageErrorState {
  const state = useStore(pageError);
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const settled = useRef(state);
  if (!pending) settled.current = state;
  return pending && state === 'none' ? settled.current : state;
}

export function ShellLayout({ children }: { children?: ReactNode }) {
  const state = useSettledPageError();
  const location = useRouterState({ select: (s) => s.location });
  const [menuOpen, setMenuOpen] = useState(false);
  const [goToOpen, setGoToOpen] = useState(false);
  const signedIn = useStore(session).status !== 'signedOut';
  const openGoTo = useCallback(() => setGoToOpen(true), []);
  useGoToShortcut(signedIn, openGoTo);
  const entry = matchRoute(location.pathname);
  // The start page as shown (not where a navigation is going): it alone renders without PrimeReact.
  const onStartPage = useRouterState({ select: (s) => s.matches.at(-1)?.routeId === '/' });

  // The drawer closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes.
  useEffect(() => setMenuOpen(false), [location.href]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar
        entry={entry}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenGoTo={signedIn ? openGoTo : undefined}
      />
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} labelledBy="side-menu-title">
        <SideMenu onClose={() => setMenuOpen(false)} />
      </Drawer>
      <main id="main" tabIndex={-1} className={entry?.layout === 'full' ? 'page page--full' : 'page'}>
        {state !== 'none' ? (
          <PageErrorView state={state} />
        ) : onStartPage ? (
          (children ?? <Outlet />)
        ) : (
          <PrimeReactScope>{children ?? <Outlet />}</PrimeReactScope>
        )}
      </main>
      <ToastHost />
      <RenewalModalHost />
      <ConfirmDeleteHost />
      <GoToHost open={goToOpen && signedIn} onClose={() => setGoToOpen(false)} />
      <DocumentTitle />
    </div>
  );
}

/** The root's error component: a guard refusal shows Unauthorized inside the shell, anything else an error. */
export function ShellError({ error }: { error: unknown }) {
  return <ShellLayout>{error instanceof AccessDenied ? null : <RouteErrorView error={error} />}</ShellLayout>;
}
