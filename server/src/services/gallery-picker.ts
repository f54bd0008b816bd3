import type { GalleryPickerPage, GalleryPickerQuerySchema } from '@portfolio/shared';
import { and, desc, eq, exists, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { galleryItemCategories, galleryItems } from '../db/schema';
import { mediaByKey } from '../media/assets';

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
const literal = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Stored photos of the gallery for a picker (the blog editor, the About portrait): newest first,
 * one page per call (keyset on the id), narrowed by words and a category.
 */
export async function pickerPage(db: Db, q: z.output<typeof GalleryPickerQuerySchema>): Promise<GalleryPickerPage> {
  const where: SQL[] = [eq(galleryItems.type, 'photo'), isNotNull(galleryItems.mediaHash)];
  if (q.cursor) where.push(lt(galleryItems.id, q.cursor));
  for (const word of (q.search ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = literal(word);
    const columns = [galleryItems.title, galleryItems.titleEn, galleryItems.titleSv, galleryItems.location, galleryItems.country, galleryItems.countryEn, galleryItems.countrySv];
    where.push(or(...columns.map((c) => sql`${c} LIKE ${p} ESCAPE '\\'`))!);
  }
  if (q.categoryId) {
    const link = db.select().from(galleryItemCategories).where(and(eq(galleryItemCategories.itemId, galleryItems.id), eq(galleryItemCategories.categoryId, q.categoryId)));
    where.push(exists(link));
  }
  const rows = await db
    .select({ id: galleryItems.id, title: galleryItems.title, alt: galleryItems.alt, mediaHash: galleryItems.mediaHash, isPublished: galleryItems.isPublished })
    .from(galleryItems)
    .where(and(...where))
    .orderBy(desc(galleryItems.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const media = await mediaByKey(db, page.map((r) => r.mediaHash));
  return {
    items: page.flatMap((r) => {
      const m = media.get(r.mediaHash!);
      return m ? [{ id: r.id, title: r.title, alt: r.alt || r.title, mediaHash: r.mediaHash!, url: m.url, thumbnailUrl: m.thumbnailUrl, width: m.width, height: m.height, isPublished: r.isPublished }] : [];
    }),
    nextCursor: rows.length > q.limit ? page[page.length - 1]!.id : null,
  };
}
