import { sanitizeRichText } from '@portfolio/shared/sanitize-rich-text';
import type { UploadResult } from '@portfolio/shared';
import { slugify } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../lib/app-env';
import { blogPosts, categories, galleryItemCategories, galleryItems, heroImages } from '../db/schema';
import { ingestBytes } from '../media/ingest.service';
import { addPostMedia, mediaKeysInTexts } from '../media/post-media';
import { bumpContentVersion } from '../lib/content-version';
import { demoPosts } from './demo-blog';
import { countryNames, DEMO_CATEGORIES, DEMO_HEROES, DEMO_PHOTOS, DEMO_VIDEO, demoSize, demoTexts, type DemoCategoryKey, type DemoPhoto } from './demo-content';
import { makeDemoVideo } from './demo-video';
import { sceneSvg } from './demo-scenes';

export interface SeedOptions {
  /** How many demo photos (at most 24). Tests use a few. */
  count?: number;
  /** The long side of each demo photo in pixels (2400); the short side follows its aspect ratio. */
  width?: number;
  /** Only the larger of width and height counts (kept for callers that give both). */
  height?: number;
  /** Also make the demo video (with ffmpeg, where it is installed). Default true. */
  video?: boolean;
  log?: (msg: string) => void;
  /** Called once it is clear the site will be filled (before the slow part). */
  onStart?: () => void;
}

export interface SeedResult {
  seeded: boolean;
  reason?: string;
  photos: number;
  ms: number;
}

const rational = (n: number, den = 10) => `${Math.round(n * den)}/${den}`;
const dms = (deg: number) => {
  const a = Math.abs(deg);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = (a - d - m / 60) * 3600;
  return `${d}/1 ${m}/1 ${Math.round(s * 100)}/100`;
};

/** Renders one demo photo as a camera-like JPEG with Exif (and GPS for some). */
export async function renderDemoPhoto(photo: DemoPhoto, width: number, height: number): Promise<Buffer> {
  const c = photo.camera;
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: c.make, Model: c.model, Software: 'Nordic Light demo', Artist: 'Nordic Light' },
    IFD2: {
      DateTimeOriginal: photo.taken,
      CreateDate: photo.taken,
      FNumber: rational(c.fnumber),
      ExposureTime: c.exposure,
      ISOSpeedRatings: String(c.iso),
      FocalLength: `${c.focal}/1`,
      LensModel: c.lens,
    },
  };
  if (photo.gps) {
    const [lat, lon] = photo.gps;
    exif.IFD3 = { GPSLatitudeRef: lat >= 0 ? 'N' : 'S', GPSLatitude: dms(lat), GPSLongitudeRef: lon >= 0 ? 'E' : 'W', GPSLongitude: dms(lon) };
  }
  return sharp(Buffer.from(sceneSvg(photo.scene, photo.seed, width, height, photo.variant)))
    .jpeg({ quality: 88 })
    .withExif(exif)
    .toBuffer();
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [g, p, h] = await Promise.all(
    [galleryItems, blogPosts, heroImages].map((t) => ctx.db.select({ n: sql<number>`count(*)` }).from(t).get()),
  );
  return Number(g?.n ?? 0) === 0 && Number(p?.n ?? 0) === 0 && Number(h?.n ?? 0) === 0;
}

/**
 * Fills an empty site (no gallery items, posts or hero images) with demo content unless
 * DEMO_CONTENT=off: photos drawn by the project and stored through the same ingest path as an
 * upload, categories in three languages, gallery items, three hero images and three posts.
 * Does nothing on a database that has any of those.
 */
