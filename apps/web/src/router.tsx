// The router: file routes from src/routes (generated into routeTree.gen.ts), each area's screens in
// their own lazily loaded chunk.
import { createRouter } from '@tanstack/react-router';
import { PageLoader } from './lib/page-loader';
import { queryClient } from './lib/query-client';
import { routeTree } from './routeTree.gen';
import { NotFoundPage, RouteErrorView } from './shell/page-states';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // TanStack Query owns caching; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: () => <PageLoader />,
  defaultErrorComponent: ({ error }) => <RouteErrorView error={error} />,
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
