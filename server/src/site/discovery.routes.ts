import { LANGUAGES, type PageSource, type ResponsiveImage } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { type PageId, pagePath } from '@portfolio/shared/page-paths';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { mediaDirs, publicFileSize } from '../media/media-files';
import { listPublicPosts, listPublicPostsWithLanguages } from '../blog/blog.service';
import { newestPublishedItem, publishedIdChunkExists, publishedIdChunks, sitemapPhotosBetween } from '../gallery/gallery.service';
import { publishedCollectionSlugs } from '../collections/collections-public.service';
import { contentChangedAt } from '../lib/content-version';
import type { PublicSite } from './public-site';
import type { RouteDeps } from '../lib/route-deps';
import { declare, file } from '../lib/openapi';

const XML = 'application/xml; charset=UTF-8';
const SitemapFileParamSchema = z.object({ file: z.string().regex(/^photos-[0-9]+\.xml$/) });

/** Posts in a feed: the newest, as feed readers poll for what is new (the blog lists the rest). */
export const FEED_POSTS = 50;

/** Photos per sitemap file: each is listed in three languages, so a file stays under 10,000 URLs. */
const SITEMAP_PHOTOS = Math.floor(10_000 / LANGUAGES.length);

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">';

/** Text for XML content and attribute values. */
export function xmlText(s: string): string {
  return s
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const day = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString().slice(0, 10) : null);
const newest = (dates: Array<string | null | undefined>) => dates.filter(Boolean).sort().at(-1) ?? null;

/** The share JPEG of a photo: what feeds and the sitemap point at. */
const shareUrl = (image: ResponsiveImage | null, url: string | null) => image?.fallback ?? url;

/** An item of a feed, with the language its title and description are each in. */
interface FeedEntry {
  title: string;
  titleLang: Language;
  link: string;
  date: string | null;
  description: string | null;
  descriptionLang: Language;
  enclosure: string;
}

/**
 * An item's Dublin Core `dc:language`s when its texts are not all in the channel's `<language>` (which
 * RSS 2.0 gives only per channel): one per language its texts are in, the title's last, as readers
 * that keep one value (feedparser) keep the last and show the title. Before the title, so such a
 * reader reads the title in it.
 */
function itemLanguages(channel: Language, e: FeedEntry): string {
  const languages = [...new Set([...(e.description ? [e.descriptionLang] : []), e.titleLang])];
  if (languages.length === 1 && languages[0] === channel) return '';
  return languages.map((l) => `<dc:language>${l}</dc:language>`).join('');
}

/**
 * robots.txt, the sitemap index (a file of the pages and posts, and files of at most 10,000 photo
 * addresses, every page in every language with its alternates and photos; a post only in the
 * languages it is written in, as its page's alternates say)
 * and an RSS 2.0 feed of the posts per language. All are cached per content version like the API.
 */
