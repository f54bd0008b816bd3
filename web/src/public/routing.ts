import { HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { parseLanguage, type Language } from '@portfolio/shared/languages';

/*
 * Public URLs. Every page exists at /en/..., /sv/... and /nl/... (always that language: what
 * search engines list and links share) and at the plain path (/gallery), which shows the
 * visitor's own language: the saved choice, else the country.
 */

/** The language of a path's first segment, and the path without it ('/sv' is '/' in Swedish). */
export function splitLanguage(pathname: string): { language: Language | null; path: string } {
  const match = /^\/(en|sv|nl)(\/.*)?$/.exec(pathname);
  if (!match) return { language: null, path: pathname };
  return { language: parseLanguage(match[1])!, path: match[2] || '/' };
}

/** `path` (like '/gallery' or '/#about') in `language`, or plain for null. */
export function localePath(language: Language | null, path: string): string {
  if (!language) return path;
  if (path === '/') return `/${language}`;
  if (path.startsWith('/#') || path.startsWith('/?')) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/** The public API answers the pages read, by URL: the keys of the page's data. */
export const apiUrl = {
  heroImages: (language: Language) => `${API.heroImages}?language=${language}`,
  galleryItems: (language: Language) => `${API.galleryItems}?language=${language}`,
  categories: (language: Language) => `${API.galleryCategories}?language=${language}`,
  posts: (language: Language) => `${API.blogPosts}?language=${language}`,
  latestPosts: (language: Language) => `${API.blogPosts}?language=${language}&limit=${HOME_BLOG_PREVIEW_LIMIT}`,
  post: (slug: string, language: Language) => `${API.blogPost(slug)}?language=${language}`,
  siteSettings: () => API.siteSettings,
  collections: (language: Language) => `${API.collections}?language=${language}`,
  collection: (slug: string, language: Language) => `${API.collection(slug)}?language=${language}`,
  /** `query` is the map page's own (mapQuery): the view and the gallery's filters. */
  map: (language: Language, query: string) => `${API.map}?language=${language}${query}`,
  mapPhotos: (language: Language, bounds: string, query: string) => `${API.mapPhotos}?language=${language}&bounds=${bounds}${query}`,
  photoContext: (id: number | string, language: Language) => `${API.galleryItemContext(id)}?language=${language}`,
};

/** The map page's address fields, in one order: they name its answer (and its cached page). */
export const MAP_QUERY_KEYS = ['view', 'q', 'type', 'country', 'category'] as const;

/** `&view=…&q=…` of an address's query, known fields only, empty ones left out. */
export function mapQuery(search: URLSearchParams): string {
  return MAP_QUERY_KEYS.map((k) => [k, search.get(k)?.trim().slice(0, 100) ?? ''] as const)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `&${k}=${encodeURIComponent(v)}`)
    .join('');
}
