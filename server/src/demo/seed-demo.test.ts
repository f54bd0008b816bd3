import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { sql } from 'drizzle-orm';
import { blogPosts, categories, galleryItemCategories, galleryItems, heroImages, mediaAssets, postMedia } from '../db/schema';
import { getAsset, primaryUrl } from '../media/assets';
import { makeTestCtx, type TestCtx } from '../media/media-test-kit';
import { seedDemoContent } from './seed-demo';
import { DEMO_PHOTOS, DEMO_TRANSLATIONS, DEMO_VIDEO, demoSize } from './demo-content';
import { FFMPEG } from '../media/video';
import { ENCODES_IMAGES } from '../../test/timeouts';

const count = async (ctx: TestCtx, t: typeof galleryItems | typeof blogPosts | typeof heroImages | typeof categories | typeof mediaAssets | typeof galleryItemCategories | typeof postMedia) =>
  Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(t).get())!.n);

// Small photos keep this fast; production seeds 24 photos at 2400 px.
const SMALL = { count: 4, width: 360, height: 240, video: false };

describe('seedDemoContent', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeTestCtx({ env: { DEMO_CONTENT: 'on' } });
  });
  afterAll(() => ctx.cleanup());

  it('fills an empty database through the upload path', async () => {
    const res = await seedDemoContent(ctx, SMALL);
    expect(res.seeded).toBe(true);
    expect(await count(ctx, galleryItems)).toBe(4);
    expect(await count(ctx, mediaAssets)).toBe(4);
    expect(await count(ctx, heroImages)).toBe(3);
    expect(await count(ctx, blogPosts)).toBe(3);
    expect(await count(ctx, categories)).toBeGreaterThanOrEqual(10);
    expect(await count(ctx, galleryItemCategories)).toBeGreaterThanOrEqual(8);

    const items = await ctx.db.select().from(galleryItems);
    for (const it of items) {
      // Stored media is referred to by its key; the answer's URL comes from the asset.
      expect(it.url).toBeNull();
      expect(it.mediaHash).toMatch(/^[a-f0-9]{64}$/);
      const url = primaryUrl((await getAsset(ctx.db, it.mediaHash!))!);
      expect(url).toMatch(/^\/media\/[a-f0-9]{64}-360\.jpg$/);
      expect(it.title.length).toBeGreaterThan(3);
      expect(it.titleEn && it.titleSv && it.descriptionEn && it.descriptionSv).toBeTruthy();
      expect(it.country && it.countryEn && it.countrySv).toBeTruthy();
      expect(it.dateTaken).toBeInstanceOf(Date);
      expect(it.width).toBe(360);
      expect(await Bun.file(`${ctx.env.mediaDir}/public/${url.slice(7)}`).exists()).toBe(true);
    }
    // Camera Exif went in and came back out through the ingest path; some photos carry GPS.
    expect((items[0]!.metadata as { Make?: string }).Make).toBe('NIKON CORPORATION');
    expect(items.some((i) => typeof (i.metadata as { latitude?: number }).latitude === 'number')).toBe(true);

    const types = new Set((await ctx.db.select({ type: categories.type }).from(categories)).map((c) => c.type));
    expect([...types].sort()).toEqual(['animal', 'country', 'landscape', 'plant']);
    const cats = await ctx.db.select().from(categories);
    expect(cats.every((c) => c.name && c.nameEn && c.nameSv)).toBe(true);

    const posts = await ctx.db.select().from(blogPosts);
    for (const p of posts) {
      expect(p.isPublished).toBe(true);
      expect(p.publishedAt).toBeInstanceOf(Date);
      expect(p.titleEn && p.titleSv).toBeTruthy();
      // Stored as the back-office's save stores it: sanitized HTML with headings, lists, quotes and photos.
      for (const c of [p.contentNl, p.contentEn!, p.contentSv!]) {
        for (const tag of ['<h2>', '<p>', '<ul>', '<blockquote>', '<img ']) expect(c).toContain(tag);
        expect(c.startsWith('{')).toBe(false);
      }
      expect(p.featuredMediaHash).toMatch(/^[a-f0-9]{64}$/);
    }
    const heroes = await ctx.db.select().from(heroImages);
    expect(heroes.every((h) => h.alt.length > 10 && h.title && h.isActive && h.mediaHash)).toBe(true);
    // The photos of the posts' texts are listed by key.
    expect(await count(ctx, postMedia)).toBeGreaterThanOrEqual(3);
  }, ENCODES_IMAGES);

  it('does nothing on a database that has content', async () => {
    const before = await count(ctx, galleryItems);
    const res = await seedDemoContent(ctx, SMALL);
    expect(res.seeded).toBe(false);
    expect(await count(ctx, galleryItems)).toBe(before);
    expect(await count(ctx, blogPosts)).toBe(3);
  });

  it('does nothing when DEMO_CONTENT is off', async () => {
    const off = await makeTestCtx({ env: { DEMO_CONTENT: 'off' } });
    try {
      expect((await seedDemoContent(off, SMALL)).seeded).toBe(false);
      expect(await count(off, galleryItems)).toBe(0);
    } finally {
      off.cleanup();
    }
  });
});

