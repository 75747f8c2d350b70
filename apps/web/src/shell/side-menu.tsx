// The navigation drawer's content (spec sections 1 and 2): who is signed in with Logout, or Log In; then
// the area entries in spec order, each only for those who may reach it. Following an entry resets the
// area's remembered filters.
import { Link, useRouterState } from '@tanstack/react-router';
import { resetAreaState } from '../lib/area-state';
import { useStore } from '../lib/store';
import { menuEntries } from './areas';
import { session, signIn, signOut } from './auth/session';
import { useReachable } from './use-reachable';

export function SideMenu({ onClose }: { onClose: () => void }) {
  const { status, identity } = useStore(session);
  const href = useRouterState({ select: (s) => s.location.href });
  const reachable = useReachable();
  const entries = status === 'signedOut' ? [] : menuEntries(reachable);

  return (
    <div className="side-menu">
      <div className="side-menu__top">
        <span className="side-menu__title" id="side-menu-title">
          Navigation
        </span>
        <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={onClose}>
          <span className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      <section className="side-menu__user" aria-label="Signed-in user">
        {identity ? (
          <>
            <span className="avatar" aria-hidden="true">
              {initials(identity.name)}
            </span>
            <div className="side-menu__who">
              <div className="side-menu__name">{identity.name}</div>
              <div className="side-menu__email">{identity.email}</div>
            </div>
            <button
              type="button"
              className="p-button p-component p-button-outlined p-button-sm"
              onClick={() => void signOut()}
            >
              <span className="p-button-icon p-button-icon-left pi pi-sign-out" aria-hidden="true" />
              <span className="p-button-label">Logout</span>
            </button>
          </>
        ) : (
          <button type="button" className="p-button p-component p-button-sm" onClick={() => void signIn(href)}>
            <span className="p-button-icon p-button-icon-left pi pi-sign-in" aria-hidden="true" />
            <span className="p-button-label">Log In</span>
          </button>
        )}
      </section>
      <nav aria-label="Main" className="side-menu__nav">
        {entries.length > 0 ? (
          <ul>
            {entries.map(({ area, to }) => (
              <li key={area.key}>
                <Link
                  // Registry paths are checked against the router's routes before they are listed.
                  to={to as '/'}
                  className="side-menu__link"
                  activeOptions={{ exact: false }}
                  onClick={() => resetAreaState(area.key)}
                >
                  <span className={`${area.icon} side-menu__icon`} aria-hidden="true" />
                  <span>{area.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          status !== 'signedOut' && <p className="side-menu__empty">No work areas are available to you yet.</p>
        )}
      </nav>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}
