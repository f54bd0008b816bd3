import type { GalleryItem, ResponsiveImage, SiteSettings } from '@portfolio/shared';
import { isoDuration } from '@portfolio/shared/iso-duration';
import { COPYRIGHT_YEAR } from '@portfolio/shared/constants';
import { DEFAULT_SITE_SETTINGS, copyrightText } from '@portfolio/shared/site-settings';
import { SOCIAL_NETWORKS } from '@portfolio/shared/social-networks';
import { LANGUAGES, type Language } from '@portfolio/shared/languages';
import type { Translate } from './i18n/translate';
import type { HeadInput, PageDefinition, PageHead, PageTitle, ShareImage } from './define-page';
import { titleOf } from './page-title';
import { pagePath } from '@portfolio/shared/page-paths';
import { localePath } from './routing';
import { answersReader } from './lib/page-data';

/** Open Graph locales of the three languages. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', sv: 'sv_SE', nl: 'nl_NL' };

/** The share JPEG of a photo (at most 1600 px wide) with its size; none without a photo. */
export function shareImage(image: ResponsiveImage | null | undefined, alt: string, fallbackUrl?: string | null): ShareImage | null {
  if (!image) return fallbackUrl ? { url: fallbackUrl, width: 0, height: 0, alt } : null;
  if (image.share) return { ...image.share, alt };
  const width = Math.min(1600, image.width);
  return { url: image.fallback, width, height: Math.round((image.height * width) / image.width), alt };
}

/** "Title · Place" of a photo, as its page and its preview name it. */
export function photoHeading(item: Pick<GalleryItem, 'title' | 'location' | 'country'>, untitled: string): string {
  const place = item.location || item.country;
  return place ? `${item.title || untitled} · ${place}` : item.title || untitled;
}

/** The site's own picture for previews of pages without a photo of their own. */
export function siteImage(t: Translate): ShareImage {
  return { url: '/hero/aurora-1280.jpg', width: 1280, height: 720, alt: t('hero.fallback.aurora') };
}

/** The head of an address that shows nothing (a 404). */
const NOT_FOUND_HEAD: PageHead = { type: 'website', image: null };

