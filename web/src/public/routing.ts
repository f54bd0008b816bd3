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
  /** The home page's gallery section: featured photos first. */
  homeGalleryItems: (language: Language) => `${API.galleryItems}?language=${language}&featured=first`,
  categories: (language: Language) => `${API.galleryCategories}?language=${language}`,
  posts: (language: Language) => `${API.blogPosts}?language=${language}`,
  latestPosts: (language: Language) => `${API.blogPosts}?language=${language}&limit=${HOME_BLOG_PREVIEW_LIMIT}`,
  post: (slug: string, language: Language) => `${API.blogPost(slug)}?language=${language}`,
  siteSettings: () => API.siteSettings,
  siteTexts: (language: Language) => `${API.siteTexts}?language=${language}`,
};
