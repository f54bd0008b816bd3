import type { BlogPost, GalleryItem, HeroImage, PublicSiteTexts, ResponsiveImage, SiteSettings } from '@portfolio/shared';
import { COPYRIGHT_YEAR, photoFrameSizes, photoTileSizes } from '@portfolio/shared/constants';
import { DEFAULT_SITE_SETTINGS, SOCIAL_NETWORKS, copyrightText } from '@portfolio/shared/site-settings';
import { LANGUAGES, type Language } from '@portfolio/shared/languages';
import type { Translate } from './i18n/translate';
import type { PublicPage } from './pages';
import { apiUrl, localePath } from './routing';

/** Open Graph locales of the three languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', sv: 'sv_SE', nl: 'nl_NL' };

/** The share JPEG of a photo (at most 1600 px wide) with its size, for link previews. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  image: ShareImage | null;
  /** The photo the page draws first (its largest paint), fetched ahead from the head. */
  first?: { image: ResponsiveImage | null; url: string; sizes: string };
}

function shareImage(image: ResponsiveImage | null | undefined, alt: string, fallbackUrl?: string | null): ShareImage | null {
  if (!image) return fallbackUrl ? { url: fallbackUrl, width: 0, height: 0, alt } : null;
  const width = Math.min(1600, image.width);
  return { url: image.fallback, width, height: Math.round((image.height * width) / image.width), alt };
}

/** "Title · Place" of a photo, as its page and its preview name it. */
export function photoHeading(item: Pick<GalleryItem, 'title' | 'location' | 'country'>, untitled: string): string {
  const place = item.location || item.country;
  return place ? `${item.title || untitled} · ${place}` : item.title || untitled;
}

/** Title, description and preview image of a page, from the answers it was rendered with. */
export function pageMeta(id: PublicPage['id'] | null, t: Translate, language: Language, params: Record<string, string | undefined>, answer: (url: string) => unknown): PageMeta {
  const site = t('meta.siteName');
  const items = (answer(apiUrl.galleryItems(language)) as GalleryItem[] | undefined) ?? [];
  const firstItem = items.find((i) => i.image);
  switch (id) {
    case 'home': {
      const hero = (answer(apiUrl.heroImages(language)) as HeroImage[] | undefined)?.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
      return {
        title: t('meta.homeTitle'),
        description: t('meta.homeDescription'),
        type: 'website',
        image: shareImage(hero?.image, hero?.alt ?? site, hero?.url),
        first: hero ? { image: hero.image, url: hero.url, sizes: '100vw' } : undefined,
      };
    }
    case 'gallery': {
      const tile = items[0];
      return {
        title: t('meta.galleryTitle'),
        description: t('meta.galleryDescription'),
        type: 'website',
        image: shareImage(firstItem?.image, firstItem?.title ?? site),
        first: tile && (tile.image || tile.type === 'photo') ? { image: tile.image, url: tile.thumbnailUrl || tile.url, sizes: photoTileSizes(tile.width ?? tile.image?.width, tile.height ?? tile.image?.height) } : undefined,
      };
    }
    case 'photo': {
      const item = items.find((i) => String(i.id) === params.id);
      if (!item) break;
      const heading = photoHeading(item, t('common.untitled'));
      return {
        title: `${heading} — ${site}`,
        description: item.description || heading,
        type: 'website',
        image: shareImage(item.image, item.alt || item.title, item.thumbnailUrl),
        first: item.type === 'photo' ? { image: item.image, url: item.url, sizes: photoFrameSizes(item.width ?? item.image?.width, item.height ?? item.image?.height) } : undefined,
      };
    }
    case 'blog': {
      return { title: t('meta.blogTitle'), description: t('meta.blogDescription'), type: 'website', image: null };
    }
    case 'post': {
      const post = answer(apiUrl.post(params.slug ?? '', language)) as BlogPost | null | undefined;
      if (!post) return { title: `${t('blog.notFound')} — ${site}`, description: t('meta.notFoundDescription'), type: 'website', image: null };
      return {
        title: `${post.title} — ${site}`,
        description: post.excerpt || t('meta.blogDescription'),
        type: 'article',
        image: shareImage(post.image, post.title, post.headerImage),
        first: post.headerImage ? { image: post.image, url: post.headerImage, sizes: '100vw' } : undefined,
      };
    }
    case 'newsletter':
      return { title: `${t(params.action === 'unsubscribe' ? 'newsletterPage.unsubscribeMetaTitle' : 'newsletterPage.confirmTitle')} — ${site}`, description: t('footer.newsletterSubtitle'), type: 'website', image: null };
    default:
      break;
  }
  return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription'), type: 'website', image: null };
}

