import { z } from 'zod';
import { LanguageSchema } from '../locales';
import { BlogContentSchema, isEmptyContent } from './blog';
import { IdSchema, optionalText, updateOf } from './common';
import { GalleryItemSchema } from './gallery';
import { ResponsiveImageSchema } from './media';

/*
 * Collections: a story told in photos (an expedition, a winter of musk oxen). Titles and the
 * introduction in Dutch (required), English and Swedish; the items in the order the photographer set.
 */

/** The photo that stands for a collection (its card, link previews). */
export const CollectionCoverSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  alt: z.string(),
  /** The language `alt` is in (Dutch where the photo has no text of its own in the asked one). */
  altLang: LanguageSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  image: ResponsiveImageSchema.nullable(),
});
export type CollectionCover = z.infer<typeof CollectionCoverSchema>;

/** A published collection in one language, as its card shows it. */
export const CollectionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The language `title` is in: the asked one, or Dutch where the collection has no title in it. */
  titleLang: LanguageSchema,
  cover: CollectionCoverSchema.nullable(),
  /** Published items in it. */
  itemCount: z.number().int(),
  /** The months of its first and last photo (`2024-06`): never finer, so no sensitive photo's day shows. */
  firstMonth: z.string().nullable(),
  lastMonth: z.string().nullable(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

/** One page of a list; `nextCursor` asks for the next one (null: this was the last). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });

export const CollectionListPageSchema = pageOf(CollectionSummarySchema);
export type CollectionListPage = z.infer<typeof CollectionListPageSchema>;

export const CollectionItemsPageSchema = pageOf(GalleryItemSchema);
export type CollectionItemsPage = z.infer<typeof CollectionItemsPageSchema>;

/** GET /api/collections/{slug}: the collection with its introduction and the first page of its photos. */
export const CollectionSchema = CollectionSummarySchema.extend({
  intro: BlogContentSchema.nullable(),
  /** The language `intro` is in (Dutch where the asked language has none of its own). */
  introLang: LanguageSchema,
  items: CollectionItemsPageSchema,
});
export type Collection = z.infer<typeof CollectionSchema>;

/** A collection a photo is in, as the photo's page names it. */
export const CollectionRefSchema = z.object({ slug: z.string(), title: z.string(), titleLang: LanguageSchema });
export type CollectionRef = z.infer<typeof CollectionRefSchema>;

/** Back-office list row and edit form. */
export const CollectionAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  titleNl: z.string(),
  titleEn: z.string().nullable(),
  titleSv: z.string().nullable(),
  introNl: z.string().nullable(),
  introEn: z.string().nullable(),
  introSv: z.string().nullable(),
  coverItemId: z.number().int().nullable(),
  /** The cover's (or else the first item's) thumbnail. */
  coverThumbnailUrl: z.string().nullable(),
  isPublished: z.boolean(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionAdmin = z.infer<typeof CollectionAdminSchema>;

export const COLLECTION_TITLE_REQUIRED = 'Dutch title is required';

const introInput = z.preprocess(
  (v) => (v && typeof v === 'object' ? JSON.stringify(v) : v),
  z.string().max(200_000, 'The introduction is at most 200,000 characters').nullable().optional(),
);

/** A collection's editable fields, defined once: create and update derive from them. */
const CollectionFieldsSchema = z.object({
  titleNl: z.string({ error: COLLECTION_TITLE_REQUIRED }).trim().min(1, COLLECTION_TITLE_REQUIRED).max(200, 'Title must be at most 200 characters'),
  titleEn: optionalText(200),
  titleSv: optionalText(200),
  introNl: introInput,
  introEn: introInput,
  introSv: introInput,
  coverItemId: IdSchema.nullable().optional(),
  isPublished: z.boolean().default(false),
});

const INTROS = ['introNl', 'introEn', 'introSv'] as const;

/** POST /api/admin/collections: the form. Empty introductions are stored as null. */
export const CollectionInputSchema = CollectionFieldsSchema.transform((v) => ({
  ...v,
  introNl: isEmptyContent(v.introNl) ? null : v.introNl!,
  introEn: isEmptyContent(v.introEn) ? null : v.introEn!,
  introSv: isEmptyContent(v.introSv) ? null : v.introSv!,
}));
export type CollectionInput = z.input<typeof CollectionInputSchema>;

/** PUT /api/admin/collections/{id}: the fields sent change, the others keep their values (the form sends them all). */
export const CollectionUpdateSchema = updateOf(CollectionFieldsSchema).transform((v) => {
  const out = { ...v };
  for (const key of INTROS) if (out[key] !== undefined) out[key] = isEmptyContent(out[key]) ? null : out[key];
  return out;
});
export type CollectionUpdate = z.input<typeof CollectionUpdateSchema>;

/** An item of a collection in the back-office, in its place. */
export const CollectionItemAdminSchema = z.object({
  itemId: z.number().int(),
  /** 0-based place in the collection. */
  index: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  isPublished: z.boolean(),
});
export type CollectionItemAdmin = z.infer<typeof CollectionItemAdminSchema>;
export const CollectionItemsAdminPageSchema = pageOf(CollectionItemAdminSchema);
export type CollectionItemsAdminPage = z.infer<typeof CollectionItemsAdminPageSchema>;

/** POST /api/admin/collections/{id}/items: appended at the end in the order sent; ones already in stay where they are. */
export const CollectionAddItemsSchema = z.object({
  itemIds: z.array(IdSchema).min(1, 'Choose at least one photo').max(5000, 'At most 5000 photos at once'),
});
export type CollectionAddItems = z.input<typeof CollectionAddItemsSchema>;
export const CollectionAddItemsResponseSchema = z.object({ message: z.string(), added: z.number().int() });

/** PUT /api/admin/collections/{id}/items/{itemId}: move the item to `index` (0-based; past the end: last). */
export const CollectionMoveSchema = z.object({ index: z.number({ error: 'Give the new place as a number' }).int().min(0) });
export type CollectionMove = z.input<typeof CollectionMoveSchema>;

/** `?cursor=` of the public and admin pages of a collection. */
export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
