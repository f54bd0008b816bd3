import { describe, expect, it } from 'bun:test';
import { API, AppDataSchema } from '@portfolio/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, testSite, type TestApp } from '../../test/app';
import { localePath, PAGE_PATHS, type PageId } from '@portfolio/shared/page-paths';
import { makeCategory, makeHero, makeItem, makePost } from '../../test/factories';
import { archiveSeedStatements } from '../../test/archive-seed';
import { collectionItems, collections } from '../db/schema';
import { FEED_POSTS } from './discovery.routes';
import { APP_START_META, ENTRY_SCRIPT } from './entry-script';
import { contentChangedAt } from '../lib/content-version';
import { sql } from 'drizzle-orm';

const SITE = 'https://photos.example';

async function site(): Promise<TestApp> {
  return createTestApp('memory', { PUBLIC_URL: SITE });
}

async function page(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (name: string) => new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(head)?.[1];
  const links = (rel: string) => [...head.matchAll(new RegExp(`<link rel="${rel}"([^>]*)>`, 'g'))].map((m) => m[1]!);
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const data = AppDataSchema.parse(JSON.parse(/<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!));
  return {
    res,
    html,
    body: html.slice(html.indexOf('<div id="root">')),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    meta,
    canonical: links('canonical')[0] && /href="([^"]+)"/.exec(links('canonical')[0])![1],
    alternates: Object.fromEntries(links('alternate').filter((l) => l.includes('hreflang')).map((l) => [/hreflang="([^"]+)"/.exec(l)![1], /href="([^"]+)"/.exec(l)![1]])),
    jsonLd,
    data,
  };
}

async function content(t: TestApp) {
  const cat = await makeCategory(t.db, { name: 'Vogels', nameEn: 'Birds', nameSv: 'Fåglar' });
  const photo = await makeItem(t.db, { title: 'Puffin at dusk', location: 'Hornøya', country: 'Noorwegen', width: 3000, height: 2000, dateTaken: new Date('2024-06-01T21:00:00Z') }, [cat.id]);
  const hidden = await makeItem(t.db, { title: 'Draft & secret', isPublished: false });
  const post = await makePost(t.db, {
    slug: 'ice-and-light',
    titleNl: 'IJs en licht',
    titleEn: 'Ice and light',
    titleSv: 'Is och ljus',
    excerptEn: 'A winter on Svalbard <with> "quotes"',
    contentEn: '<p>The whole story of the winter.</p>',
    // Written in every language: its page has an alternate in each (see post-languages.test.ts for one in Dutch only).
    contentSv: '<p>Hela berättelsen om vintern.</p>',
    featuredImage: '/media/cover.jpg',
    isPublished: true,
    publishedAt: new Date('2025-01-10T08:00:00Z'),
  });
  const draft = await makePost(t.db, { slug: 'not-yet', titleNl: 'Nog niet', isPublished: false });
  await makeHero(t.db, { url: '/media/hero.jpg', alt: 'Aurora over the fjord' });
  return { photo, hidden, post, draft };
}