export async function seedDemoContent(ctx: AppContext, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const done = (seeded: boolean, photos: number, reason?: string): SeedResult => ({ seeded, photos, reason, ms: Math.round(performance.now() - started) });
  if (!ctx.env.DEMO_CONTENT) return done(false, 0, 'DEMO_CONTENT is off');
  if (!(await isEmpty(ctx))) return done(false, 0, 'the site already has content');

  opts.onStart?.();
  const count = Math.max(3, Math.min(opts.count ?? DEMO_PHOTOS.length, DEMO_PHOTOS.length));
  const long = Math.max(opts.width ?? 0, opts.height ?? 0) || 2400;
  const photos = DEMO_PHOTOS.slice(0, count);
  const render = (p: DemoPhoto) => {
    const { width, height } = demoSize(p, long);
    return renderDemoPhoto(p, width, height);
  };

  // Render the next photo while the current one is ingested: the two use different cores.
  const uploads: UploadResult[] = [];
  let next = render(photos[0]!);
  for (let i = 0; i < photos.length; i++) {
    const bytes = await next;
    if (i + 1 < photos.length) next = render(photos[i + 1]!);
    uploads.push(await ingestBytes(ctx, bytes, photos[i]!.fileName));
  }
  // A short film made from a demo scene; its poster comes out of the same ingest path as an upload's.
  const videoBytes = opts.video === false ? null : await makeDemoVideo(opts.log);
  const video = videoBytes ? await ingestBytes(ctx, videoBytes, DEMO_VIDEO.fileName) : null;
  // Another instance may have filled the site meanwhile; the photos are stored either way.
  if (!(await isEmpty(ctx))) return done(false, count, 'the site got content while seeding');

  const catIds = new Map<DemoCategoryKey, number>();
  const existing = await ctx.db.select({ id: categories.id, name: categories.name }).from(categories);
  for (const [key, c] of Object.entries(DEMO_CATEGORIES) as [DemoCategoryKey, (typeof DEMO_CATEGORIES)[DemoCategoryKey]][]) {
    const found = existing.find((e) => e.name === c.name);
    const id = found?.id ?? (await ctx.db.insert(categories).values({ ...c }).returning({ id: categories.id }).get()).id;
    catIds.set(key, id);
  }

  const createdAtBase = Date.now() - count * 60_000;
  /** One gallery item of the demo: its upload, its texts in three languages, its categories. */
  const addItem = async (up: UploadResult, demo: Parameters<typeof demoTexts>[0] & { location: string; country: DemoPhoto['country']; categories: readonly DemoCategoryKey[] }, dateTaken: string | null, order: number) => {
    const item = await ctx.db
      .insert(galleryItems)
      .values({
        type: up.type,
        mediaHash: up.hash,
        thumbnailUrl: up.thumbnailUrl,
        ...demoTexts(demo),
        location: demo.location,
        ...countryNames(demo.country),
        dateTaken: dateTaken ? new Date(dateTaken) : null,
        createdAt: new Date(createdAtBase + order * 60_000),
        isPublished: true,
        metadata: up.metadata,
        width: up.width,
        height: up.height,
      })
      .returning({ id: galleryItems.id })
      .get();
    const links = [...new Set(demo.categories)].map((k) => ({ itemId: item.id, categoryId: catIds.get(k)! }));
    if (links.length) await ctx.db.insert(galleryItemCategories).values(links).onConflictDoNothing();
  };
  for (const [i, photo] of photos.entries()) await addItem(uploads[i]!, photo, uploads[i]!.dateTaken, i);
  if (video) await addItem(video, DEMO_VIDEO, DEMO_VIDEO.taken, count);

  for (const [order, hero] of DEMO_HEROES.entries()) {
    const up = uploads[hero.photo % count]!;
    await ctx.db.insert(heroImages).values({ mediaHash: up.hash, alt: hero.alt, title: hero.title, displayOrder: order, isActive: true });
  }

  for (const post of demoPosts((n) => uploads[n % count]!.url)) {
    const { headerPhoto, bodyPhoto: _body, publishedAt, ...written } = post;
    // As the back-office's save stores it: the editor's document as sanitized HTML.
    const texts = { ...written, contentNl: sanitizeRichText(written.contentNl), contentEn: sanitizeRichText(written.contentEn), contentSv: sanitizeRichText(written.contentSv) };
    const row = await ctx.db.insert(blogPosts).values({
      ...texts,
      slug: slugify(post.titleNl),
      featuredMediaHash: uploads[headerPhoto % count]!.hash,
      isPublished: true,
      publishedAt: new Date(publishedAt),
      createdAt: new Date(publishedAt),
      updatedAt: new Date(publishedAt),
    }).returning({ id: blogPosts.id }).get();
    const photos = mediaKeysInTexts([texts.contentNl, texts.contentEn, texts.contentSv]);
    await addPostMedia(ctx.db, row.id, photos);
  }
  await bumpContentVersion(ctx.db);
  const result = done(true, count);
  opts.log?.(`Demo content: ${count} photos, ${video ? '1 video, ' : ''}${catIds.size} categories, 3 hero images and 3 posts in ${result.ms} ms`);
  return result;
}
