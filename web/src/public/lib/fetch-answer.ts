import { TOTAL_COUNT_HEADER } from '@portfolio/shared/constants';
import { apiFetch } from '../../lib/api-client';

/** A page of a public list as the pages keep it: the list, the whole list's size and the next page's cursor. */
export interface ListPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** The cursor of a `Link: <…?cursor=…>; rel="next"` header, or null on the last page. */
export function nextCursorOf(link: string | null): string | null {
  const next = link && /<([^>]*)>;\s*rel="next"/.exec(link)?.[1];
  return next ? new URL(next, 'http://site').searchParams.get('cursor') : null;
}

/**
 * The answer of a public API URL as the page data keeps it: a paged list (asked with `limit=`)
 * becomes a ListPage, anything else is the JSON as sent.
 */
export async function fetchAnswer(url: string): Promise<unknown> {
  const res = await apiFetch(url, {});
  const body = (await res.json()) as unknown;
  if (!/[?&]limit=/.test(url)) return body;
  return { items: body as unknown[], total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0), nextCursor: nextCursorOf(res.headers.get('link')) } satisfies ListPage<unknown>;
}
