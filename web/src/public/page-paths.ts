import { matchPath } from './router';
import { splitLanguage } from './routing';

export type PageId = 'home' | 'gallery' | 'photo' | 'collections' | 'collection' | 'map' | 'blog' | 'post' | 'newsletter';

/**
 * The address of every public page, without a language prefix. pages.tsx adds what each page draws
 * and loads; this part imports no page, so the parts of pages can ask which page an address is.
 */
export const PAGE_PATHS: Record<PageId, string> = {
  home: '/',
  gallery: '/gallery',
  photo: '/gallery/:id',
  collections: '/collections',
  collection: '/collections/:slug',
  map: '/map',
  blog: '/blog',
  post: '/blog/:slug',
  // The links in newsletter mail (confirm, unsubscribe): the page acts by POST, never on a fetch.
  newsletter: '/newsletter/:action/:token',
};

/** The page id at `pathname` with its parameters and the language its prefix names (null: plain). */
export function matchPagePath(pathname: string) {
  const { language, path } = splitLanguage(pathname);
  for (const [id, pattern] of Object.entries(PAGE_PATHS) as [PageId, string][]) {
    const params = matchPath(pattern, path);
    if (params) return { id, params: params as Record<string, string | undefined>, language, path };
  }
  return { id: null, params: {} as Record<string, string | undefined>, language, path };
}