describe('demo photos', () => {
  it('are two dozen distinct scenes in several aspect ratios', () => {
    expect(DEMO_PHOTOS.length).toBeGreaterThanOrEqual(24);
    const looks = new Set(DEMO_PHOTOS.map((p) => `${p.scene}/${p.variant}`));
    expect(looks.size).toBe(DEMO_PHOTOS.length);
    expect(new Set(DEMO_PHOTOS.map((p) => p.title)).size).toBe(DEMO_PHOTOS.length);
    const ratios = new Set(DEMO_PHOTOS.map((p) => (p.aspect![0] / p.aspect![1]).toFixed(2)));
    expect(ratios.size).toBeGreaterThanOrEqual(5);
    expect(demoSize(DEMO_PHOTOS[5]!, 2400)).toEqual({ width: 1600, height: 2400 });
  });

  it('have their title (the alt text) and description in Dutch, English and Swedish', () => {
    for (const p of [...DEMO_PHOTOS, DEMO_VIDEO]) {
      const t = DEMO_TRANSLATIONS[p.fileName];
      expect(t, p.fileName).toBeTruthy();
      for (const [title, description] of [t!.nl, t!.sv]) {
        expect(title.length).toBeGreaterThan(3);
        expect(description.length).toBeGreaterThan(10);
        expect(title).not.toBe(p.title);
      }
    }
  });
});

describe('seedDemoContent with the demo video', () => {
  it(FFMPEG ? 'adds a short video with a poster made by ffmpeg' : 'logs that the video is skipped without ffmpeg', async () => {
    const ctx = await makeTestCtx({ env: { DEMO_CONTENT: 'on' } });
    try {
      const lines: string[] = [];
      const res = await seedDemoContent(ctx, { count: 3, width: 240, height: 160, log: (l) => lines.push(l) });
      expect(res.seeded).toBe(true);
      const videos = (await ctx.db.select().from(galleryItems)).filter((i) => i.type === 'video');
      if (!FFMPEG) {
        expect(videos).toHaveLength(0);
        expect(lines.join('\n')).toContain('no demo video');
        return;
      }
      expect(videos).toHaveLength(1);
      const video = videos[0]!;
      expect(video.titleEn).toBe(DEMO_VIDEO.title);
      expect(video.titleSv && video.title).toBeTruthy();
      expect(video.url).toBeNull();
      expect(primaryUrl((await getAsset(ctx.db, video.mediaHash!))!)).toMatch(/\.mp4$/);
      expect(video.thumbnailUrl).toMatch(/^\/media\/.+\.(webp|jpg)$/);
      expect(video.width).toBe(960);
      expect(video.height).toBe(540);
    } finally {
      await ctx.cleanup();
    }
  }, ENCODES_IMAGES);
});
