import type { ReactNode } from 'react';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean };
  isEmpty: boolean;
  loading: string;
  error: string;
  empty: string;
  /** What to show once there is something to list. */
  children: ReactNode;
}

/** A list's loading, error and empty messages, or the list itself. */
export function ListStatus({ query, isEmpty, loading, error, empty, children }: ListStatusProps) {
  const line = 'py-16 text-center text-muted-foreground';
  if (query.isPending) {
    return (
      <p role="status" className={line}>
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className={line}>
        {error}
      </p>
    );
  }
  if (isEmpty) return <p className={line}>{empty}</p>;
  return <>{children}</>;
}
