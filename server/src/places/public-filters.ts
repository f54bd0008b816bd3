import { sql } from 'drizzle-orm';
import { categories, galleryItemCategories, galleryItems } from '../db/schema';

/**
 * True for an item whose location may be shown: neither the item nor any of its categories is
 * marked sensitive. Every public answer that places a photo filters by this in the database.
 */
export const locationShareable = sql`(${galleryItems.sensitiveLocation} = 0 AND NOT EXISTS (SELECT 1 FROM ${galleryItemCategories} INNER JOIN ${categories} ON ${categories.id} = ${galleryItemCategories.categoryId} WHERE ${galleryItemCategories.itemId} = ${galleryItems.id} AND ${categories.sensitiveLocation} = 1))`;
