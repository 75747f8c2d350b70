// Keeps the tab title in step with the screen: 'X | {product} Eco', the product name alone when the
// screen has no title, 'Page not found' for NotFound (spec section 1).
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageError } from '../lib/page-error';
import { matchRoute } from '../lib/route-registry';
import { useStore } from '../lib/store';
import { clientConfig, tabTitle } from './auth/client-config';

export function DocumentTitle() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const routeMissing = useRouterState({ select: (s) => s.matches.some((m) => m._notFound) });
  const state = useStore(pageError);
  const config = useStore(clientConfig);
  const title = routeMissing || state === 'notfound' ? 'Page not found' : matchRoute(pathname)?.title;
  useEffect(() => {
    document.title = tabTitle(config?.productName, title);
  }, [config?.productName, title]);
  return null;
}
