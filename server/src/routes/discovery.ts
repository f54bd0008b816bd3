import { LANGUAGES, type BlogPostSummary, type GalleryItem, type ResponsiveImage } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { galleryItems } from '../db/schema';
import { mediaDirs, publicFileSize } from '../media/media-files';
import { pageSource } from '../site/page-source';
import type { PublicSite } from '../site/public-site';
import type { RouteDeps } from './deps';

const XML = 'application/xml; charset=UTF-8';

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

/**
 * robots.txt, the sitemap (every public page in every language, with its alternates and photos)
 * and an RSS 2.0 feed of the posts per language. All are cached per content version like the API.
 */
export function discoveryRoutes({ db, env, cache }: RouteDeps, site: PublicSite | null) {
  const source = pageSource(db);
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.publicUrl}${url}`);

  async function sitemap(site: PublicSite): Promise<string> {
    const [items, posts, added] = await Promise.all([
      source.galleryItems('en'),
      source.posts('en'),
      db.select({ id: galleryItems.id, createdAt: galleryItems.createdAt }).from(galleryItems).where(eq(galleryItems.isPublished, true)),
    ]);
    const addedAt = new Map(added.map((r) => [r.id, r.createdAt.toISOString()]));
    const galleryDate = newest([...addedAt.values()]);
    const postsDate = newest(posts.map((p) => p.updatedAt));
    const entry = (path: string, lastmod: string | null, images: string[]) => {
      const alternates = [
        ...LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xmlText(absolute(site.localePath(l, path)))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlText(absolute(path))}"/>`,
      ].join('');
      const imageTags = images.map((u) => `<image:image><image:loc>${xmlText(absolute(u))}</image:loc></image:image>`).join('');
      return LANGUAGES.map(
        (l) => `<url><loc>${xmlText(absolute(site.localePath(l, path)))}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}${alternates}${imageTags}</url>`,
      ).join('\n');
    };
    const dates: Record<string, string | null> = { '/': newest([galleryDate, postsDate]), '/gallery': galleryDate, '/blog': postsDate };
    const urls = [
      ...site.PUBLIC_PAGES.filter((p) => p.listed).map((p) => entry(p.path, dates[p.path] ?? null, [])),
      ...posts.map((p) => entry(`/blog/${encodeURIComponent(p.slug)}`, p.updatedAt, [shareUrl(p.image, p.headerImage)].filter((u): u is string => !!u))),
      ...items.map((i: GalleryItem) => entry(`/gallery/${i.id}`, addedAt.get(i.id) ?? null, [shareUrl(i.image, i.thumbnailUrl ?? (i.type === 'photo' ? i.url : null))].filter((u): u is string => !!u))),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
  }

  /** An enclosure must give the file's real byte length: one of this site's files, else none. */
  async function enclosure(image: string | null): Promise<string> {
    if (!image) return '';
    const length = await publicFileSize(mediaDirs(env.mediaDir), image, env.publicUrl);
    if (length === null) return '';
    return `<enclosure url="${xmlText(absolute(image))}" length="${length}" type="${/\.png$/i.test(image) ? 'image/png' : 'image/jpeg'}"/>`;
  }

  /** The feed of `language`'s posts, found at `selfPath` (`/rss.xml` is the English one). */
  async function feed(site: PublicSite, language: Language, selfPath: string): Promise<string> {
    const [posts, settings]: [BlogPostSummary[], Awaited<ReturnType<typeof source.settings>>] = await Promise.all([source.posts(language), source.settings()]);
    const t = site.translator(language);
    const blog = absolute(site.localePath(language, '/blog'));
    const enclosures = await Promise.all(posts.map((p) => enclosure(shareUrl(p.image, p.headerImage))));
    const items = posts.map((p, i) => {
      const link = absolute(site.localePath(language, `/blog/${encodeURIComponent(p.slug)}`));
      return [
        '<item>',
        `<title>${xmlText(p.title)}</title>`,
        `<link>${xmlText(link)}</link>`,
        `<guid isPermaLink="true">${xmlText(link)}</guid>`,
        p.publishedAt ? `<pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>` : '',
        p.excerpt ? `<description>${xmlText(p.excerpt)}</description>` : '',
        enclosures[i],
        '</item>',
      ].join('');
    });
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
      `<title>${xmlText(`${settings.siteName} — ${t('nav.blog')}`)}</title>`,
      `<link>${xmlText(blog)}</link>`,
      `<description>${xmlText(t('meta.blogDescription'))}</description>`,
      `<language>${language}</language>`,
      `<atom:link href="${xmlText(absolute(selfPath))}" rel="self" type="application/rss+xml"/>`,
      ...items,
      '</channel></rss>',
      '',
    ].join('\n');
  }

  const app = new Hono<AppEnv>();
  app.get('/robots.txt', (c) =>
    cache.send(c, 'robots', 'text/plain; charset=UTF-8', async () =>
      ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${env.publicUrl}/sitemap.xml`, ''].join('\n'),
    ),
  );
  if (!site) return app;
  app.get('/sitemap.xml', (c) => cache.send(c, 'sitemap', XML, () => sitemap(site)));
  app.get('/rss.xml', (c) => cache.send(c, 'rss:plain', 'application/rss+xml; charset=UTF-8', () => feed(site, 'en', '/rss.xml')));
  for (const language of LANGUAGES) {
    app.get(`/${language}/rss.xml`, (c) => cache.send(c, `rss:${language}`, 'application/rss+xml; charset=UTF-8', () => feed(site, language, site.localePath(language, '/rss.xml'))));
  }
  return app;
}
