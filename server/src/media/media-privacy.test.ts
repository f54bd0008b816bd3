import { describe, expect, it } from 'bun:test';
import { API, UploadResultSchema } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { makeHero, makeItem, makePost } from '../../test/factories';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { mediaAssets } from '../db/schema';
import { makeJpeg, multipart } from '../media/media-test-kit';
import { publicUse } from '../media/public-assets';

/*
 * A file is public only while a published, public thing uses it: then it answers everyone with the
 * long immutable cache; otherwise only the back-office (bearer token or its media cookie), with
 * `private, no-store`, and everyone else a 404 no cache keeps.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function upload(t: TestApp, seed: number) {
  const bytes = await makeJpeg({ width: 320, height: 200, seed });
  const res = await t.app.request(API.admin.upload, { method: 'POST', headers: { Authorization: `Bearer ${t.token}` }, body: multipart('file', [{ name: `photo-${seed}.jpg`, bytes }]) });
  expect(res.status).toBe(200);
  return UploadResultSchema.parse(await res.json());
}

/** How a file answers someone without a session: its status and cache header. */
async function publicly(t: TestApp, url: string) {
  const res = await t.app.request(url);
  return [res.status, res.headers.get('cache-control')];
}

const HIDDEN = [404, 'no-store'];
const SHOWN = [200, IMMUTABLE];

