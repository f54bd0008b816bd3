import { TOTAL_COUNT_HEADER, type ListPageQuery } from '@portfolio/shared';
import type { Context } from 'hono';
import type { ListPage } from './keyset';

/** True when the client asked for a page rather than the specification's whole list. */
export const wantsPage = (q: ListPageQuery) => q.limit !== undefined || q.cursor !== undefined;

/** The page size of a paged request: what was asked, or the default page when only a cursor was sent. */
export const pageSize = (q: ListPageQuery, fallback = 50) => q.limit ?? fallback;

/**
 * A page of an admin list as the specification's list (a JSON array), with the whole list's size
 * in X-Total-Count and the next page's address in `Link: <…>; rel="next"`.
 */
export function sendListPage<T>(c: Context, page: ListPage<T>): Response {
  return c.json(page.items, 200, pageHeaders(c, page));
}

/** The paging headers of a page, for answers whose body is not the bare list. */
export function pageHeaders(c: Context, page: Pick<ListPage<unknown>, 'total' | 'nextCursor'>): Record<string, string> {
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
  if (page.nextCursor) {
    const next = new URL(c.req.url);
    next.searchParams.set('cursor', page.nextCursor);
    headers.Link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}
