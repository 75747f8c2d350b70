// Route loaders of list screens: start the page and lookups early (on hover, on entry). They never
// throw: a failed list is shown as spec section 4 says, not as a broken screen. On entry the router
// waits for them; for a new page or filter of the same screen it does not, and the table shows its
// loading state over the previous rows.
import type { QueryClient } from '@tanstack/react-query';

// biome-ignore lint/suspicious/noExplicitAny: any query's options.
type AnyQueryOptions = Parameters<QueryClient['prefetchQuery']>[0] | any;

export function loadList(
  queryClient: QueryClient,
  cause: 'preload' | 'enter' | 'stay',
  ...queries: AnyQueryOptions[]
): Promise<void> | undefined {
  const all = Promise.all(queries.map((q) => queryClient.prefetchQuery(q))).then(() => undefined);
  return cause === 'stay' ? undefined : all;
}
