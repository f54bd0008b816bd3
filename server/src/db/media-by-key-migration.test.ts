import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { API } from '@portfolio/shared';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { createApp } from '../app';
import { adminToken } from '../media/media-test-kit';
import { loadEnv } from '../env';
import type { PublicSite } from '../site/public-site';
import { migrationsUpTo } from '../../test/release-migrations';
import { openDb } from './client';
import type { Db } from './db-type';
import { blogPosts, galleryItemCategories, galleryItems, heroImages, mediaAssets, postMedia } from './schema';

const fixtures = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');
/** Answers of the release before 0009 on this database (make-release-fixture.ts). */
const before = JSON.parse(readFileSync(path.join(fixtures, 'release-answers.json'), 'utf8'));

/** The last migration of the release the fixture was made with. */
const RELEASE_LAST_MIGRATION = '0008_hero_texts_in_three_languages';

type Answer = Record<string, unknown>;
/** An image as the release answered it: `share` (the link-preview JPEG and its size) came later. */
const asReleased = (v: unknown): unknown => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
  if (!('fallback' in v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asReleased(x)]));
  const { share: _later, ...released } = v as Record<string, unknown>;
  return released;
};
const pick = (a: Answer, keys: string[]) => Object.fromEntries(keys.map((k) => [k, asReleased(a[k])]));
const ITEM = ['id', 'url', 'thumbnailUrl', 'width', 'height', 'image'];
const HERO = ['id', 'url', 'image'];
const POST = ['id', 'headerImage', 'image'];

describe('migration 0009 on a database of the release before it, with demo content', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-key-migration-'));
  const file = path.join(dataDir, 'portfolio.db');
  let db: Db;
  let get: (p: string, admin?: boolean) => Promise<any>;

  beforeAll(async () => {
    // The release's database, as it was on disk: its migrations, then its rows.
    const raw = createClient({ url: `file:${file}` });
    await migrate(drizzle(raw), { migrationsFolder: migrationsUpTo(RELEASE_LAST_MIGRATION, dataDir) });
    await raw.executeMultiple(readFileSync(path.join(fixtures, 'release-demo.sql'), 'utf8'));
    raw.close();
    const env = loadEnv({ DATA_DIR: dataDir, DEMO_CONTENT: 'off' });
    db = await openDb(`file:${file}`);
    const site = (await import('../../../web/src/entry-server.tsx')) as PublicSite;
    const app = createApp({ db, env, site });
    const token = await adminToken({ db, env });
    get = async (p, admin = false) => {
      const res = await app.request(p, { headers: admin ? { Authorization: `Bearer ${token}` } : {} });
      expect(res.status, p).toBe(200);
      return res.json();
    };
  });
  afterAll(() => {
    db.$client.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every category link of the rebuilt gallery table', async () => {
    const links = await db.select().from(galleryItemCategories);
    const linesInDump = readFileSync(path.join(fixtures, 'release-demo.sql'), 'utf8').match(/INSERT INTO gallery_item_categories /g)!.length;
    expect(links).toHaveLength(linesInDump);
    expect(linesInDump).toBeGreaterThan(5);
  });

  it('sets the media keys and keeps a URL only for media outside the site', async () => {
    const items = await db.select().from(galleryItems);
    expect(items.filter((i) => i.mediaHash && !i.url)).toHaveLength(items.length - 1);
    expect(items.find((i) => !i.mediaHash)!.url).toBe('https://photos.example.org/outside.jpg');
    const heroes = await db.select().from(heroImages);
    expect(heroes.filter((h) => h.mediaHash && !h.url)).toHaveLength(heroes.length - 1);
    expect(heroes.find((h) => !h.mediaHash)!.url).toBe('https://photos.example.org/hero.jpg');
    const posts = await db.select().from(blogPosts);
    expect(posts.every((p) => p.featuredMediaHash && !p.featuredImage)).toBe(true);
    // The photos of each post's text were listed once, after the migrations.
    for (const p of posts) expect((await db.select().from(postMedia).where(eq(postMedia.postId, p.id))).length, p.slug).toBeGreaterThan(0);
    expect((await db.run(sql`PRAGMA foreign_key_check`)).rows).toEqual([]);
  });

  it('answers the same URLs, thumbnails and images as the release did', async () => {
    const same = (now: Answer[], was: Answer[], keys: string[]) => expect(now.map((a) => pick(a, keys))).toEqual(was.map((a) => pick(a, keys)));
    same(await get(`${API.galleryItems}?language=en`), before.gallery, ITEM);
    same(await get(API.admin.galleryItems, true), before.galleryAdmin, ITEM);
    same(await get(API.heroImages), before.hero, HERO);
    same(await get(API.admin.heroImages, true), before.heroAdmin, HERO);
    same(await get(`${API.blogPosts}?language=en`), before.blog, POST);
    same(await get(API.admin.blogPosts, true), before.blogAdmin, ['id', 'headerImage']);
    for (const [slug, was] of Object.entries(before.blogPosts as Record<string, Answer>)) {
      const now = await get(`${API.blogPost(slug)}?language=en`);
      expect(pick(now, [...POST, 'contentImages']), slug).toEqual(pick(was, [...POST, 'contentImages']));
      expect(Object.keys(now.contentImages).length, slug).toBeGreaterThan(0);
    }
  });

  it('refuses to delete an asset that an item, a slide or a post uses', async () => {
    const used = (await db.select({ hash: galleryItems.mediaHash }).from(galleryItems).where(sql`${galleryItems.mediaHash} IS NOT NULL`).get())!.hash!;
    const deleting = (hash: string) =>
      db.delete(mediaAssets).where(eq(mediaAssets.hash, hash)).run().then(
        () => 'deleted',
        (err: Error) => String(err.cause ?? err),
      );
    expect(await deleting(used)).toContain('FOREIGN KEY');
    const inText = (await db.select().from(postMedia).get())!.mediaHash;
    expect(await deleting(inText)).toContain('FOREIGN KEY');
  });
});
