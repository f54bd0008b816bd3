import type { Language, PhotoContext } from '@portfolio/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { isSensitive, localized } from '../db/mappers';
import { categories, galleryItemCategories, galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { photoPlace } from '../places/places.service';
import { GALLERY_ITEM_NOT_FOUND } from './gallery.service';
import { collectionsOfItem } from '../collections/collections-public.service';
import { relatedItems } from './related.service';
import { getSettings } from '../site/settings.service';
import { isPublicItem } from './public-item';

/** What a published photo's page shows beside it: its collections, related photos, and its place at the public precision. */
export async function photoContext(db: Db, id: number, lang: Language): Promise<PhotoContext> {
  const item = await db.select().from(galleryItems).where(and(eq(galleryItems.id, id), isPublicItem())).get();
  if (!item) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
  const [cats, settings, inCollections, related] = await Promise.all([
    db.select({ sensitiveLocation: categories.sensitiveLocation }).from(galleryItemCategories).innerJoin(categories, eq(categories.id, galleryItemCategories.categoryId)).where(eq(galleryItemCategories.itemId, id)),
    getSettings(db),
    collectionsOfItem(db, id, lang),
    relatedItems(db, id, lang),
  ]);
  const country = localized(lang, item.country, item.countryEn, item.countrySv);
  return { collections: inCollections, related, place: photoPlace(item, country, isSensitive(item, cats), settings.mapPrecision) };
}
