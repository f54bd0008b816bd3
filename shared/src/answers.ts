import type { z } from 'zod';
import type { AnswerSchemas } from './contracts/answers';

/*
 * The table of public answers: every GET of the public API a page reads, by name. The server makes
 * each one's route and cache key from it and binds its loader (server/src/site/answers.ts); the
 * pages ask for an answer by name (`answer('galleryPage', query)`), and the browser builds its URL
 * and type from here. What each answer takes and gives is in contracts/answers.ts (zod, read by the
 * server and by the browser's types only, so no schema reaches the site's script).
 */

/** Every public answer by name: its path, with `:name` for a parameter of its query. */
export const ANSWERS = {
  heroImages: '/api/hero-images',
  galleryPage: '/api/gallery/items',
  /** The gallery's filter options with their counts, for a filter. */
  galleryFacets: '/api/gallery/facets',
  /** One published item in a language (a photo's own page reads it). */
  galleryItem: '/api/gallery/items/:id',
  /** Where an item stands in a filtered gallery, with the items before and after it. */
  galleryNeighbours: '/api/gallery/items/:id/neighbours',
  /** What a photo's page shows beside it: its collections, related photos and its place on a small map. */
  photoContext: '/api/gallery/items/:id/context',
  galleryCategories: '/api/gallery/categories',
  postsPage: '/api/blog/posts',
  /** A post; asking the API for it counts a view, a page's loader counts none. */
  post: '/api/blog/posts/:slug',
  collections: '/api/collections',
  collection: '/api/collections/:slug',
  collectionItems: '/api/collections/:slug/items',
  /** The photos on the map, clustered, for a view and the gallery's filters. */
  map: '/api/map',
  /** The photographer's site settings (name, contact, social links, rights); every page brings them. */
  siteSettings: '/api/site-settings',
  /** The site's own texts in one language: hero, About, statistics, contact, footer; every page brings them. */
  siteTexts: '/api/site-texts',
  /** What a photo's page offers for sale (null: not for sale). */
  shopOffer: '/api/shop/offers/:id',
  /** The visitor's cart (its cookie), priced by the server: never cached. */
  shopCart: '/api/shop/cart',
  /** An order at its private address. */
  shopOrder: '/api/shop/orders/:token',
  /** A licence at its private address. */
  shopLicence: '/api/shop/licences/:token',
} as const;

/**
 * The pages of lists: the API answers a page's items with X-Total-Count and a Link to the next
 * page (or, asked for no page, the whole list streamed); pages keep a ListPage.
 */
const PAGED = { galleryPage: 1, postsPage: 1 } as const;

export type AnswerName = keyof typeof ANSWERS;

/** A page of a list as pages keep it: the items, the whole list's size and the next page's cursor. */
export interface ListPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** Keys that may be undefined become optional. */
type Optional<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] };

/** What an answer is asked with: its parameters as the server reads them (language, filter, cursor, id…). */
export type AnswerQuery<N extends AnswerName> = Optional<z.output<AnswerSchemas[N]['query']>>;

type Body<N extends AnswerName> = z.output<AnswerSchemas[N]['response']>;

/** An item of a paged answer. */
export type PagedItem<N extends AnswerName> = Body<N> extends (infer T)[] ? T : never;

/** An answer as pages keep it: a ListPage for a paged list, else the JSON the API sends. */
export type AnswerData<N extends AnswerName> = N extends keyof typeof PAGED ? ListPage<PagedItem<N>> : Body<N>;

/** An answer in a page: null where what the address names does not exist (`missing` in its schemas). */
export type PageAnswer<N extends AnswerName> = AnswerData<N> | (AnswerSchemas[N] extends { missing: true } ? null : never);

/**
 * The URL of an answer, in one spelling: its path with the parameters it names, then the rest of
 * the query in the order of their names, empty values left out. It keys the answer in a page's
 * data and in the server's cache (from the parsed query), so the same answer has one address.
 */
export function answerUrl<N extends AnswerName>(name: N, query: AnswerQuery<N>): string {
  const rest: Record<string, unknown> = { ...query };
  const path = ANSWERS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(String(value));
  });
  const search = Object.keys(rest)
    .sort()
    .filter((key) => rest[key] != null && rest[key] !== '')
    .map((key) => `${key}=${encodeURIComponent(String(rest[key]))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** An answer's path with the parameters it names (`answerPath('post', { slug })`), without a query. */
export const answerPath = (name: AnswerName, params: Record<string, string | number>): string => ANSWERS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));

/** Whether an answer is a page of a list (the API's items, kept as a ListPage). */
export const isPaged = (name: AnswerName): boolean => name in PAGED;
