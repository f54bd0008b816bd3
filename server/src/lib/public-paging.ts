import { GALLERY_FILTER_KEYS, type GalleryListQuery, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import type { Context } from 'hono';
import { JSON_TYPE, type PublicCache } from './public-cache';

/** The query string of a list request from its validated values (fixed order, empty ones left out). */
export function listQueryString(q: Partial<GalleryListQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['language', 'limit', 'cursor', ...GALLERY_FILTER_KEYS, 'featured'] as const) {
    const value = q[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * A page of a public list as the specification's list (a JSON array), with the next page in a
 * `Link: <…>; rel="next"` header and the whole list's size in X-Total-Count; cached per content
 * version under `key`.
 */
export function sendPage<T>(c: Context, cache: PublicCache, key: string, linkTo: (cursor: string) => string, load: () => Promise<{ items: T[]; total: number; nextCursor: string | null }>): Promise<Response> {
  return cache.send(c, key, JSON_TYPE, async () => {
    const page = await load();
    const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
    if (page.nextCursor) headers.Link = `<${linkTo(page.nextCursor)}>; rel="next"`;
    return { body: JSON.stringify(page.items), headers };
  });
}