/** `<link rel="preload">` for a photo drawn at `sizes`, with the srcset of the format the browser will pick. */
export function imagePreload({ image, url, sizes }: NonNullable<PageMeta['first']>): string {
  const set = image?.avif.length ? { list: image.avif, type: 'image/avif' } : image?.webp.length ? { list: image.webp, type: 'image/webp' } : null;
  if (!set) return `<link rel="preload" as="image" href="${escape(image?.fallback ?? url)}" fetchpriority="high">`;
  const srcset = set.list.map((s) => `${s.url} ${s.width}w`).join(', ');
  return `<link rel="preload" as="image" href="${escape(set.list.at(-1)!.url)}" imagesrcset="${escape(srcset)}" imagesizes="${escape(sizes)}" type="${set.type}" fetchpriority="high">`;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface HeadInput {
  page: PublicPage | null;
  found: boolean;
  /** The path without its language prefix. */
  path: string;
  params: Record<string, string | undefined>;
  language: Language;
  answers: Record<string, unknown>;
  t: Translate;
  /** The site's absolute address, without a trailing slash. */
  publicUrl: string;
  /** The photographer's settings (name, social links, rights); the defaults when absent. */
  settings?: SiteSettings;
}

/** The page where a photo can be licensed: the settings' page, else the contact form with subject licensing. */
export function licensingPage(settings: SiteSettings, language: Language, item?: Pick<GalleryItem, 'id'>): string {
  if (settings.licensingUrl) return settings.licensingUrl;
  return localePath(language, `/?subject=licensing${item ? `&photo=${item.id}` : ''}#contact`);
}

/** The rights of a photo for schema.org's ImageObject (what Google Images shows as "Licensable"). */
export function imageRights(settings: SiteSettings, language: Language, publicUrl: string, item?: Pick<GalleryItem, 'id'>) {
  const page = licensingPage(settings, language, item);
  return {
    creator: { '@type': 'Person', name: settings.photographerName },
    copyrightNotice: copyrightText(settings, COPYRIGHT_YEAR) ?? `© ${COPYRIGHT_YEAR} ${settings.photographerName}`,
    creditText: settings.creditLine || settings.photographerName,
    license: settings.licenseUrl || undefined,
    acquireLicensePage: /^https?:/.test(page) ? page : `${publicUrl}${page}`,
  };
}

/** Structured data (schema.org JSON-LD) of a page. */
function structuredData({ page, params, language, answers, t, publicUrl, settings = DEFAULT_SITE_SETTINGS }: HeadInput, url: string): object[] {
  const site = t('meta.siteName');
  const sameAs = SOCIAL_NETWORKS.map((n) => settings.social[n]).filter(Boolean);
  const person = {
    '@type': 'Person',
    name: settings.photographerName,
    url: `${publicUrl}${localePath(language, '/')}`,
    jobTitle: settings.tagline || (answers[apiUrl.siteTexts(language)] as PublicSiteTexts | undefined)?.about.subtitle.text || undefined,
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  const absolute = (u: string) => (/^https?:/.test(u) ? u : `${publicUrl}${u}`);
  if (page?.id === 'home') {
    return [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: site, url: `${publicUrl}/`, inLanguage: language, description: t('meta.homeDescription') },
      { '@context': 'https://schema.org', ...person },
    ];
  }
  if (page?.id === 'post') {
    const post = answers[apiUrl.post(params.slug ?? '', language)] as BlogPost | undefined;
    if (!post) return [];
    const image = shareImage(post.image, post.title, post.headerImage);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt || undefined,
        image: image ? absolute(image.url) : undefined,
        datePublished: post.publishedAt ?? undefined,
        dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
        author: person,
        inLanguage: language,
        mainEntityOfPage: url,
      },
    ];
  }
  const items = (answers[apiUrl.galleryItems(language)] as GalleryItem[] | undefined) ?? [];
  /** A photo or film as schema.org sees it, with its rights; `pageUrl` is its own page. */
  const mediaObject = (item: GalleryItem, pageUrl: string) => ({
    '@type': item.type === 'video' ? 'VideoObject' : 'ImageObject',
    name: item.title || undefined,
    contentUrl: absolute(item.image?.fallback ?? item.url),
    thumbnailUrl: item.thumbnailUrl ? absolute(item.thumbnailUrl) : undefined,
    width: item.image ? Math.min(1600, item.image.width) : (item.width ?? undefined),
    height: item.image ? Math.round((item.image.height * Math.min(1600, item.image.width)) / item.image.width) : (item.height ?? undefined),
    caption: item.description || photoHeading(item, t('common.untitled')),
    ...imageRights(settings, language, publicUrl, item),
    creator: person,
    dateCreated: item.dateTaken ?? undefined,
    contentLocation: item.location || item.country ? { '@type': 'Place', name: item.location || item.country } : undefined,
    url: pageUrl,
  });
  if (page?.id === 'photo') {
    const item = items.find((i) => String(i.id) === params.id);
    return item ? [{ '@context': 'https://schema.org', ...mediaObject(item, url) }] : [];
  }
  if (page?.id === 'gallery') {
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: t('gallery.pageTitle'),
        description: t('meta.galleryDescription'),
        url,
        inLanguage: language,
        author: person,
        associatedMedia: items.map((item) => mediaObject(item, `${publicUrl}${localePath(language, `/gallery/${item.id}`)}`)),
      },
    ];
  }
  return [];
}

