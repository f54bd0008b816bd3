import { type AnswerQuery, answerUrl, type ListPage, type PagedItem } from '@portfolio/shared/answers';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePageData } from './page-data';

type PagedName = 'galleryPage' | 'postsPage';

/**
 * A list shown a page at a time from the server: the first page (what the address shows), then
 * each page "Load more" asks for (by the cursor of the one before). `queryOf(cursor)` is the
 * page's query of the paged answer `name`; a new first page (another filter, another language)
 * starts over, keeping the shown list until the new one is in.
 */
export function useListPages<N extends PagedName>(name: N, queryOf: (cursor?: string) => AnswerQuery<N>, firstCursor?: string) {
  type T = PagedItem<N>;
  const keyOf = (cursor?: string) => answerUrl(name, queryOf(cursor));
  const store = usePageData();
  const firstKey = keyOf(firstCursor);
  const [more, setMore] = useState<{ first: string; cursors: string[] }>({ first: firstKey, cursors: [] });
  const cursors = more.first === firstKey ? more.cursors : [];
  const keys = [firstKey, ...cursors.map((c) => keyOf(c))];
  useSyncExternalStore(store.subscribe, store.version, store.version);
  useEffect(() => {
    for (const key of keys) store.load(key, true);
  });
  const entries = keys.map((k) => store.entry(k));
  // The store keeps what each page's URL of the paged answer answered.
  const pages = entries.map((e) => (e.status === 'ok' ? (e.data as ListPage<T>) : null));
  const first = pages[0];
  const shown = useRef<{ items: T[]; total: number } | null>(null);
  const loaded: T[] = [];
  for (const page of pages) {
    if (!page) break;
    loaded.push(...page.items);
  }
  if (first) shown.current = { items: loaded, total: first.total };
  const last = pages.at(-1);
  const nextCursor = last ? last.nextCursor : null;
  return {
    items: first ? loaded : (shown.current?.items ?? []),
    total: first ? first.total : (shown.current?.total ?? 0),
    isPending: !first && !shown.current && entries[0]?.status === 'pending',
    isError: entries[0]?.status === 'error',
    /** Waiting for a page that "Load more" asked for. */
    loadingMore: pages.length > 1 && !last,
    /** The cursor of the next page (null: all shown, or the last asked page is not in yet). */
    nextCursor,
    loadMore: () => {
      if (nextCursor) setMore({ first: firstKey, cursors: [...cursors, nextCursor] });
    },
  };
}
