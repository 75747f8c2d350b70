// The one TanStack Query client. No automatic retries: the error catalogue reacts to the first failure
// (a retried 404 or 403 would only delay the page state).
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
