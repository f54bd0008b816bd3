import type { Language } from './languages';

/*
 * The address of every public page, without a language prefix: the one list the site's page
 * modules (web/src/public/pages/), the server's mail, feeds and sitemap, and the back-office build
 * links from. A page exists at /en/..., /sv/... and /nl/... and at the plain path, which shows the
 * visitor's own language.
 */
export const PAGE_PATHS = {
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
  // A client gallery's private address: never listed, cached or indexed.
  clientGallery: '/c/:token',
  // The shop: the cart and the checkout are the visitor's own (its cookie); an order and a
  // licence live at unguessable addresses. None is listed, cached or indexed.
  cart: '/cart',
  checkout: '/checkout',
  order: '/order/:token',
  licence: '/licence/:token',
} as const;

export type PageId = keyof typeof PAGE_PATHS;

/** Parameter names of a path pattern ('/blog/:slug' has 'slug'). */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
export type PageParams<Id extends PageId> = Record<ParamsOf<(typeof PAGE_PATHS)[Id]>, string | number>;

/** `path` (like '/gallery' or '/#about') in `language`, or plain for null. */
export function localePath(language: Language | null, path: string): string {
  if (!language) return path;
  if (path === '/') return `/${language}`;
  if (path.startsWith('/#') || path.startsWith('/?')) return `/${language}${path.slice(1)}`;
  return `/${language}${path}`;
}

/** What a page's address takes after its id: its parameters (none for a page without), then the query string (without '?'). */
export type PageLinkArgs<Id extends PageId> = keyof PageParams<Id> extends never ? [params?: Record<string, never>, search?: string] : [params: PageParams<Id>, search?: string];

/**
 * The address of a page: `pagePath('post', { slug }, 'sv')` is /sv/blog/{slug}; without a
 * language, the plain address. Parameters are encoded; `search` (without '?') is appended. The id
 * and the parameters are checked against PAGE_PATHS, so a renamed page or parameter breaks the build.
 */
export function pagePath<Id extends PageId>(id: Id, ...[params, language = null, search = '']: keyof PageParams<Id> extends never ? [params?: Record<string, never>, language?: Language | null, search?: string] : [params: PageParams<Id>, language?: Language | null, search?: string]): string {
  const path = PAGE_PATHS[id].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name])));
  return localePath(language, path) + (search ? `?${search}` : '');
}

/** Links to pages in one addressing: `link('post', { slug })`, `link('gallery', {}, 'q=fox')`. */
export type PageLink = <Id extends PageId>(id: Id, ...args: PageLinkArgs<Id>) => string;

/** The links of pages at a language's addresses, or at the plain ones (null): how components link (useLanguage().href). */
export function pageLinks(language: Language | null): PageLink {
  return (id, ...[params, search]) => (pagePath as (id: PageId, params: unknown, language: Language | null, search?: string) => string)(id, params ?? {}, language, search);
}

/** The page a path without language prefix names, with its (still encoded) parameters; null for none. */
export function matchPage(path: string): { id: PageId; params: Record<string, string> } | null {
  const got = path.split('/').filter(Boolean);
  for (const [id, pattern] of Object.entries(PAGE_PATHS) as [PageId, string][]) {
    const want = pattern.split('/').filter(Boolean);
    if (want.length !== got.length) continue;
    const params: Record<string, string> = {};
    if (want.every((w, i) => (w.startsWith(':') ? ((params[w.slice(1)] = got[i]!), true) : w === got[i]))) return { id, params };
  }
  return null;
}
