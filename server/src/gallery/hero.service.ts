import type { HeroImage, HeroImageCreateSchema, Language } from '@portfolio/shared';
import type { z } from 'zod';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { toHeroImage } from '../db/mappers';
import { heroImages } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type KeysetKey, type ListPage, readKeysetPage } from '../lib/keyset';
import { mediaByKey } from '../media/assets';
import { mediaRefOf } from '../media/media-ref';
import { writeContent } from '../lib/content-version';

export const HERO_NOT_FOUND = 'Hero image not found';

type HeroFields = z.output<typeof HeroImageCreateSchema>;

async function withImages(db: Db, rows: (typeof heroImages.$inferSelect)[], lang?: Language): Promise<HeroImage[]> {
  const media = await mediaByKey(db, rows.map((r) => r.mediaHash));
  return rows.map((r) => toHeroImage(r, media, lang));
}

/** Active hero images in display order (the public slideshow), with their texts in `lang` when given. */
export async function listActiveHeroImages(db: Db, lang?: Language): Promise<HeroImage[]> {
  const rows = await db
    .select()
    .from(heroImages)
    .where(eq(heroImages.isActive, true))
    .orderBy(asc(heroImages.displayOrder), asc(heroImages.id));
  return withImages(db, rows, lang);
}

export async function listAllHeroImages(db: Db): Promise<HeroImage[]> {
  const rows = await db.select().from(heroImages).orderBy(asc(heroImages.displayOrder), asc(heroImages.id));
  return withImages(db, rows);
}

/** Display order, then the order they were added. */
const HERO_ORDER: KeysetKey<typeof heroImages.$inferSelect>[] = [
  { sql: heroImages.displayOrder, desc: false, of: (r) => r.displayOrder },
  { sql: heroImages.id, desc: false, of: (r) => r.id },
];

/** One page of every hero image (active or not) in display order, with how many there are. */
export async function listHeroImagesPage(db: Db, page: { limit: number; cursor?: string }): Promise<ListPage<HeroImage>> {
  const [{ rows, nextCursor }, total] = await Promise.all([
    readKeysetPage(HERO_ORDER, page, (after, orderBy, limit) => db.select().from(heroImages).where(after).orderBy(...orderBy).limit(limit)),
    db.select({ n: count() }).from(heroImages).get(),
  ]);
  return { items: await withImages(db, rows), total: total?.n ?? 0, nextCursor };
}

async function getRow(db: Db, id: number) {
  const row = await db.select().from(heroImages).where(eq(heroImages.id, id)).get();
  if (!row) throw new AppError('not_found', HERO_NOT_FOUND);
  return row;
}

export async function getHeroImage(db: Db, id: number): Promise<HeroImage> {
  return (await withImages(db, [await getRow(db, id)]))[0]!;
}

export async function createHeroImage(db: Db, input: HeroFields): Promise<HeroImage> {
  const ref = await mediaRefOf(db, input);
  const [rows] = await writeContent(db, [
    db
      .insert(heroImages)
      .values({
        ...ref,
        alt: input.alt,
        altEn: input.altEn ?? null,
        altSv: input.altSv ?? null,
        title: input.title ?? null,
        titleEn: input.titleEn ?? null,
        titleSv: input.titleSv ?? null,
        displayOrder: input.displayOrder,
        isActive: input.isActive,
      })
      .returning()]);
  return (await withImages(db, rows))[0]!;
}

/** Only the fields sent change (the list's toggle sends isActive alone). */
export async function updateHeroImage(db: Db, id: number, input: Partial<HeroFields>): Promise<HeroImage> {
  await getRow(db, id);
  const { url, mediaHash, ...fields } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  // A new photo replaces the slide's key and URL together.
  if (url || mediaHash) Object.assign(set, await mediaRefOf(db, { url, mediaHash }));
  const [rows] = await writeContent(db, [db.update(heroImages).set(set).where(eq(heroImages.id, id)).returning()]);
  return (await withImages(db, rows))[0]!;
}

export async function deleteHeroImage(db: Db, id: number): Promise<void> {
  await getRow(db, id);
  await writeContent(db, [db.delete(heroImages).where(eq(heroImages.id, id))]);
}
