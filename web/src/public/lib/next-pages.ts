import type { ListPage } from '@portfolio/shared/answers';
import { useState } from 'react';

/**
 * The pages after the first (which came with the page): "Show more" asks the API for the next one
 * by its cursor and adds it, so a long list costs one page at a time.
 */
export function useNextPages<T>(first: ListPage<T> | null | undefined, fetchPage: (cursor: string) => Promise<ListPage<T>>) {
  const [more, setMore] = useState<{ for: ListPage<T>; items: T[]; cursor: string | null }>({ for: first!, items: [], cursor: null });
  const current = more.for === first ? more : { for: first!, items: [] as T[], cursor: null };
  const cursor = current.cursor ?? first?.nextCursor ?? null;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const loadMore = async () => {
    if (!cursor || loading) return;
    setLoading(true);
    setFailed(false);
    try {
      const page = await fetchPage(cursor);
      setMore({ for: first!, items: [...current.items, ...page.items], cursor: page.nextCursor ?? '' });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  const items = [...(first?.items ?? []), ...current.items];
  return { items, total: first?.total ?? 0, hasMore: Boolean(cursor), loading, failed, loadMore };
}
