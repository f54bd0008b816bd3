import { z } from 'zod';
import type { AnswerName } from '../answers';
import { DEFAULT_LANGUAGE, LanguageSchema } from '../locales';
import { parseView } from '../map-view';
import { BlogPostSchema, BlogPostSummarySchema } from './blog';
import { CategorySchema } from './category';
import { CollectionItemsPageSchema, CollectionListPageSchema, CollectionSchema, CursorQuerySchema } from './collection';
import { IdSchema } from './common';
import { GalleryItemSchema } from './gallery';
import { GalleryFacetsSchema, GalleryFilterSchema, GalleryListQuerySchema, GalleryNeighboursSchema, PageQuerySchema } from './gallery-query';
import { HeroImageSchema } from './hero';
import { MapAnswerSchema, PhotoContextSchema } from './places';
import { SiteSettingsSchema } from './settings';
import { CartSchema, LicenceViewSchema, OrderViewSchema, ShopOfferSchema } from './shop';
import { PublicSiteTextsSchema } from './site-texts';

/*
 * What each public answer takes and gives, by name (the names and paths are in ../answers.ts,
 * which the browser reads without zod). `query` is the address's parameters, path and query
 * together; `response` is the JSON body; `missing`: it can name what does not exist (404 from the
 * API, null in a page). A paged answer (`paged` in ../answers.ts) answers an
 * array of `response`'s items with X-Total-Count and a Link to the next page.
 */

/** `?language=` (English when absent) and an optional `?limit=` of a whole list. */
export const LanguageListQuerySchema = z.object({
  language: LanguageSchema.default(DEFAULT_LANGUAGE),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
});

const LanguageQuerySchema = LanguageListQuerySchema.pick({ language: true });
const SlugSchema = z.string().min(1).max(300);
/** A private address's token (an order's, a licence's). */
const TokenSchema = z.string().min(1).max(200);
const CollectionQuerySchema = LanguageQuerySchema.extend(CursorQuerySchema.shape);
const FilterQuerySchema = LanguageQuerySchema.extend(GalleryFilterSchema.shape);

/** The map's view in an address: `west,south,east,north` in degrees. */
const MapViewParamSchema = z
  .string()
  .max(100)
  .optional()
  .refine((text) => text === undefined || text === '' || parseView(text) !== null, 'The map view is west,south,east,north in degrees');

export const ANSWER_SCHEMAS = {
  heroImages: {
    // Without a language: the Dutch texts, as the specification's call answers.
    query: z.object({ language: LanguageSchema.optional(), limit: LanguageListQuerySchema.shape.limit }),
    response: z.array(HeroImageSchema),
  },
  galleryPage: { query: GalleryListQuerySchema, response: z.array(GalleryItemSchema) },
  galleryFacets: { query: FilterQuerySchema, response: GalleryFacetsSchema },
  galleryItem: { query: LanguageQuerySchema.extend({ id: IdSchema }), response: GalleryItemSchema, missing: true },
  galleryNeighbours: { query: FilterQuerySchema.extend({ id: IdSchema }), response: GalleryNeighboursSchema, missing: true },
  photoContext: { query: LanguageQuerySchema.extend({ id: IdSchema }), response: PhotoContextSchema, missing: true },
  galleryCategories: { query: LanguageListQuerySchema, response: z.array(CategorySchema) },
  postsPage: { query: PageQuerySchema, response: z.array(BlogPostSummarySchema) },
  post: { query: LanguageQuerySchema.extend({ slug: SlugSchema }), response: BlogPostSchema, missing: true },
  collections: { query: CollectionQuerySchema, response: CollectionListPageSchema },
  collection: { query: CollectionQuerySchema.omit({ cursor: true }).extend({ slug: SlugSchema }), response: CollectionSchema, missing: true },
  collectionItems: { query: CollectionQuerySchema.extend({ slug: SlugSchema }), response: CollectionItemsPageSchema, missing: true },
  map: { query: FilterQuerySchema.extend({ view: MapViewParamSchema }), response: MapAnswerSchema },
  siteSettings: { query: z.object({}), response: SiteSettingsSchema },
  siteTexts: { query: LanguageQuerySchema, response: PublicSiteTextsSchema },
  shopOffer: { query: LanguageQuerySchema.extend({ id: IdSchema }), response: ShopOfferSchema.nullable() },
  shopCart: { query: LanguageQuerySchema, response: CartSchema },
  shopOrder: { query: LanguageQuerySchema.extend({ token: TokenSchema }), response: OrderViewSchema, missing: true },
  shopLicence: { query: LanguageQuerySchema.extend({ token: TokenSchema }), response: LicenceViewSchema, missing: true },
} satisfies Record<AnswerName, { query: z.ZodObject; response: z.ZodType; missing?: true }>;

export type AnswerSchemas = typeof ANSWER_SCHEMAS;
