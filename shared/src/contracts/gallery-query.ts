import { z } from 'zod';
import { GALLERY_PAGE_SIZE } from '../constants';
import { DEFAULT_LANGUAGE, LanguageSchema } from '../locales';
import { CELL_PATTERN } from '../gallery-filter';
import { GalleryItemSchema, GalleryItemTypeSchema } from './gallery';

export { GALLERY_FILTER_KEYS, type GalleryFilter, filterOfSearch, filterSearch } from '../gallery-filter';

/** Absent, empty and "all" (a filter form sent without scripts) all mean: no filter. */
export const unset = (v: unknown) => (v === '' || v === 'all' || v === null ? undefined : v);

/**
 * What narrows the public gallery: text search (titles, descriptions, places, countries and
 * category names in every language, accents and case ignored, the last word as a prefix), type,
 * country (as the asked language names it) and category id. The page's address carries the same
 * fields: /{lang}/gallery?q=&type=&country=&category=.
 */
export const GalleryFilterSchema = z.object({
  q: z.preprocess(unset, z.string().trim().max(200).optional()).transform((v) => v || undefined),
  type: z.preprocess(unset, GalleryItemTypeSchema.optional()),
  country: z.preprocess(unset, z.string().trim().min(1).max(100).optional()),
  category: z.preprocess(unset, z.coerce.number().int().positive().optional()),
  /** A published collection's slug (the viewer walks a collection in its order). */
  collection: z.preprocess(unset, z.string().trim().min(1).max(200).optional()),
  /** A square of the map, `west,south,east,north` (a cluster's bounds): the photos placed there. */
  cell: z.preprocess(unset, z.string().trim().regex(CELL_PATTERN, 'A place on the map is west,south,east,north in degrees').optional()),
});

/** The largest page a public list answers at once. */
export const MAX_PAGE_SIZE = 100;

/**
 * `?limit=&cursor=` of the public lists. A client that sends neither (the specification's) gets
 * the whole list; the cursor is the opaque value of the `Link: <…>; rel="next"` header.
 */
export const PageQuerySchema = z.object({
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  cursor: z.string().min(1).max(200).optional(),
});

export const GalleryListQuerySchema = PageQuerySchema.extend({
  ...GalleryFilterSchema.shape,
  /** `first`: featured items before the rest (the home page's gallery section). */
  featured: z.preprocess(unset, z.literal('first').optional()),
});
export type GalleryListQuery = z.output<typeof GalleryListQuerySchema>;


/** One page of gallery items in the gallery's order, with the cursor of the next (null: the last page). */
export const GalleryPageSchema = z.object({
  items: z.array(GalleryItemSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type GalleryPage = z.infer<typeof GalleryPageSchema>;

/**
 * The filter options with how many items each would show: each dimension counted with the other
 * filters applied (so another country can be picked while one is chosen).
 */
export const GalleryFacetsSchema = z.object({
  types: z.array(z.object({ value: GalleryItemTypeSchema, count: z.number().int() })),
  /** Country names as the asked language shows them, sorted; `lang` is 'nl' where the Dutch name stands in for a missing one. */
  countries: z.array(z.object({ value: z.string(), count: z.number().int(), lang: LanguageSchema })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameLang: LanguageSchema, count: z.number().int() })),
});
export type GalleryFacets = z.infer<typeof GalleryFacetsSchema>;

/**
 * Where an item stands in a filtered gallery: its position (1-based) of the total, and the
 * items before and after it, wrapping at both ends (null when it is the only one).
 */
export const GalleryNeighboursSchema = z.object({
  position: z.number().int(),
  total: z.number().int(),
  previous: GalleryItemSchema.nullable(),
  next: GalleryItemSchema.nullable(),
});
export type GalleryNeighbours = z.infer<typeof GalleryNeighboursSchema>;

export const DEFAULT_PAGE_SIZE = GALLERY_PAGE_SIZE;

