import { QueryClient } from '@tanstack/react-query';

/** Spec 9: results never become stale, no refetch on focus, no retries (queries and mutations). */
export function createAdminQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