/** `<link rel="preload">` for a photo drawn at `sizes`, with the srcset of the format the browser will pick. */
export function imagePreload({ image, url, sizes }: NonNullable<PageHead['first']>): string {
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

/** The page where a photo can be licensed: the settings' page, else the contact form with subject licensing. */
export function licensingPage(settings: SiteSettings, language: Language, item?: Pick<GalleryItem, 'id'>): string {
  if (settings.licensingUrl) return settings.licensingUrl;
  return `${pagePath('home', {}, language, item ? `subject=licensing&photo=${item.id}` : 'subject=licensing')}#contact`;
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

/** The photographer as schema.org's Person. */
export function person(settings: SiteSettings, language: Language, publicUrl: string) {
  const sameAs = SOCIAL_NETWORKS.map((n) => settings.social[n]).filter(Boolean);
  return {
    '@type': 'Person',
    name: settings.photographerName,
    url: `${publicUrl}${pagePath('home', {}, language)}`,
    // The tagline setting, else the About subtitle of the site texts (see renderHead).
    jobTitle: settings.tagline || undefined,
    ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** An absolute address of a site path (addresses outside the site stay as they are). */
export const absoluteUrl = (publicUrl: string, u: string) => (/^https?:/.test(u) ? u : `${publicUrl}${u}`);

/** A date as schema.org reads it: a sensitive item's month (2024-06) becomes its first day. */
const isoDay = (date: string | null) => (date && /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : (date ?? undefined));

/**
 * schema.org's `inLanguage` of a work whose shown texts are in `languages` (absent: no such text):
 * the one they share, each of them when they differ (a Dutch title beside an English description),
 * or the page's when it shows none.
 */
export function textLanguages(languages: readonly (Language | undefined)[], page: Language): Language | Language[] {
  const found = [...new Set(languages.filter((l): l is Language => l !== undefined))];
  return found.length === 0 ? page : found.length === 1 ? found[0]! : found;
}

/**
 * A photo or film as schema.org sees it, with its rights; `pageUrl` is its own page. A film is a
 * VideoObject whose contentUrl is the video file and thumbnailUrl its poster.
 */
export function mediaObject(item: GalleryItem, pageUrl: string, { t, language, publicUrl, settings }: { t: Translate; language: Language; publicUrl: string; settings: SiteSettings }) {
  const common = {
    name: item.title || undefined,
    caption: item.description || photoHeading(item, t('common.untitled')),
    ...imageRights(settings, language, publicUrl, item),
    creator: person(settings, language, publicUrl),
    dateCreated: isoDay(item.dateTaken),
    contentLocation: item.location || item.country ? { '@type': 'Place', name: item.location || item.country } : undefined,
    url: pageUrl,
    // Its name and caption: Dutch where the photo has no text of its own in the page's language.
    inLanguage: textLanguages([item.title ? item.titleLang : undefined, item.description ? item.descriptionLang : undefined], language),
  };
  if (item.type === 'video') {
    const poster = item.image?.fallback ?? item.thumbnailUrl;
    return {
      '@type': 'VideoObject',
      ...common,
      description: common.caption,
      contentUrl: absoluteUrl(publicUrl, item.url),
      thumbnailUrl: poster ? absoluteUrl(publicUrl, poster) : undefined,
      uploadDate: isoDay(item.dateTaken),
      duration: item.duration !== undefined ? isoDuration(item.duration) : undefined,
      width: item.width ?? undefined,
      height: item.height ?? undefined,
    };
  }
  const share = shareImage(item.image, item.alt || item.title);
  return {
    '@type': 'ImageObject',
    ...common,
    contentUrl: absoluteUrl(publicUrl, share?.url ?? item.url),
    thumbnailUrl: item.thumbnailUrl ? absoluteUrl(publicUrl, item.thumbnailUrl) : undefined,
    width: share?.width || (item.width ?? undefined),
    height: share?.height || (item.height ?? undefined),
  };
}

export interface RenderHeadInput {
  page: PageDefinition | null;
  found: boolean;
  /** The path without its language prefix. */
  path: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: Language;
  answers: Record<string, unknown>;
  t: Translate;
  /** The site's absolute address, without a trailing slash. */
  publicUrl: string;
  settings?: SiteSettings;
}

/** The head of a page for an address: the page's own, or the 404's when nothing is there. */
function headOf(page: PageDefinition | null, found: boolean, input: HeadInput): PageTitle & PageHead {
  return { ...titleOf(page, found, input), ...(page && (found || page.ownNotFound) ? page.head(input) : NOT_FOUND_HEAD) };
}

/**
 * Everything a public page puts in its <head>: title, description, links between languages,
 * previews. A filtered gallery (its query) is canonical to the unfiltered page.
 */
export function renderHead({ page, found, path, params, search, language, answers, t, publicUrl, settings = DEFAULT_SITE_SETTINGS }: RenderHeadInput): { title: string; tags: string } {
  const url = `${publicUrl}${localePath(language, path)}`;
  // The photographer's tagline defaults to the About subtitle of the site texts the page brings.
  const answer = answersReader(answers);
  const subtitle = answer('siteTexts', { language })?.about.subtitle.text ?? '';
  const input: HeadInput = { t, language, params, search, answer, settings: { ...settings, tagline: settings.tagline || subtitle }, publicUrl, url };
  const meta = headOf(page, found, input);
  const tags: string[] = [`<meta name="description" content="${escape(meta.description)}">`];
  if (found && meta.first) tags.push(imagePreload(meta.first));
  // A newsletter link holds someone's token: never indexed, and no canonical that would repeat it.
  if (!found || meta.private) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    tags.push('<meta name="robots" content="index, follow">', `<link rel="canonical" href="${escape(url)}">`);
    // Only the languages the page has its own text in (a post in Dutch only is no English page).
    for (const other of LANGUAGES.filter((l) => !meta.languages || meta.languages.includes(l))) tags.push(`<link rel="alternate" hreflang="${other}" href="${escape(`${publicUrl}${localePath(other, path)}`)}">`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escape(`${publicUrl}${path}`)}">`);
  }
  tags.push(`<link rel="alternate" type="application/rss+xml" title="${escape(`${t('meta.siteName')} — ${t('nav.blog')}`)}" href="${localePath(language, '/rss.xml')}">`);
  // Every content page shows a picture in link previews: its own, else the site's.
  const image = meta.image ?? (found && !meta.private ? siteImage(t) : null);
  const og: Array<[string, string]> = [
    ['og:site_name', t('meta.siteName')],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', url],
    ['og:type', meta.type],
    ['og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((l) => l !== language).map((l): [string, string] => ['og:locale:alternate', OG_LOCALES[l]]),
  ];
  if (image) {
    og.push(['og:image', absoluteUrl(publicUrl, image.url)]);
    if (image.width) og.push(['og:image:width', String(image.width)], ['og:image:height', String(image.height)]);
    og.push(['og:image:alt', image.alt]);
  }
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escape(content)}">`);
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`);
  if (image) tags.push(`<meta name="twitter:image:alt" content="${escape(image.alt)}">`);
  for (const data of found && meta.structuredData ? meta.structuredData(input) : []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return { title: meta.title, tags: tags.join('') };
}
