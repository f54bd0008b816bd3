import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createQueryClient } from '../../lib/query-client';

/** The public site's one query cache, shared by every lazily loaded screen. */
export const publicQueryClient = createQueryClient();

/**
 * Wraps a lazily loaded screen in the shared QueryClientProvider. Keeping the provider out of the
 * entry chunk keeps react-query's code off the first paint of the home page.
 */
export function withQueries<P extends object>(Component: ComponentType<P>) {
  function WithQueries(props: P) {
    return (
      <QueryClientProvider client={publicQueryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueries.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