describe('public pages rendered on the server', () => {
  it('renders every public page with its whole first screen in the language of its address', async () => {
    const t = await site();
    await content(t);
    const en = await page(t, '/en');
    expect(en.res.status).toBe(200);
    expect(en.lang).toBe('en');
    expect(en.body).toContain('Wild Light of the North');
    expect(en.body).toContain('View Gallery');
    expect(en.body).toContain('Puffin at dusk');
    expect(en.body).toContain('Ice and light');
    expect(en.body).toContain('Send Message');
    expect(en.body).toMatch(/<img[^>]*src="\/media\/hero.jpg"/);
    const sv = await page(t, '/sv');
    expect(sv.lang).toBe('sv');
    expect(sv.body).toContain('Se galleriet');
    expect(sv.body).toContain('Is och ljus');
    expect(sv.body).toContain('Fåglar');
    const nl = await page(t, '/nl/blog/ice-and-light');
    expect(nl.lang).toBe('nl');
    expect(nl.body).toContain('IJs en licht');
    expect(nl.body).toContain('Terug naar de blog');
    const post = await page(t, '/en/blog/ice-and-light');
    expect(post.body).toContain('The whole story of the winter.');
    // The answers the page was drawn with travel in it, so hydration fetches none of them.
    expect(post.data.language).toBe('en');
    expect(post.data.answers[`${API.blogPost('ice-and-light')}?language=en`]).toMatchObject({ title: 'Ice and light' });
  });

  it('draws the built-in hero slides in the page\'s language on a site without hero images', async () => {
    const t = await site();
    const sv = await page(t, '/sv');
    // The first slide's photo is in the page, its alt text in Swedish; the others come once the app runs.
    expect(sv.body).toMatch(/<img[^>]*alt="Norrsken över en snöig fjällsjö"[^>]*src="\/hero\/aurora-1280.jpg"|<img[^>]*src="\/hero\/aurora-1280.jpg"[^>]*alt="Norrsken över en snöig fjällsjö"/);
    expect(sv.body.match(/class="hero-slide /g)).toHaveLength(3);
  });

  it("marks a hero slide's Dutch alt text with lang=\"nl\" where the page's language has none of its own", async () => {
    const t = await site();
    await makeHero(t.db, { url: '/media/hero.jpg', alt: 'Noorderlicht boven het fjord', altSv: 'Norrsken över fjorden' });
    const heroImg = (html: string) => /<img[^>]*src="\/media\/hero.jpg"[^>]*>/.exec(html)?.[0] ?? '';
    const en = heroImg((await page(t, '/en')).body);
    expect(en).toContain('alt="Noorderlicht boven het fjord"');
    expect(en).toContain('lang="nl"');
    const sv = heroImg((await page(t, '/sv')).body);
    expect(sv).toContain('alt="Norrsken över fjorden"');
    expect(sv).not.toContain('lang=');
    expect(heroImg((await page(t, '/nl')).body)).not.toContain('lang=');
  });

  it('counts a post view once per visit: not when the page is rendered, but by the page', async () => {
    const t = await site();
    await content(t);
    const browser = (n: number) => ({ headers: { 'User-Agent': `Mozilla/5.0 (X11; Linux x86_64) Firefox/13${n}.0` } });
    await t.app.request('/en/blog/ice-and-light', browser(1));
    await t.app.request('/sv/blog/ice-and-light', browser(1));
    expect((await t.get(`${API.blogPost('ice-and-light')}?language=en`, browser(1))).body.viewCount).toBe(1);
    const counted = await t.request('POST', API.blogPostView('ice-and-light'), browser(2));
    expect(counted.body).toEqual({ viewCount: 2 });
    expect((await t.request('POST', API.blogPostView('not-yet'))).status).toBe(404);
  });

  it('answers 404 with the 404 page and noindex for unknown paths, posts and photos', async () => {
    const t = await site();
    const { hidden } = await content(t);
    for (const path of ['/no-such-page', '/sv/no-such-page', '/blog/unknown', '/nl/blog/not-yet', `/gallery/${hidden.id}`, '/gallery/999999']) {
      const p = await page(t, path);
      expect(p.res.status, path).toBe(404);
      expect(p.meta('robots'), path).toBe('noindex');
      expect(p.canonical, path).toBeUndefined();
    }
    expect((await page(t, '/no-such-page')).body).toContain('404 Page Not Found');
    expect((await page(t, '/blog/unknown')).body).toContain('Blog post not found');
    expect((await page(t, '/sv/blog/unknown')).body).toContain('Blogginlägget hittades inte');
    expect((await page(t, '/blog/ice-and-light')).res.status).toBe(200);
  });

  it('gives each page its own title, description, canonical, alternates and previews', async () => {
    const t = await site();
    const { photo } = await content(t);
    const titles = new Set<string>();
    for (const path of ['/en', '/en/gallery', '/en/blog', '/en/blog/ice-and-light', `/en/gallery/${photo.id}`, '/sv', '/sv/gallery', '/sv/blog', '/sv/blog/ice-and-light']) {
      const p = await page(t, path);
      expect(p.res.status, path).toBe(200);
      titles.add(p.title!);
      expect(p.canonical, path).toBe(`${SITE}${path}`);
      const rest = path.replace(/^\/(en|sv)/, '') || '/';
      const prefixed = rest === '/' ? '' : rest;
      expect(p.alternates, path).toEqual({ en: `${SITE}/en${prefixed}`, sv: `${SITE}/sv${prefixed}`, nl: `${SITE}/nl${prefixed}`, 'x-default': `${SITE}${rest}` });
      expect(p.meta('og:url'), path).toBe(`${SITE}${path}`);
      expect(p.meta('og:locale'), path).toBe(path.startsWith('/sv') ? 'sv_SE' : 'en_GB');
      expect(p.meta('og:title'), path).toBe(p.title);
      expect(p.html).toContain(`type="application/rss+xml"`);
    }
    expect(titles.size).toBe(9);
    const post = await page(t, '/en/blog/ice-and-light');
    expect(post.title).toBe('Ice and light — Nordic Light');
    expect(post.meta('description')).toBe('A winter on Svalbard &lt;with&gt; &quot;quotes&quot;');
    expect(post.meta('og:type')).toBe('article');
    expect(post.meta('og:image')).toBe(`${SITE}/media/cover.jpg`);
    expect(post.meta('twitter:card')).toBe('summary_large_image');
    expect(post.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Ice and light', inLanguage: 'en', datePublished: '2025-01-10T08:00:00.000Z', author: { '@type': 'Person' } });
    expect(post.jsonLd[0].dateModified).toBeString();
    const photoPage = await page(t, `/sv/gallery/${photo.id}`);
    expect(photoPage.title).toBe('Puffin at dusk · Hornøya — Nordic Light');
    expect(photoPage.body).toContain('data-testid="photo-view"');
    expect(photoPage.jsonLd[0]).toMatchObject({ '@type': 'ImageObject', name: 'Puffin at dusk', contentUrl: `${SITE}/media/photo-${photo.url!.match(/\d+/)![0]}.jpg`, dateCreated: '2024-06-01T21:00:00.000Z', creator: { '@type': 'Person' } });
    // The gallery names every photo with its own page and its rights, as the photo's page does.
    const gallery = await page(t, '/sv/gallery');
    expect(gallery.jsonLd[0]).toMatchObject({ '@type': 'ImageGallery', inLanguage: 'sv', url: `${SITE}/sv/gallery` });
    const listed = (gallery.jsonLd[0].associatedMedia as Record<string, unknown>[]).find((m) => m.name === 'Puffin at dusk')!;
    expect(listed).toMatchObject({ '@type': 'ImageObject', url: `${SITE}/sv/gallery/${photo.id}`, contentUrl: photoPage.jsonLd[0].contentUrl, creator: { '@type': 'Person' } });
    for (const right of ['copyrightNotice', 'creditText', 'acquireLicensePage']) expect(listed[right], right).toBe(photoPage.jsonLd[0][right]);
    const home = await page(t, '/en');
    expect(home.jsonLd.map((d) => d['@type'])).toEqual(['WebSite', 'Person']);
    expect(home.meta('og:image')).toBe(`${SITE}/media/hero.jpg`);
    expect(home.meta('og:image:alt')).toBe('Aurora over the fjord');
  });

  it('gives structured data the language its texts are in: Dutch where a photo or collection has none of its own in the page\'s', async () => {
    const t = await site();
    const photo = await makeItem(t.db, { title: 'Zeearend', titleEn: 'Sea eagle', description: 'Boven het ijs' });
    const owls = await t.db.insert(collections).values({ slug: 'uilen', titleNl: 'Uilen', isPublished: true }).returning().get();
    await t.db.insert(collectionItems).values({ collectionId: owls.id, itemId: photo.id, position: 0 });
    expect((await page(t, `/en/gallery/${photo.id}`)).jsonLd[0]).toMatchObject({ '@type': 'ImageObject', name: 'Sea eagle', caption: 'Boven het ijs', inLanguage: ['en', 'nl'] });
    expect((await page(t, `/sv/gallery/${photo.id}`)).jsonLd[0]).toMatchObject({ name: 'Zeearend', inLanguage: 'nl' });
    const collection = (await page(t, '/en/collections/uilen')).jsonLd[0];
    expect(collection).toMatchObject({ '@type': 'ImageGallery', name: 'Uilen', inLanguage: 'nl' });
    expect(collection.associatedMedia[0]).toMatchObject({ name: 'Sea eagle', inLanguage: ['en', 'nl'] });
    await makePost(t.db, { slug: 'alleen-nederlands', titleNl: 'Alleen in het Nederlands', isPublished: true, publishedAt: new Date('2025-01-01T00:00:00Z') });
    expect((await page(t, '/en/blog/alleen-nederlands')).jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Alleen in het Nederlands', inLanguage: 'nl' });
  });

  it("marks a category's or country's Dutch name with lang=\"nl\" on a page whose language it has no name in", async () => {
    const t = await site();
    const owls = await makeCategory(t.db, { name: 'Uilen', nameEn: 'Owls' });
    await makeItem(t.db, { title: 'Velduil', country: 'Noorwegen', countryEn: 'Norway' }, [owls.id]);
    const option = (html: string) => new RegExp(`<option[^>]*value="${owls.id}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(option((await page(t, '/sv/gallery')).body)).toContain('lang="nl"');
    const en = option((await page(t, '/en/gallery')).body);
    expect(en).toStartWith('<option');
    expect(en).not.toContain('lang=');
    // So is a country's Dutch name where it is the place a tile shows.
    expect((await page(t, '/sv/gallery')).body).toMatch(/<span lang="nl"[^>]*><svg[^>]*>.*?<\/svg>Noorwegen<\/span>/);
    expect((await page(t, '/en/gallery')).body).toMatch(/<span class="[^"]*"><svg[^>]*>.*?<\/svg>Norway<\/span>/);
  });

  it('renders a plain address in the saved language, else the country or the browser language', async () => {
    const t = await site();
    await content(t);
    expect((await page(t, '/gallery')).lang).toBe('en');
    expect((await page(t, '/gallery', { Cookie: 'language=sv' })).lang).toBe('sv');
    expect((await page(t, '/gallery', { 'Accept-Language': 'nl-BE,nl;q=0.9' })).lang).toBe('nl');
    const plain = await page(t, '/gallery', { Cookie: 'language=nl' });
    expect(plain.res.headers.get('vary')).toContain('Cookie');
    // The plain address is the x-default; the canonical is the page in the language shown.
    expect(plain.canonical).toBe(`${SITE}/nl/gallery`);
    // An address with a language is always that language, whatever was saved.
    expect((await page(t, '/sv/gallery', { Cookie: 'language=nl' })).lang).toBe('sv');
    // Only plain addresses carry the script that applies a choice saved before the cookie existed.
    expect(plain.html).toContain("localStorage.getItem('language')");
    expect((await page(t, '/sv/gallery')).html).not.toContain("localStorage.getItem('language')");
  });

  it('caches rendered pages per content version: a new post title shows in the next answer', async () => {
    const t = await site();
    const { post } = await content(t);
    const first = await t.app.request('/en/blog/ice-and-light');
    const tag = first.headers.get('etag')!;
    expect((await t.app.request('/en/blog/ice-and-light', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    const saved = await t.request('PUT', API.admin.blogPost(post.id), {
      body: { titleNl: 'IJs en licht', contentNl: '<p>Inhoud</p>', titleEn: 'Ice, light and silence', contentEn: '<p>The whole story of the winter.</p>', isPublished: true },
    });
    expect(saved.status).toBe(200);
    const next = await page(t, '/en/blog/ice-and-light', { 'If-None-Match': tag });
    expect(next.res.status).toBe(200);
    expect(next.title).toBe('Ice, light and silence — Nordic Light');
    expect(next.body).toContain('Ice, light and silence');
  });

  it("starts a home page's app at the first interaction, any other page's after its first photo, and every page's at once with analytics", async () => {
    const t = await site();
    await content(t);
    const startsOnInteraction = (html: string) => {
      const at = html.indexOf(APP_START_META);
      // In the head, before the loader that reads it.
      if (at >= 0) expect(at).toBeLessThan(html.indexOf(`<script>${ENTRY_SCRIPT}</script>`));
      return at >= 0;
    };
    for (const path of ['/', '/en', '/sv', '/nl']) expect(startsOnInteraction((await page(t, path)).html), path).toBe(true);
    for (const path of ['/sv/gallery', '/en/blog', '/blog/ice-and-light', '/collections', '/no-such-page']) expect(startsOnInteraction((await page(t, path)).html), path).toBe(false);
    const withAnalytics = await createTestApp('memory', { PUBLIC_URL: SITE, ANALYTICS_ID: 'G-ABC123' });
    for (const path of ['/', '/sv']) expect(startsOnInteraction((await page(withAnalytics, path)).html), path).toBe(false);
  });

  it('sends a home page without its answers and messages, which its app asks for as it starts: the same the HTML was drawn from', async () => {
    const t = await site();
    await content(t);
    for (const path of ['/en', '/sv', '/']) {
      const home = await page(t, path);
      expect(home.data.later, path).toBe(true);
      expect(home.data.messages, path).toBeUndefined();
      expect(home.data.answers, path).toEqual({});
      // What the app asks for: the page's own answers, as a client navigation does, and those every page has.
      const own = (await (await t.app.request(`${API.pageData}?path=${encodeURIComponent(path)}`)).json()) as { answers: Record<string, unknown> };
      const gallery = Object.entries(own.answers).find(([url]) => url.startsWith(API.galleryItems))?.[1] as { items: { title: string }[] };
      expect(gallery.items.map((i) => i.title)).toEqual(['Puffin at dusk']);
      expect(home.body).toContain('Puffin at dusk');
    }
    // Any other page brings all it has; so does a home page drawn with a form's reply, and every page with analytics.
    for (const path of ['/sv/gallery', '/blog/ice-and-light']) {
      const other = await page(t, path);
      expect(other.data.later, path).toBeUndefined();
      expect(Object.keys(other.data.answers).length, path).toBeGreaterThan(2);
      expect(other.data.messages, path).toBeDefined();
    }
    const refused = await t.app.request('/en', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE }, body: new URLSearchParams({ intent: 'contact', name: 'Ann', email: 'ann@nowhere', subject: 'other', message: 'Hello there, a print please.' }).toString() });
    const replied = AppDataSchema.parse(JSON.parse(/<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(await refused.text())![1]!));
    expect(replied.later).toBeUndefined();
    expect(replied.messages).toBeDefined();
    const withAnalytics = await createTestApp('memory', { PUBLIC_URL: SITE, ANALYTICS_ID: 'G-ABC123' });
    expect((await page(withAnalytics, '/en')).data.later).toBeUndefined();
  });

  it('sends one address per page: a trailing slash redirects', async () => {
    const t = await site();
    const res = await t.app.request('/sv/gallery/?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/sv/gallery?x=1');
  });

  it('redirects only to a path on this site, whatever the path spells', async () => {
    const t = await site();
    for (const evil of ['/%2Fevil.example/', '//evil.example/', '/%5Cevil.example/', '/\\evil.example/', '///evil.example//']) {
      const res = await t.app.request(`http://localhost${evil}`);
      expect(res.status).toBe(301);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/^\/[^/\\]/);
      // Resolved the way a browser does, the target stays on this host.
      expect(new URL(location, 'http://localhost/').host).toBe('localhost');
    }
  });
});

describe('GET /api/page-data (client navigation)', () => {
  it("answers a page's data from its own loader, the same answers its HTML embeds", async () => {
    const t = await site();
    const { photo } = await content(t);
    const address = '/sv/gallery?country=Noorwegen&utm_source=mail';
    const html = await page(t, address);
    const res = await t.app.request(`${API.pageData}?path=${encodeURIComponent(address)}`);
    expect(res.status).toBe(200);
    const { answers, found } = (await res.json()) as { answers: Record<string, unknown>; found: boolean };
    expect(found).toBe(true);
    // Every page brings the settings and the site texts; the next page's data is the page's own.
    const { [API.siteSettings]: _settings, [`${API.siteTexts}?language=sv`]: _texts, ...embedded } = html.data.answers;
    expect(answers).toEqual(embedded);
    const first = Object.values(answers).find((a): a is { items: { id: number }[] } => typeof a === 'object' && a !== null && 'items' in a);
    expect(first!.items.map((i) => i.id)).toEqual([photo.id]);
    expect((await t.app.request(`${API.pageData}?path=${encodeURIComponent('/en/no-such-page')}`)).status).toBe(404);
    expect((await t.app.request(`${API.pageData}?path=nope`)).status).toBe(400);
  }, 30_000);
});

describe('discovery: robots.txt, sitemap and feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const list = <T,>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

  /** Every <url> of the sitemap: the index, then each file it lists (each valid, none over 10,000 URLs). */
  async function sitemapUrls(t: TestApp): Promise<Array<Record<string, any>>> {
    const index = await (await t.app.request('/sitemap.xml')).text();
    expect(XMLValidator.validate(index)).toBe(true);
    const files = list(parser.parse(index).sitemapindex.sitemap).map((s: any) => s.loc as string);
    const urls: Array<Record<string, any>> = [];
    for (const file of files) {
      expect(file.startsWith(`${SITE}/sitemaps/`)).toBe(true);
      const res = await t.app.request(file.slice(SITE.length));
      expect(res.status).toBe(200);
      const xml = await res.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const inFile = list(parser.parse(xml).urlset.url) as Array<Record<string, any>>;
      expect(inFile.length).toBeLessThanOrEqual(10_000);
      urls.push(...inFile);
    }
    return urls;
  }

  it('lists every photo of a large archive in three languages over files of at most 10,000 addresses', async () => {
    const t = await site();
    await t.db.batch(archiveSeedStatements(4000).map((q) => t.db.run(sql.raw(q))) as [never, ...never[]]);
    const index = parser.parse(await (await t.app.request('/sitemap.xml')).text());
    expect(list(index.sitemapindex.sitemap)).toHaveLength(3);
    const urls = await sitemapUrls(t);
    // Every address has its date.
    expect(urls.filter((u) => !/^\d{4}-\d{2}-\d{2}$/.test(u.lastmod ?? ''))).toEqual([]);
    const photos = urls.filter((u) => /\/gallery\/\d+$/.test(u.loc));
    // As many as the database has public photos, in each language.
    const [published] = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM gallery_items WHERE is_published = 1 AND is_private = 0`);
    expect(photos).toHaveLength(3 * Number(published!.n));
    expect(photos).toHaveLength(12_000);
    expect(new Set(photos.map((u) => u.loc)).size).toBe(12_000);
    // Every photo keeps its image entry (the seed's films have no poster).
    expect(photos.filter((u) => u['image:image']?.['image:loc'])).toHaveLength(3 * 3600);
    expect((await t.app.request('/sitemaps/photos-9.xml')).status).toBe(404);
  }, 60_000);

  it('gives every address a lastmod: its own content\'s, else when the site last changed', async () => {
    const t = await site();
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // A site of photos only: no posts, no collections.
    const photo = await makeItem(t.db, { title: 'Puffin', createdAt: new Date('2024-03-01T10:00:00Z') });
    await t.db.run(sql`UPDATE content_version SET changed_at = ${Date.parse('2025-05-05T12:00:00Z')}`);
    let urls = await sitemapUrls(t);
    for (const u of urls) expect({ loc: u.loc, lastmod: u.lastmod }).toEqual({ loc: u.loc, lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const lastmod = (loc: string) => urls.find((u) => u.loc === `${SITE}${loc}`)?.lastmod;
    expect(lastmod('/en/gallery')).toBe('2024-03-01');
    expect(lastmod(`/sv/gallery/${photo.id}`)).toBe('2024-03-01');
    expect(lastmod('/nl/map')).toBe('2024-03-01');
    // Nothing dated of their own: when the site's public content last changed.
    for (const loc of ['/en', '/sv/collections', '/nl/blog']) expect(lastmod(loc)).toBe('2025-05-05');
    // A collection and a post bring their own dates, and a write is a change of the site.
    await t.db.insert(collections).values({ slug: 'uilen', titleNl: 'Uilen', isPublished: true, updatedAt: new Date('2025-02-02T00:00:00Z') });
    await makePost(t.db, { slug: 'fjord', titleNl: 'Fjord', isPublished: true, publishedAt: new Date('2025-01-01T00:00:00Z'), updatedAt: new Date('2025-01-03T00:00:00Z') });
    urls = await sitemapUrls(t);
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(lastmod('/sv/collections')).toBe('2025-02-02');
    expect(lastmod('/en/collections/uilen')).toBe('2025-02-02');
    expect(lastmod('/nl/blog')).toBe('2025-01-03');
    const changed = await contentChangedAt(t.db);
    expect(day(changed!)).not.toBe('2025-05-05');
    expect(lastmod('/en')).toBe(day(changed!));
  });

  it('lists every page the page table marks as listed, by its name, in each language', async () => {
    const t = await site();
    const web = await testSite();
    const locs = new Set((await sitemapUrls(t)).map((u) => u.loc as string));
    const listed = web.PUBLIC_PAGES.filter((p) => p.listed);
    expect(listed.map((p) => p.id)).toEqual(expect.arrayContaining(['home', 'gallery', 'collections', 'map', 'blog']));
    for (const p of listed) for (const language of ['en', 'sv', 'nl'] as const) expect(locs).toContain(`${SITE}${localePath(language, PAGE_PATHS[p.id as PageId])}`);
    // Pages at secret or personal addresses never are.
    for (const p of web.PUBLIC_PAGES.filter((p) => !p.listed && !PAGE_PATHS[p.id as PageId].includes(':'))) expect(locs).not.toContain(`${SITE}${localePath('en', PAGE_PATHS[p.id as PageId])}`);
  });

  it('names the sitemap and keeps crawlers out of /admin and /api', async () => {
    const t = await site();
    const text = await (await t.app.request('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api/');
  });

  it('lists every public page, post and photo once per language with alternates, and nothing unpublished', async () => {
    const t = await site();
    const { photo, hidden } = await content(t);
    const urls = await sitemapUrls(t);
    const locs = urls.map((u) => u.loc as string);
    expect(new Set(locs).size).toBe(locs.length);
    for (const lang of ['en', 'sv', 'nl']) {
      for (const path of ['', '/gallery', '/blog', '/blog/ice-and-light', `/gallery/${photo.id}`]) expect(locs).toContain(`${SITE}/${lang}${path}`);
    }
    expect(locs.filter((l) => l.includes('/blog/'))).toHaveLength(3);
    expect(locs.filter((l) => /\/gallery\/\d+$/.test(l))).toHaveLength(3);
    expect(locs.some((l) => l.includes('not-yet'))).toBe(false);
    expect(locs.some((l) => l.endsWith(`/gallery/${hidden.id}`))).toBe(false);
    const postEntry = urls.find((u) => u.loc === `${SITE}/sv/blog/ice-and-light`)!;
    expect(list(postEntry['xhtml:link']).map((l: any) => l['@hreflang'])).toEqual(['en', 'sv', 'nl', 'x-default']);
    expect(postEntry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(postEntry['image:image']['image:loc']).toBe(`${SITE}/media/cover.jpg`);
    expect(urls.find((u) => u.loc === `${SITE}/en/gallery/${photo.id}`)!['image:image']['image:loc']).toBe(`${SITE}${photo.url}`);
  });

  it('publishes an RSS 2.0 feed of the posts per language, escaping what the photographer wrote', async () => {
    const t = await site();
    await content(t);
    await makePost(t.db, { slug: 'tags-<b>', titleNl: 'Vet & <b>dik</b>', isPublished: true, publishedAt: new Date('2025-02-01T00:00:00Z') });
    // The post's header image is a file of the site: its enclosure gives its real length.
    const cover = new Uint8Array(51_234).fill(7);
    mkdirSync(path.join(t.env.mediaDir, 'public'), { recursive: true });
    writeFileSync(path.join(t.env.mediaDir, 'public', 'cover.jpg'), cover);
    for (const [feedPath, lang, title] of [['/rss.xml', 'en', 'Ice and light'], ['/sv/rss.xml', 'sv', 'Is och ljus'], ['/nl/rss.xml', 'nl', 'IJs en licht']] as const) {
      const res = await t.app.request(feedPath);
      expect(res.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await res.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const channel = parser.parse(xml).rss.channel;
      expect(channel.language).toBe(lang);
      const items = list(channel.item) as Array<Record<string, any>>;
      expect(items).toHaveLength(2);
      const post = items.find((i) => i.title === title)!;
      expect(post.link).toBe(`${SITE}/${lang}/blog/ice-and-light`);
      expect(post.guid['#text']).toBe(post.link);
      expect(new Date(post.pubDate).toISOString()).toBe('2025-01-10T08:00:00.000Z');
      expect(post.enclosure['@url']).toBe(`${SITE}/media/cover.jpg`);
      expect(post.enclosure['@length']).toBe(String(cover.length));
      expect(items.map((i) => i.title)).toContain('Vet & <b>dik</b>');
      // The feed names its own address.
      expect(channel['atom:link']['@href']).toBe(`${SITE}${feedPath}`);
    }
    // A post in Dutch only says so in the English and Swedish feeds, and needs nothing in the Dutch one.
    const dutchOnly = async (feed: string) => (list(parser.parse(await (await t.app.request(feed)).text()).rss.channel.item) as Array<Record<string, any>>).find((i) => i.title === 'Vet & <b>dik</b>')!;
    expect((await dutchOnly('/en/rss.xml'))['dc:language']).toBe('nl');
    expect((await dutchOnly('/sv/rss.xml'))['dc:language']).toBe('nl');
    expect((await dutchOnly('/nl/rss.xml'))['dc:language']).toBeUndefined();
    expect(parser.parse(await (await t.app.request('/en/rss.xml')).text()).rss.channel['atom:link']['@href']).toBe(`${SITE}/en/rss.xml`);
    expect((await (await t.app.request('/rss.xml')).text())).not.toContain('Nog niet');
  });
  it('lists only the newest posts in a feed, whatever the size of the blog', async () => {
    const t = await site();
    for (let n = 0; n < FEED_POSTS + 5; n++) {
      await makePost(t.db, { slug: `day-${n}`, titleNl: `Dag ${n}`, isPublished: true, publishedAt: new Date(Date.UTC(2025, 0, 1 + n)) });
    }
    const items = list(parser.parse(await (await t.app.request('/nl/rss.xml')).text()).rss.channel.item) as Array<Record<string, any>>;
    expect(items).toHaveLength(FEED_POSTS);
    expect(items[0]!.title).toBe(`Dag ${FEED_POSTS + 4}`);
    expect(items.at(-1)!.title).toBe('Dag 5');
  });
});

describe('feeds: the language of an item shown in Dutch', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' || name === 'dc:language' });
  const items = async (t: TestApp, feed: string) => {
    const xml = await (await t.app.request(feed)).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    return (parser.parse(xml).rss.channel.item ?? []) as Array<Record<string, any>>;
  };

  it("lists the languages of an item's title and excerpt with dc:language when they are not the feed's, the title's last", async () => {
    const t = await site();
    await makePost(t.db, { slug: 'fjord', titleNl: 'Fjord', titleEn: 'The fjord', excerptNl: 'Een winter lang', isPublished: true, publishedAt: new Date('2025-03-01T00:00:00Z') });
    await makePost(t.db, { slug: 'ijs', titleNl: 'IJs', titleEn: 'Ice', excerptEn: 'A winter long', isPublished: true, publishedAt: new Date('2025-02-01T00:00:00Z') });
    const [fjord, ice] = await items(t, '/en/rss.xml');
    expect(fjord).toMatchObject({ title: 'The fjord', description: 'Een winter lang', 'dc:language': ['nl', 'en'] });
    expect(ice).toMatchObject({ title: 'Ice', description: 'A winter long' });
    expect(ice!['dc:language']).toBeUndefined();
    const [fjordSv, iceSv] = await items(t, '/sv/rss.xml');
    expect(fjordSv).toMatchObject({ title: 'Fjord', 'dc:language': ['nl'] });
    expect(iceSv).toMatchObject({ title: 'IJs', 'dc:language': ['nl'] });
  });

  it("names a collection's Dutch title in the English feed of collections beside the feed's own words", async () => {
    const t = await site();
    const item = await makeItem(t.db, { title: 'Velduil' });
    const owls = await t.db.insert(collections).values({ slug: 'uilen', titleNl: 'Uilen', isPublished: true }).returning().get();
    const birds = await t.db.insert(collections).values({ slug: 'vogels', titleNl: 'Vogels', titleEn: 'Birds', isPublished: true }).returning().get();
    await t.db.insert(collectionItems).values([owls, birds].map((c) => ({ collectionId: c.id, itemId: item.id, position: 0 })));
    const en = await items(t, '/en/collections/rss.xml');
    expect(en.find((i) => i.title === 'Uilen')!['dc:language']).toEqual(['en', 'nl']);
    expect(en.find((i) => i.title === 'Birds')!['dc:language']).toBeUndefined();
    expect((await items(t, '/nl/collections/rss.xml')).every((i) => i['dc:language'] === undefined)).toBe(true);
  });
});

describe('static files and the back-office page', () => {
  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const t = await site();
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.app.request('/favicon.svg')).status).toBe(200);
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the precompressed copy of a built file when the client accepts it', async () => {
    const t = await site();
    const dir = t.env.STATIC_ROOT + '/assets';
    const plain = await Bun.file(dir + '/app-abc123.js').text();
    await Bun.write(dir + '/app-abc123.js.br', Bun.gzipSync(plain)); // bytes only need to differ
    await Bun.write(dir + '/app-abc123.js.gz', Bun.gzipSync(plain));
    const br = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(plain);
    const identity = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(plain);
    for (const res of [br, gz, identity]) {
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // Caches keep one copy per encoding, also of the uncompressed answer.
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
    // The map's worker is a module script (.mjs): sent compressed too.
    await Bun.write(dir + '/worker-def456.mjs', 'self.onmessage = () => {};');
    await Bun.write(dir + '/worker-def456.mjs.br', 'brotli bytes');
    const worker = await t.app.request('/assets/worker-def456.mjs', { headers: { 'Accept-Encoding': 'br' } });
    expect(worker.headers.get('content-encoding')).toBe('br');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await worker.text()).toBe('brotli bytes');
    // A font is not compressed again, and does not vary; a file outside /assets is kept an hour.
    await Bun.write(dir + '/inter-ghi789.woff2', 'wOF2');
    const font = await t.app.request('/assets/inter-ghi789.woff2', { headers: { 'Accept-Encoding': 'br' } });
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('content-encoding')).toBeNull();
    expect(font.headers.get('vary')).toBeNull();
    const icon = await t.app.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(icon.headers.get('vary')).toBe('Accept-Encoding');
    // The page templates and the build's records are not files of the site.
    for (const p of ['/index.html', '/admin.html']) expect((await t.app.request(p)).headers.get('cache-control')).not.toBe('public, max-age=3600');
  });

  it('never escapes STATIC_ROOT', async () => {
    const t = await site();
    const res = await t.app.request('/..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });

  it('serves the back-office page (admin.html) for /admin and its screens, never the site page', async () => {
    const t = await site();
    for (const p of ['/admin', '/admin/login', '/admin/blog/new']) {
      const res = await t.app.request(p);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('/assets/admin-abc123.js');
      expect(html).not.toContain('app-data');
    }
  });

  it('answers JSON 404 for unknown /api paths, and does not serve /media as a page', async () => {
    const t = await site();
    const res = await t.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect((await t.app.request('/media/x.jpg')).headers.get('content-type')).not.toContain('text/html');
  });
});
