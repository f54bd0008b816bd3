import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp, type TestApp } from '../test/app';
import { makeCategory, makeItem } from '../test/factories';

/*
 * An update changes only what it names: on every update endpoint, a PUT of one field leaves every
 * other field as it was (a partial schema made from a create schema would fill in the create's
 * defaults and reset them). Each case creates a thing with every field set away from its default,
 * sends one field, and reads the whole thing back.
 */

/** Everything in `after` equals `before` but the keys named (and the ones that always move, like updatedAt). */
function expectOnly(before: Record<string, unknown>, after: Record<string, unknown>, changed: Record<string, unknown>, moving: string[] = []) {
  expect(after).toMatchObject(changed);
  const rest = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([k]) => !(k in changed) && !moving.includes(k)));
  expect(rest(after)).toEqual(rest(before));
}

async function put(t: TestApp, path: string, body: unknown) {
  const res = await t.request('PUT', path, { body });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}

const intro = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

describe('an update changes only the fields it sends', () => {
  it('client galleries: an end date alone keeps the downloads, the language, the password and the texts', async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.clientGalleries, {
      body: { name: 'Polar Magazine', messageNl: 'Hoi', messageEn: 'Hello', messageSv: 'Hej', language: 'sv', clientEmail: 'editor@example.org', expiresOn: '2026-06-30', downloads: 'original', password: 'walrus-at-dawn' },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.clientGallery(created.body.id))).body;
    const after = await put(t, API.admin.clientGallery(created.body.id), { expiresOn: '2036-12-31' });
    expectOnly(before, after, { expiresOn: '2036-12-31' }, ['state']);
    expect(after).toMatchObject({ downloads: 'original', language: 'sv', hasPassword: true });
  });

  it('gallery items: a place alone keeps the texts, the categories, the published state and the sensitive mark', async () => {
    const t = await createTestApp();
    const cat = await makeCategory(t.db);
    const created = await t.request('POST', API.admin.galleryItems, {
      body: { url: 'https://photos.example.org/fox.jpg', title: 'Vos', titleEn: 'Fox', description: 'In de sneeuw', country: 'Noorwegen', isPublished: false, sensitiveLocation: true, categoryIds: [cat.id] },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.galleryItem(created.body.id))).body;
    const after = await put(t, API.admin.galleryItem(created.body.id), { location: 'Tromsø' });
    expectOnly(before, after, { location: 'Tromsø' });
  });

  it('posts: an English excerpt alone keeps the texts, the header image and the published state', async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.blogPosts, {
      body: {
        titleNl: 'Uilen',
        titleEn: 'Owls',
        contentNl: '<p>Uilen in de nacht</p>',
        contentEn: '<p>Owls at night</p>',
        contentSv: '<p>Ugglor</p>',
        excerptNl: 'Kort',
        featuredImage: 'https://photos.example.org/owl.jpg',
        isPublished: true,
      },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.blogPost(created.body.id))).body;
    const after = await put(t, API.admin.blogPost(created.body.id), { excerptEn: 'Short' });
    expectOnly(before, after, { excerptEn: 'Short' }, ['updatedAt']);
    // An empty Dutch text is still refused when it is sent.
    expect((await t.request('PUT', API.admin.blogPost(created.body.id), { body: { contentNl: '<p></p>' } })).status).toBe(400);
  });

  it('collections: an English title alone keeps it published, its introductions and its cover', async () => {
    const t = await createTestApp();
    const cover = await makeItem(t.db, { title: 'IJsbeer' });
    const created = await t.request('POST', API.admin.collections, {
      body: { titleNl: 'Winter', titleSv: 'Vinter', introNl: intro('Drie maanden ijs'), introEn: intro('Three months of ice'), coverItemId: cover.id, isPublished: true },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.collection(created.body.id))).body;
    const after = await put(t, API.admin.collection(created.body.id), { titleEn: 'Winter on Svalbard' });
    expectOnly(before, after, { titleEn: 'Winter on Svalbard' }, ['updatedAt']);
    expect(after).toMatchObject({ isPublished: true, coverItemId: cover.id });
  });

  it('categories: an English name alone keeps the type and the sensitive mark', async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.categories, { body: { name: 'Slechtvalk', type: 'animal', sensitiveLocation: true } });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.categories)).body.find((c: { id: number }) => c.id === created.body.id);
    const after = await put(t, API.admin.category(created.body.id), { nameEn: 'Peregrine falcon' });
    expectOnly({ ...before, itemCount: undefined }, { ...after, itemCount: undefined }, { nameEn: 'Peregrine falcon' });
    expect(after).toMatchObject({ type: 'animal', sensitiveLocation: true });
  });

  it('hero images: an English alt text alone keeps the order, the state, the titles and the photo', async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.heroImages, {
      body: { url: 'https://photos.example.org/aurora.jpg', alt: 'Noorderlicht', altSv: 'Norrsken', title: 'Lyngen', titleEn: 'The Lyngen Alps', displayOrder: 5, isActive: false },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.heroImages)).body.find((h: { id: number }) => h.id === created.body.id);
    const after = await put(t, API.admin.heroImage(created.body.id), { altEn: 'Northern lights' });
    expectOnly(before, after, { altEn: 'Northern lights' });
  });

  it('users: a full name alone keeps the user name and the password', async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.users, { body: { username: 'assistant', password: 'a-long-enough-password-1', fullName: 'Ada' } });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.user(created.body.id))).body;
    const after = await put(t, API.admin.user(created.body.id), { fullName: 'Ada Lovelace' });
    expectOnly(before, after, { fullName: 'Ada Lovelace' });
    await t.login('assistant', 'a-long-enough-password-1');
  });

  it('site settings: a tagline alone keeps every other setting', async () => {
    const t = await createTestApp();
    await put(t, API.admin.settings, { siteName: 'Noorderlicht', mapPrecision: 0.5, galleryOrder: 'manual', social: { instagram: 'https://instagram.com/nl' }, watermark: { enabled: true, text: '© NL', opacity: 0.3 } });
    const before = (await t.get(API.admin.settings)).body;
    const after = await put(t, API.admin.settings, { tagline: 'Licht uit het noorden' });
    expectOnly(before, after, { tagline: 'Licht uit het noorden' });
    const social = await put(t, API.admin.settings, { social: { flickr: 'https://flickr.com/nl' } });
    expect(social.social).toMatchObject({ instagram: 'https://instagram.com/nl', flickr: 'https://flickr.com/nl' });
  });

  it('site texts: one text in one language keeps every other text', async () => {
    const t = await createTestApp();
    const before = (await t.get(API.admin.siteTexts)).body;
    const after = await put(t, API.admin.siteTexts, { hero: { headline: { en: 'Light of the north' } } });
    expect(after.hero).toEqual({ ...before.hero, headline: { ...before.hero.headline, en: 'Light of the north' } });
    expectOnly(before, after, { hero: after.hero });
    expect((await t.get(API.admin.siteTexts)).body).toEqual(after);
    // The merged whole is still checked: the Dutch headline cannot be emptied.
    const refused = await t.request('PUT', API.admin.siteTexts, { body: { hero: { headline: { nl: '' } } } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The Dutch text is required');
  });
});
