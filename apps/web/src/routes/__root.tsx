// The root route: the navigation guard before every screen, the shell around it, NotFound for unknown
// paths.
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { guard } from '../shell/guard';
import { ShellError, ShellLayout } from '../shell/layout';
import { NotFoundPage } from '../shell/page-states';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // `_notFound` marks the match the router will show NotFound in: no file route has this path.
  beforeLoad: ({ location, matches, preload }) =>
    guard({ location, preload, notFound: matches.some((m) => m._notFound) }),
  component: ShellLayout,
  errorComponent: ShellError,
  notFoundComponent: NotFoundPage,
});