/**
 * The languages a page is offered in to search engines: every language, but for a post only those
 * with a text of their own (its other addresses show the Dutch text, which is no translation).
 */
function alternatesOf({ page, params, language, answers }: HeadInput): readonly Language[] {
  if (page?.id !== 'post') return LANGUAGES;
  const post = answers[apiUrl.post(params.slug ?? '', language)] as BlogPost | undefined;
  return post ? LANGUAGES.filter((l) => post.languages.includes(l)) : LANGUAGES;
}

/** Everything a public page puts in its <head>: title, description, links between languages, previews. */
export function renderHead(input: HeadInput): { title: string; tags: string } {
  const { page, found, path, params, language, answers, t, publicUrl } = input;
  const meta = pageMeta(found || page?.id === 'post' ? (page?.id ?? null) : null, t, language, params, (u) => answers[u]);
  const url = `${publicUrl}${localePath(language, path)}`;
  const tags: string[] = [`<meta name="description" content="${escape(meta.description)}">`];
  if (found && meta.first) tags.push(imagePreload(meta.first));
  // A newsletter link holds someone's token: never indexed, and no canonical that would repeat it.
  if (!found || page?.id === 'newsletter') {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push('<meta name="robots" content="index, follow">', `<link rel="canonical" href="${escape(url)}">`);
    for (const other of alternatesOf(input)) tags.push(`<link rel="alternate" hreflang="${other}" href="${escape(`${publicUrl}${localePath(other, path)}`)}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escape(`${publicUrl}${path}`)}">`);
  }
  tags.push(`<link rel="alternate" type="application/rss+xml" title="${escape(`${t('meta.siteName')} — ${t('nav.blog')}`)}" href="${localePath(language, '/rss.xml')}">`);
  const og: Array<[string, string]> = [
    ['og:site_name', t('meta.siteName')],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', url],
    ['og:type', meta.type],
    ['og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((l) => l !== language).map((l): [string, string] => ['og:locale:alternate', OG_LOCALES[l]]),
  ];
  if (meta.image) {
    og.push(['og:image', /^https?:/.test(meta.image.url) ? meta.image.url : `${publicUrl}${meta.image.url}`]);
    if (meta.image.width) og.push(['og:image:width', String(meta.image.width)], ['og:image:height', String(meta.image.height)]);
    og.push(['og:image:alt', meta.image.alt]);
  }
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escape(content)}">`);
  tags.push(`<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`);
  for (const data of found ? structuredData(input, url) : []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return { title: meta.title, tags: tags.join('') };
}
