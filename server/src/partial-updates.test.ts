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
      body: {
        name: 'Polar Magazine',
        messageNl: 'Hoi',
        messageEn: 'Hello',
        messageSv: 'Hej',
        language: 'sv',
        clientEmail: 'editor@example.org',
        expiresOn: '2026-06-30',
        downloads: 'original',
        password: 'walrus-at-dawn',
        downloadPin: '4711',
        maxPicks: 20,
        minPicks: 5,
        proofWatermark: true,
      },
    });
    expect(created.status).toBe(201);
    const before = (await t.get(API.admin.clientGallery(created.body.id))).body;
    const after = await put(t, API.admin.clientGallery(created.body.id), { expiresOn: '2036-12-31' });
    expectOnly(before, after, { expiresOn: '2036-12-31' }, ['state']);
    expect(after).toMatchObject({ downloads: 'original', language: 'sv', hasPassword: true, hasDownloadPin: true, maxPicks: 20, minPicks: 5, proofWatermark: true });
  });

  it("client galleries' proofing: each proofing field alone keeps the others and the rest of the gallery", async () => {
    const t = await createTestApp();
    const created = await t.request('POST', API.admin.clientGalleries, {
      body: { name: 'Wedding', language: 'en', downloads: 'original', password: null, maxPicks: 40, minPicks: 10, downloadSizes: ['web', 'original'], proofWatermark: true },
    });
    expect(created.status).toBe(201);
    let before = (await t.get(API.admin.clientGallery(created.body.id))).body;
    for (const change of [{ maxPicks: 50 }, { minPicks: null }, { downloadSizes: ['original'] }, { proofWatermark: false }, { downloads: 'none' }]) {
      const after = await put(t, API.admin.clientGallery(created.body.id), change);
      expectOnly(before, after, change, ['state']);
      before = after;
    }
  });

  it('shop settings: the currency alone keeps the bank details, the VAT, the terms and the rest', async () => {
    const t = await createTestApp();
    await put(t, API.admin.shopSettings, {
      enabled: false,
      vatRateBp: 1200,
      defaultSaleMode: 'prints',
      bankDetails: 'NL00 BANK 0123 4567 89',
      referenceTemplate: 'NL-{order}',
      paymentDays: 30,
      senderName: 'Noorderlicht',
      replyTo: 'shop@example.org',
      ordersEmail: 'orders@example.org',
      ownerLanguage: 'nl',
      termsNl: 'Voorwaarden',
      termsEn: 'Terms',
      termsSv: 'Villkor',
      termsUrl: 'https://example.org/terms',
    });
    const before = (await t.get(API.admin.shopSettings)).body;
    const after = await put(t, API.admin.shopSettings, { currency: 'SEK' });
    expectOnly(before, after, { currency: 'SEK' });
  });

  it('shop prices: a price alone keeps the names, the terms, the size and the state of a product', async () => {
    const t = await createTestApp();
    const licence = await t.request('POST', API.admin.shopProducts, {
      body: { kind: 'licence', active: false, priceMinor: 9900, longSideCm: null, nameNl: 'Redactioneel', nameEn: 'Editorial', nameSv: 'Redaktionell', size: 'full', termsNl: 'Eenmalig', termsEn: 'Once', termsSv: 'En gång', termsUrl: 'https://example.org/licence' },
    });
    expect(licence.status).toBe(201);
    const print = await t.request('POST', API.admin.shopProducts, {
      body: { kind: 'print', active: true, priceMinor: 4500, longSideCm: 40, nameNl: 'Fine art', nameEn: 'Fine art print', nameSv: 'Konsttryck', size: null, termsNl: '', termsEn: '', termsSv: '', termsUrl: '' },
    });
    expect(print.status).toBe(201);
    for (const [product, change] of [[licence.body, { priceMinor: 12900 }], [print.body, { priceMinor: 5500 }], [print.body, { nameEn: 'Giclée print' }], [licence.body, { active: true }]] as const) {
      const before = ((await t.get(API.admin.shopProducts)).body as { id: number }[]).find((p) => p.id === product.id)!;
      const after = await put(t, API.admin.shopProduct(product.id), change);
      expectOnly(before as Record<string, unknown>, after, change);
    }
    // The product made by a change must still hold whole, and keeps its kind.
    expect((await t.request('PUT', API.admin.shopProduct(licence.body.id), { body: { termsNl: '' } })).status).toBe(400);
    expect((await t.request('PUT', API.admin.shopProduct(print.body.id), { body: { kind: 'licence' } })).status).toBe(400);
  });

  it("fediverse settings: the account's handle alone keeps every other setting, and another setting alone keeps the handle", async () => {
    const t = await createTestApp();
    await put(t, API.admin.settings, { siteName: 'Noorderlicht', tagline: 'Licht', mapPrecision: 0.5, watermark: { enabled: true, text: '© NL' } });
    let before = (await t.get(API.admin.settings)).body;
    let after = await put(t, API.admin.settings, { fediverseHandle: 'noorderlicht' });
    expectOnly(before, after, { fediverseHandle: 'noorderlicht' }, ['fediverseAccount']);
    before = after;
    after = await put(t, API.admin.settings, { tagline: 'Licht uit het noorden' });
    expectOnly(before, after, { tagline: 'Licht uit het noorden' });
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