export function discoveryRoutes({ db, env, cache }: RouteDeps, source: PageSource, site: PublicSite | null) {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.publicUrl}${url}`);

  /**
   * One <url> per language for a page without its language prefix, with its alternates and images.
   * `languages`: those the page has its own text in (a post's), as its page's own alternates say; all by default.
   */
  const entry = (site: PublicSite, path: string, lastmod: string | null, images: string[], own: readonly Language[] = LANGUAGES) => {
    const languages = LANGUAGES.filter((l) => own.includes(l));
    const alternates = [
      ...languages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlText(absolute(site.localePath(l, path)))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(absolute(path))}"/>`,
    ].join('');
    const imageTags = images.map((u) => `<image:image><image:loc>${xmlText(absolute(u))}</image:loc></image:image>`).join('');
    return languages.map((l) => `<url><loc>${xmlText(absolute(site.localePath(l, path)))}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${alternates}${imageTags}</url>`).join('\n');
  };

  /**
   * The pages of the site and every post, each with the date it last changed: a list page its
   * newest entry's, the home page (which shows a bit of everything) and a page with nothing dated
   * of its own (no collections yet) the site's last change of public content.
   */
  async function pagesSitemap(site: PublicSite): Promise<string> {
    const [posts, galleryDate, collections, changedAt] = await Promise.all([listPublicPostsWithLanguages(db, 'en'), newestPublishedItem(db), publishedCollectionSlugs(db), contentChangedAt(db)]);
    const postsDate = newest(posts.map((p) => p.updatedAt));
    const collectionsDate = collections[0]?.updatedAt.toISOString() ?? null;
    // Before the first write the site's change is not known: its newest dated content, else today.
    const siteDate = changedAt?.toISOString() ?? newest([galleryDate, postsDate, collectionsDate]) ?? new Date().toISOString();
    // By the page's name in the page table: a listed page named nowhere here takes the site's date.
    const dates: Partial<Record<PageId, string | null>> = { home: siteDate, gallery: galleryDate, blog: postsDate, collections: collectionsDate, map: galleryDate };
    const urls = [
      ...site.PUBLIC_PAGES.filter((p) => p.listed).map((p) => entry(site, p.path, dates[p.id as PageId] ?? siteDate, [])),
      ...collections.map((c) => entry(site, pagePath('collection', { slug: c.slug }), c.updatedAt.toISOString(), [])),
      ...posts.map((p) => entry(site, pagePath('post', { slug: p.slug }), p.updatedAt, [shareUrl(p.image, p.headerImage)].filter((u): u is string => !!u), p.languages)),
    ];
    return `${URLSET_OPEN}\n${urls.join('\n')}\n</urlset>\n`;
  }

  /**
   * The photos of one chunk of ids, read a batch at a time (a range of the primary key, a few
   * columns) and written as they come; kept as a snapshot per content version.
   */
  function photosSitemap(site: PublicSite, chunk: number): ReadableStream<Uint8Array> {
    const encoder = new TextEncoder();
    let after = chunk * SITEMAP_PHOTOS;
    const last = (chunk + 1) * SITEMAP_PHOTOS;
    let started = false;
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${URLSET_OPEN}\n`));
          return;
        }
        const photos = await sitemapPhotosBetween(db, after, last, 1000);
        if (photos.length === 0) {
          controller.enqueue(encoder.encode('</urlset>\n'));
          controller.close();
          return;
        }
        after = photos.at(-1)!.id;
        const xml = photos.map((p) => entry(site, pagePath('photo', { id: p.id }), p.createdAt.toISOString(), p.image ? [p.image] : []));
        controller.enqueue(encoder.encode(`${xml.join('\n')}\n`));
      },
    });
  }

  /** The sitemap index: the pages' file and one file per chunk of photo ids that holds published photos. */
  async function sitemapIndex(): Promise<string> {
    const chunks = await publishedIdChunks(db, SITEMAP_PHOTOS);
    const files = ['/sitemaps/pages.xml', ...chunks.map((n) => `/sitemaps/photos-${n + 1}.xml`)];
    const body = files.map((f) => `<sitemap><loc>${xmlText(absolute(f))}</loc></sitemap>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
  }

  /** An enclosure must give the file's real byte length: one of this site's files, else none. */
  async function enclosure(image: string | null): Promise<string> {
    if (!image) return '';
    const length = await publicFileSize(mediaDirs(env.mediaDir), image, env.publicUrl);
    if (length === null) return '';
    return `<enclosure url="${xmlText(absolute(image))}" length="${length}" type="${/\.png$/i.test(image) ? 'image/png' : 'image/jpeg'}"/>`;
  }

  /**
   * One RSS 2.0 channel: its entries, each with its link as guid and its enclosure (if any), and the
   * languages of its texts when they are not the channel's (a title or description shown in Dutch).
   */
  function rss(channel: { title: string; link: string; description: string; language: Language; self: string }, entries: FeedEntry[]): string {
    const items = entries.map((e) =>
      [
        '<item>',
        itemLanguages(channel.language, e),
        `<title>${xmlText(e.title)}</title>`,
        `<link>${xmlText(e.link)}</link>`,
        `<guid isPermaLink="true">${xmlText(e.link)}</guid>`,
        e.date ? `<pubDate>${new Date(e.date).toUTCString()}</pubDate>` : '',
        e.description ? `<description>${xmlText(e.description)}</description>` : '',
        e.enclosure,
        '</item>',
      ].join(''),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>',
      `<title>${xmlText(channel.title)}</title>`,
      `<link>${xmlText(channel.link)}</link>`,
      `<description>${xmlText(channel.description)}</description>`,
      `<language>${channel.language}</language>`,
      `<atom:link href="${xmlText(absolute(channel.self))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel></rss>',
      '',
    ].join('\n');
  }

  /** The feed of `language`'s newest posts, found at `selfPath` (`/rss.xml` is the English one). */
  async function feed(site: PublicSite, language: Language, selfPath: string): Promise<string> {
    const [posts, settings] = await Promise.all([listPublicPosts(db, language, FEED_POSTS), source.answer('siteSettings', {})]);
    const t = site.translator(language);
    const enclosures = await Promise.all(posts.map((p) => enclosure(shareUrl(p.image, p.headerImage))));
    return rss(
      { title: `${settings.siteName} — ${t('nav.blog')}`, link: absolute(pagePath('blog', {}, language)), description: t('meta.blogDescription'), language, self: selfPath },
      posts.map((p, i) => ({
        title: p.title,
        titleLang: p.titleLang,
        link: absolute(pagePath('post', { slug: p.slug }, language)),
        date: p.publishedAt,
        description: p.excerpt ?? null,
        descriptionLang: p.excerptLang,
        enclosure: enclosures[i]!,
      })),
    );
  }

  /** The feed of `language`'s collections: each published collection, last changed first, with its cover. */
  async function collectionsFeed(site: PublicSite, language: Language): Promise<string> {
    const [page, settings] = await Promise.all([source.answer('collections', { language }), source.answer('siteSettings', {})]);
    const t = site.translator(language);
    const list = pagePath('collections', {}, language);
    const enclosures = await Promise.all(page.items.map((c) => enclosure(c.cover ? shareUrl(c.cover.image, c.cover.url) : null)));
    return rss(
      { title: `${settings.siteName} — ${t('meta.collectionsFeed')}`, link: absolute(list), description: t('meta.collectionsDescription'), language, self: `${list}/rss.xml` },
      page.items.map((c, i) => ({
        title: c.title,
        titleLang: c.titleLang,
        link: absolute(pagePath('collection', { slug: c.slug }, language)),
        date: c.updatedAt,
        description: t('collections.photos', { count: c.itemCount }),
        descriptionLang: language,
        enclosure: enclosures[i]!,
      })),
    );
  }

  const app = new Hono<AppEnv>();
  app.get('/robots.txt', declare({ path: '/robots.txt', summary: 'For crawlers: what to leave alone, and the sitemap', tags: ['discovery'], response: file('text/plain'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) =>
    cache.send(c, 'robots', 'text/plain; charset=UTF-8', async () =>
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${env.publicUrl}/sitemap.xml`, ''].join('\n'),
    ),
  );
  if (!site) return app;
  app.get('/sitemap.xml', declare({ path: '/sitemap.xml', summary: 'The sitemap index', tags: ['discovery'], response: file('application/xml'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) => cache.send(c, 'sitemap', XML, () => sitemapIndex()));
  app.get('/sitemaps/pages.xml', declare({ path: '/sitemaps/pages.xml', summary: 'The sitemap of the pages, posts and collections, in every language', tags: ['discovery'], response: file('application/xml'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) => cache.send(c, 'sitemap:pages', XML, () => pagesSitemap(site)));
  // A file of photos grows with the archive: streamed from the database, revalidated by content version.
  app.get('/sitemaps/:file{photos-[0-9]+\\.xml}', declare({ path: '/sitemaps/:file', summary: 'A sitemap of photos (photos-1.xml, photos-2.xml, …), with their images', tags: ['discovery'], params: SitemapFileParamSchema, response: file('application/xml'), missing: true, fileStatuses: { 304: 'Unchanged (ETag)' } }), async (c) => {
    const chunk = Number(/\d+/.exec(c.req.param('file'))![0]) - 1;
    if (chunk < 0 || !Number.isSafeInteger(chunk) || !(await publishedIdChunkExists(db, SITEMAP_PHOTOS, chunk))) return c.json({ message: 'Not found' }, 404);
    return cache.sendSnapshot(c, `sitemap-photos-${chunk}`, () => photosSitemap(site, chunk), XML);
  });
  app.get('/rss.xml', declare({ path: '/rss.xml', summary: 'The posts as RSS, in English', tags: ['discovery'], response: file('application/rss+xml'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) => cache.send(c, 'rss:plain', 'application/rss+xml; charset=UTF-8', () => feed(site, 'en', '/rss.xml')));
  for (const language of LANGUAGES) {
    app.get(`/${language}/rss.xml`, declare({ path: `/${language}/rss.xml`, summary: `The posts as RSS (${language})`, tags: ['discovery'], response: file('application/rss+xml'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) => cache.send(c, `rss:${language}`, 'application/rss+xml; charset=UTF-8', () => feed(site, language, site.localePath(language, '/rss.xml'))));
    app.get(`/${language}/collections/rss.xml`, declare({ path: `/${language}/collections/rss.xml`, summary: `The collections as RSS (${language})`, tags: ['discovery'], response: file('application/rss+xml'), fileStatuses: { 304: 'Unchanged (ETag)' } }), (c) => cache.send(c, `rss:collections:${language}`, 'application/rss+xml; charset=UTF-8', () => collectionsFeed(site, language)));
  }
  return app;
}
