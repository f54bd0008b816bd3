import { filterOfSearch, filterSearch, type GalleryFilter } from '@portfolio/shared/gallery-filter';
import { parseLanguage, type Language } from '@portfolio/shared/languages';

export { localePath } from '@portfolio/shared/page-paths';

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

/** The map page's view and the gallery's filters, from its address: what its map answer is asked with. */
export function mapOfSearch(search: URLSearchParams): { view?: string } & GalleryFilter {
  return { view: search.get('view')?.trim().slice(0, 100) || undefined, ...filterOfSearch(search) };
}

/** `view=…&q=…` of the map page's address: the view and the gallery's filters, in one spelling (its cache key). */
export function mapQuery(search: URLSearchParams): string {
  const { view, ...filter } = mapOfSearch(search);
  return [view ? `view=${encodeURIComponent(view)}` : '', filterSearch(filter)].filter(Boolean).join('&');
}

/** The page data key of the server's word on whether a client gallery's address answers (never fetched). */
export const CLIENT_GALLERY_STATUS = 'clientGallery';
/** The page data key of the photos the server drew a client gallery with (null: its password is still to be given). */
export const CLIENT_GALLERY_VIEW = 'clientGalleryView';
