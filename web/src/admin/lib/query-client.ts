import { QueryClient } from '@tanstack/react-query';

/** Results never become stale, no refetch on focus, no retries (queries and mutations). */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
