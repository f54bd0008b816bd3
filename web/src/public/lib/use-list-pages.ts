import { type AnswerData, type AnswerName, type AnswerQuery, answerUrl, isPaged, type ListPage } from '@portfolio/shared/answers';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePageData } from './page-data';

/** The answers that are a page of a list: `{ items, total, nextCursor }` (a paged list, a collection's photos…). */
type ListName = { [N in AnswerName]: AnswerData<N> extends ListPage<unknown> ? N : never }[AnswerName];
type ItemOf<N extends ListName> = AnswerData<N> extends ListPage<infer T> ? T : never;

/**
 * A list shown a page at a time from the server: the first page (what the address shows), then
 * each page "Load more" asks for (by the cursor of the one before). `queryOf(cursor)` is the
 * query of the answer `name` for a page; a new first page (another filter, another language)
 * starts over, keeping the shown list until the new one is in. `embedded`: the first page
 * (without a cursor) comes inside another answer (a collection's first photos), so it is never
 * asked for on its own.
 */
export function useListPages<N extends ListName>(name: N, queryOf: (cursor?: string) => AnswerQuery<N>, firstCursor?: string, embedded?: { page: ListPage<ItemOf<N>> | undefined }) {
  type T = ItemOf<N>;
  const keyOf = (cursor?: string) => answerUrl(name, queryOf(cursor));
  const store = usePageData();
  const firstKey = keyOf(firstCursor);
  const [more, setMore] = useState<{ first: string; cursors: string[] }>({ first: firstKey, cursors: [] });
  const cursors = more.first === firstKey ? more.cursors : [];
  const keys = [firstKey, ...cursors.map((c) => keyOf(c))];
  useSyncExternalStore(store.subscribe, store.version, store.version);
  const given = firstCursor === undefined ? embedded : undefined;
  useEffect(() => {
    for (const [i, key] of keys.entries()) if (i > 0 || !given) store.load(key, isPaged(name));
  });
  const entries = keys.map((k) => store.entry(k));
  // The store keeps what each page's URL of the answer answered.
  const pages = entries.map((e, i) => (i === 0 && given ? (given.page ?? null) : e.status === 'ok' ? (e.data as ListPage<T>) : null));
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
    isPending: !given && !first && !shown.current && entries[0]?.status === 'pending',
    isError: !given && entries[0]?.status === 'error',
    /** Waiting for a page that "Load more" asked for. */
    loadingMore: pages.length > 1 && !last,
    /** The cursor of the next page (null: all shown, or the last asked page is not in yet). */
    nextCursor,
    loadMore: () => {
      if (nextCursor) setMore({ first: firstKey, cursors: [...cursors, nextCursor] });
    },
  };
}
