// The layout an area's route uses (e.g. routes/classes/route.tsx): its tabs, only those the person's
// capabilities allow (spec section 2), above the area's screen.
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { rememberedSearch } from '../lib/area-state';
import { type AreaKey, matchRoute } from '../lib/route-registry';
import { areaTabs } from './areas';
import { useHeldCapabilities } from './profile';
import { useReachable } from './use-reachable';

export function AreaTabs({ area }: { area: AreaKey }) {
  const reachable = useReachable();
  const held = useHeldCapabilities();
  const location = useRouterState({ select: (s) => s.location });
  const current = matchRoute(location.pathname);
  const tabs = areaTabs(area, reachable, held).filter((tab) => !tab.path.includes('$') || tab.path === current?.path);
  if (tabs.length < 2 && !tabs.some((t) => t.path.includes('$'))) return null;
  // The most specific tab containing this screen: /classes/courses/new is under Courses, not Classes.
  const activePath = tabs
    .filter(
      (t) => t.path === current?.path || location.pathname === t.path || location.pathname.startsWith(`${t.path}/`),
    )
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  return (
    <nav className="area-tabs" aria-label="Area sections">
      <ul>
        {tabs.map((tab) => {
          const active = tab.path === activePath;
          return (
            <li key={tab.path}>
              <Link
                // A tab with parameters is only shown on its own screen, so it links to where we are.
                to={(tab.path.includes('$') ? location.pathname : tab.path) as '/'}
                // A list comes back with the filters and page it was left with (reset from the menu).
                search={
                  tab.path.includes('$') || tab.path === current?.path ? true : (rememberedSearch(tab.path) as never)
                }
                className={active ? 'area-tabs__tab area-tabs__tab--active' : 'area-tabs__tab'}
                aria-current={active ? 'page' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AreaLayout({ area, children }: { area: AreaKey; children?: ReactNode }) {
  return (
    <div className="area">
      <AreaTabs area={area} />
      <div className="area__content">{children ?? <Outlet />}</div>
    </div>
  );
}
