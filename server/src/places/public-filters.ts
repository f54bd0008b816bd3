import type { Language } from '@portfolio/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { categories, galleryItemCategories, galleryItems } from '../db/schema';

/** The gallery's filters, as the map and its photo lists take them from the address. */
export const PublicFiltersSchema = z.object({
  type: z.enum(['photo', 'video']).optional().catch(undefined),
  category: z.coerce.number().int().positive().optional().catch(undefined),
  /** The country's name in the asked language, as the gallery's filter lists it. */
  country: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
});
export type PublicFilters = z.output<typeof PublicFiltersSchema>;

/** A stable text of the filters, for cache keys and links. */
export const filtersKey = (f: PublicFilters) => `type=${f.type ?? ''}&category=${f.category ?? ''}&country=${encodeURIComponent(f.country ?? '')}&q=${encodeURIComponent(f.q ?? '')}`;

/**
 * True for an item whose location may be shown: neither the item nor any of its categories is
 * marked sensitive. Every public answer that places a photo filters by this in the database.
 */
export const locationShareable = sql`(${galleryItems.sensitiveLocation} = 0 AND NOT EXISTS (SELECT 1 FROM ${galleryItemCategories} INNER JOIN ${categories} ON ${categories.id} = ${galleryItemCategories.categoryId} WHERE ${galleryItemCategories.itemId} = ${galleryItems.id} AND ${categories.sensitiveLocation} = 1))`;

const countryIn = (language: Language) => (language === 'en' ? galleryItems.countryEn : language === 'sv' ? galleryItems.countrySv : galleryItems.country);

/** Published items that match the filters. */
export function publicFilterWhere(f: PublicFilters, language: Language): SQL {
  const where: SQL[] = [eq(galleryItems.isPublished, true), eq(galleryItems.isPrivate, false)];
  if (f.type) where.push(eq(galleryItems.type, f.type));
  if (f.category) where.push(sql`EXISTS (SELECT 1 FROM ${galleryItemCategories} WHERE ${galleryItemCategories.itemId} = ${galleryItems.id} AND ${galleryItemCategories.categoryId} = ${f.category})`);
  // The name in the asked language, which falls back to the Dutch one when blank.
  if (f.country) where.push(sql`coalesce(nullif(trim(${countryIn(language)}), ''), ${galleryItems.country}) = ${f.country}`);
  for (const word of (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = `%${word.replace(/[%_\\]/g, '\\$&')}%`;
    const fields = [galleryItems.title, galleryItems.titleEn, galleryItems.titleSv, galleryItems.description, galleryItems.descriptionEn, galleryItems.descriptionSv];
    where.push(sql`(${sql.join(fields.map((field) => sql`${field} LIKE ${pattern} ESCAPE '\\'`), sql` OR `)})`);
  }
  return and(...where)!;
}
