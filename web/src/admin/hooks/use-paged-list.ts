import { type InfiniteData, type QueryClient, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ListAnswerPage } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';
import { useErrorToast } from './use-admin-query';

/** Rows a list screen asks for at a time. */
export const LIST_PAGE_SIZE = 50;

/** `path` with `limit` added to its query string. */
export const withLimit = (path: string, limit: number) => `${path}${path.includes('?') ? '&' : '?'}limit=${limit}`;

/** A server-paged admin list whose answer is the bare list of `itemSchema` rows. */
export function usePagedList<S extends z.ZodType>(key: QueryKey, path: string, itemSchema: S, options: PagedOptions = {}) {
  return usePagedAnswer(key, path, z.array(itemSchema), (body) => body, options);
}

/**
 * Takes the rows with these ids out of a loaded list of `usePagedList` at once (and out of its
 * total), for a change that is sure to move them out of it; the next answer confirms it.
 */
export function dropListRows(queryClient: QueryClient, key: QueryKey, ids: ReadonlySet<number>) {
  queryClient.setQueryData<InfiniteData<ListAnswerPage<{ id: number }[]>>>(key, (data) => {
    if (!data) return data;
    const gone = data.pages.reduce((n, p) => n + p.body.filter((r) => ids.has(r.id)).length, 0);
    return { ...data, pages: data.pages.map((p) => ({ ...p, body: p.body.filter((r) => !ids.has(r.id)), total: Math.max(0, p.total - gone) })) };
  });
}

interface PagedOptions {
  errorTitle?: string;
  pageSize?: number;
}

/**
 * A server-paged admin list: the first page at once, the next one (from the answer's
 * `Link: rel="next"`) when `loadMore` is called, and the whole list's size from its count header.
 * `rowsOf` reads the rows out of an answer (its other fields are in `first`).
 */
export function usePagedAnswer<S extends z.ZodType, T>(key: QueryKey, path: string, schema: S, rowsOf: (body: z.infer<S>) => T[], options: PagedOptions = {}) {
  const api = useAdminApi();
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => api.getPage(pageParam, schema),
    initialPageParam: withLimit(path, options.pageSize ?? LIST_PAGE_SIZE),
    getNextPageParam: (last) => last.next,
  });
  useErrorToast(options.errorTitle ? query.error : null, options.errorTitle ?? '');
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => rowsOf(p.body as z.infer<S>)), [pages]);
  return {
    rows,
    /** The first page's answer (counts and other fields beside the rows). */
    first: pages?.[0]?.body as z.infer<S> | undefined,
    total: pages?.at(-1)?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void (query.hasNextPage && !query.isFetchingNextPage ? query.fetchNextPage() : undefined),
    isPending: query.isPending,
    error: query.error,
  };
}
