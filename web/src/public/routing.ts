import { GALLERY_PAGE_SIZE, HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import { filterOfSearch, filterSearch, type GalleryFilter } from '@portfolio/shared/gallery-filter';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
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

const and = (search: string) => (search ? `&${search}` : '');
const after = (cursor: string | undefined) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

/**
 * The public API answers the pages read, by URL: the keys of the page's data. A paged list's
 * answer is kept as { items, total, nextCursor } (the list with its X-Total-Count and Link headers).
 */
export const apiUrl = {
  heroImages: (language: Language) => `${API.heroImages}?language=${language}`,
  galleryPage: (language: Language, filter: GalleryFilter, cursor?: string) => `${API.galleryItems}?language=${language}&limit=${GALLERY_PAGE_SIZE}${after(cursor)}${and(filterSearch(filter))}`,
  galleryFacets: (language: Language, filter: GalleryFilter) => `${API.galleryFacets}?language=${language}${and(filterSearch(filter))}`,
  /** The home page's gallery section: featured photos first, then the gallery's order. */
  homeGalleryPage: (language: Language, filter: GalleryFilter, cursor?: string) => `${apiUrl.galleryPage(language, filter, cursor)}&featured=first`,
  galleryItem: (id: number | string, language: Language) => `${API.galleryItem(id)}?language=${language}`,
  galleryNeighbours: (id: number | string, language: Language, filter: GalleryFilter) => `${API.galleryNeighbours(id)}?language=${language}${and(filterSearch(filter))}`,
  postsPage: (language: Language, cursor?: string) => `${API.blogPosts}?language=${language}&limit=${GALLERY_PAGE_SIZE}${after(cursor)}`,
  latestPosts: (language: Language) => `${API.blogPosts}?language=${language}&limit=${HOME_BLOG_PREVIEW_LIMIT}`,
  post: (slug: string, language: Language) => `${API.blogPost(slug)}?language=${language}`,
  siteSettings: () => API.siteSettings,
  collections: (language: Language, cursor?: string) => `${API.collections}?language=${language}${after(cursor)}`,
  collection: (slug: string, language: Language) => `${API.collection(slug)}?language=${language}`,
  collectionItems: (slug: string, language: Language, cursor?: string) => `${API.collectionItems(slug)}?language=${language}${after(cursor)}`,
  /** `query` is the map page's own (mapQuery): the view and the gallery's filters. */
  map: (language: Language, query: string) => `${API.map}?language=${language}${and(query)}`,
  photoContext: (id: number | string, language: Language) => `${API.galleryItemContext(id)}?language=${language}`,
  siteTexts: (language: Language) => `${API.siteTexts}?language=${language}`,
  shopOffer: (id: number | string, language: Language) => `${API.shopOffer(id)}?language=${language}`,
  /** The visitor's own cart (its cookie): never in a cached page. */
  shopCart: (language: Language) => `${API.shopCart}?language=${language}`,
  shopOrder: (token: string, language: Language) => `${API.shopOrder(token)}?language=${language}`,
  shopLicence: (token: string, language: Language) => `${API.shopLicence(token)}?language=${language}`,
};

/** `view=…&q=…` of the map page's address: the view and the gallery's filters, in one spelling (its cache key). */
export function mapQuery(search: URLSearchParams): string {
  const view = search.get('view')?.trim().slice(0, 100);
  const filter = filterSearch(filterOfSearch(search));
  return [view ? `view=${encodeURIComponent(view)}` : '', filter].filter(Boolean).join('&');
}

/** The page data key of the server's word on whether a client gallery's address answers (never fetched). */
export const CLIENT_GALLERY_STATUS = 'clientGallery';
