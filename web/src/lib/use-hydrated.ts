import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page as sent by the server is hydrated (and on the server), true afterwards and
 * in every render the browser makes on its own. React re-renders with true right after hydration,
 * so the two first renders match.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