describe('the files of things that are not public', () => {
  it('a fresh upload answers the back-office only, never with a public cache; publishing makes it public, unpublishing hides it again', async () => {
    const t = await createTestApp();
    const photo = await upload(t, 61);
    for (const url of [photo.url, photo.thumbnailUrl!, photo.image!.fallback, ...photo.image!.webp.map((w) => w.url)]) expect(await publicly(t, url), url).toEqual(HIDDEN);
    const mine = await t.app.request(photo.url, { headers: { Authorization: `Bearer ${t.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    // A token that is not a session's sees nothing more than anyone.
    expect((await t.app.request(photo.url, { headers: { Authorization: 'Bearer not-a-session' } })).status).toBe(404);

    const item = await t.request('POST', API.admin.galleryItems, { body: { mediaHash: photo.hash, title: 'Nieuw', isPublished: false } });
    expect(item.status).toBe(201);
    expect(await publicly(t, photo.url)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.galleryItem(item.body.id), { body: { isPublished: true } });
    expect(await publicly(t, photo.url)).toEqual(SHOWN);
    expect(await publicly(t, photo.thumbnailUrl!)).toEqual(SHOWN);
    await t.request('PUT', API.admin.galleryItem(item.body.id), { body: { isPublished: false } });
    expect(await publicly(t, photo.url)).toEqual(HIDDEN);
  }, ENCODES_IMAGES);

  it("the browser's back-office gets a media cookie (path /media, HttpOnly, SameSite=Strict) that ends with its session", async () => {
    const t = await createTestApp();
    const photo = await upload(t, 62);
    const login = await t.app.request(API.admin.login, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'correct-horse-battery' }) });
    expect(login.status).toBe(200);
    const set = login.headers.get('set-cookie')!;
    expect(set).toMatch(/^admin_media=[\w-]{40,};/);
    expect(set).toContain('Path=/media');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Strict');
    const cookie = set.split(';')[0]!;
    const { token } = (await login.json()) as { token: string };
    const withCookie = await t.app.request(photo.url, { headers: { Cookie: cookie } });
    expect([withCookie.status, withCookie.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await t.app.request(photo.url, { headers: { Cookie: 'admin_media=guess' } })).status).toBe(404);

    // Asked again (a session from before, a cleared cookie): a new key for the same session.
    const again = await t.app.request(API.admin.mediaAccess, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(again.status).toBe(200);
    const renewed = again.headers.get('set-cookie')!.split(';')[0]!;
    expect(renewed).not.toBe(cookie);
    expect((await t.app.request(photo.url, { headers: { Cookie: renewed } })).status).toBe(200);
    expect((await t.app.request(API.admin.mediaAccess, { method: 'POST' })).status).toBe(401);

    // Signing out clears the cookie and ends what it opened.
    const out = await t.app.request(API.admin.logout, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(out.headers.get('set-cookie')).toMatch(/^admin_media=;.*Max-Age=0/);
    expect((await t.app.request(photo.url, { headers: { Cookie: renewed } })).status).toBe(404);
  }, ENCODES_IMAGES);

  it("a client gallery's photo, a draft's photos, an inactive slide and an unpublished collection's pictures stay hidden; each turns public with its thing", async () => {
    const t = await createTestApp();
    const [client, header, inText, slide, intro, portrait, poster] = await Promise.all([63, 64, 65, 66, 67, 68, 69].map((seed) => upload(t, seed)));

    const gallery = await t.request('POST', API.admin.clientGalleries, { body: { name: 'Polar Magazine', password: null } });
    expect((await t.request('POST', API.admin.clientGalleryUpload(gallery.body.id), { body: { mediaHashes: [client.hash] } })).status).toBe(201);
    expect(await publicly(t, client.url)).toEqual(HIDDEN);

    const post = await makePost(t.db, { isPublished: false, featuredMediaHash: header.hash, contentNl: `<p>Uil</p><img src="${inText.url}" data-media="${inText.hash}">` });
    expect(await publicly(t, header.url)).toEqual(HIDDEN);
    expect(await publicly(t, inText.url)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.blogPost(post.id), { body: { isPublished: true } });
    expect(await publicly(t, header.url)).toEqual(SHOWN);
    expect(await publicly(t, inText.url)).toEqual(SHOWN);

    const hero = await makeHero(t.db, { mediaHash: slide.hash, isActive: false });
    expect(await publicly(t, slide.url)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.heroImage(hero.id), { body: { isActive: true } });
    expect(await publicly(t, slide.url)).toEqual(SHOWN);

    const doc = JSON.stringify({ type: 'doc', content: [{ type: 'image', attrs: { src: intro.url, 'data-media': intro.hash } }] });
    const story = await t.request('POST', API.admin.collections, { body: { titleNl: 'Winter', introEn: doc } });
    expect(await publicly(t, intro.url)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.collection(story.body.id), { body: { isPublished: true } });
    expect(await publicly(t, intro.url)).toEqual(SHOWN);

    expect(await publicly(t, portrait.url)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.siteTexts, { body: { about: { portraitMediaHash: portrait.hash } } });
    expect(await publicly(t, portrait.url)).toEqual(SHOWN);

    // A video's poster is public with its film.
    const film = 'f'.repeat(64);
    await t.db.insert(mediaAssets).values({ hash: film, kind: 'video', mime: 'video/mp4', size: 10, originalFile: `${film}.mp4`, posterFile: poster.hash });
    const filmItem = await makeItem(t.db, { type: 'video', mediaHash: film, isPublished: false });
    expect(await publicly(t, poster.thumbnailUrl!)).toEqual(HIDDEN);
    await t.request('PUT', API.admin.galleryItem(filmItem.id), { body: { isPublished: true } });
    expect(await publicly(t, poster.thumbnailUrl!)).toEqual(SHOWN);

    // The back-office sees them all along.
    for (const f of [client, header, slide, intro, portrait]) expect((await t.app.request(f.url, { headers: { Authorization: `Bearer ${t.token}` } })).status).toBe(200);
    // The client still gets the gallery's photo through the gallery's own address.
    const token = gallery.body.path.split('/').pop();
    const file = client.image!.webp[0]!.url.split('/').pop();
    expect((await t.app.request(`/c/${token}/media/${file}`)).status).toBe(200);
  }, ENCODES_IMAGES);

  it('asks the database with indexed lookups only (the few collections aside)', async () => {
    const t = await createTestApp();
    const plan = await t.db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${publicUse('a'.repeat(64))}`);
    const scans = plan.map((r) => r.detail).filter((d) => /^SCAN /.test(d) && !/^SCAN (c|collections|CONSTANT ROW)\b/.test(d));
    expect(scans).toEqual([]);
  });
});
