import {
  type AdminUser,
  type BlogPost,
  type BlogPostAdmin,
  type BlogPostAdminListItem,
  type BlogPostSummary,
  type CameraSettings,
  type Category,
  type CollectionAdmin,
  type CollectionCover,
  type CollectionSummary,
  type CategoryAdmin,
  type ContactMessage,
  type GalleryItem,
  type GalleryItemAdmin,
  type GalleryTextField,
  type HeroImage,
  type Language,
  type PhotoMetadata,
  type ResponsiveImage,
  categorySlug,
  GALLERY_TEXT_FIELDS,
  postLanguages,
} from '@portfolio/shared';
import { parseLanguage } from '@portfolio/shared/languages';
import { iso, isoRequired } from '../lib/dates';
import type { MediaView } from '../media/assets';
import type * as schema from './schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
export type UserRow = Row<typeof schema.adminUsers>;
export type HeroRow = Row<typeof schema.heroImages>;
export type GalleryRow = Row<typeof schema.galleryItems>;
export type CategoryRow = Row<typeof schema.categories>;
export type BlogRow = Row<typeof schema.blogPosts>;
export type MessageRow = Row<typeof schema.contactMessages>;
export type CollectionRow = Row<typeof schema.collections>;
/** Stored media by key (mediaByKey): answers for stored media come from the asset. */
export type Media = Map<string, MediaView>;

/** The answer's view of a row's media: the asset's when it has a key, else its outside URL as stored. */
function viewOfRow(key: string | null, url: string | null, media: Media, stored?: { thumbnailUrl?: string | null; width?: number | null; height?: number | null }): MediaView {
  const asset = key ? media.get(key) : undefined;
  if (asset) return asset;
  return { url: url ?? '', thumbnailUrl: stored?.thumbnailUrl ?? null, width: stored?.width ?? null, height: stored?.height ?? null, image: null, duration: null };
}

/** The language `localized` takes its text from: the asked one when it has its own, else Dutch. */
export function languageOf(lang: Language, en: string | null, sv: string | null): Language {
  const pick = lang === 'en' ? en : lang === 'sv' ? sv : null;
  return pick && pick.trim() !== '' ? lang : 'nl';
}

/** English and Swedish text falls back to the Dutch text when missing or blank. */
export function localized(lang: Language, nl: string, en: string | null, sv: string | null): string;
export function localized(lang: Language, nl: string | null, en: string | null, sv: string | null): string | null;
export function localized(lang: Language, nl: string | null, en: string | null, sv: string | null): string | null {
  const pick = lang === 'en' ? en : lang === 'sv' ? sv : null;
  return pick && pick.trim() !== '' ? pick : nl;
}

export const toAdminUser = (r: UserRow): AdminUser => ({
  id: r.id,
  username: r.username,
  fullName: r.fullName,
  createdAt: isoRequired(r.createdAt),
  lastLogin: iso(r.lastLogin),
});

/** A slide; with `lang`, its alt text and title in that language (blank: the Dutch ones). */
export const toHeroImage = (r: HeroRow, media: Media, lang?: Language): HeroImage => {
  const view = viewOfRow(r.mediaHash, r.url, media);
  return {
    id: r.id,
    url: view.url,
    mediaHash: r.mediaHash,
    alt: lang ? localized(lang, r.alt, r.altEn, r.altSv) : r.alt,
    altEn: r.altEn,
    altSv: r.altSv,
    title: lang ? localized(lang, r.title, r.titleEn, r.titleSv) : r.title,
    titleEn: r.titleEn,
    titleSv: r.titleSv,
    displayOrder: r.displayOrder,
    isActive: r.isActive,
    image: view.image,
    altLang: lang ? languageOf(lang, r.altEn, r.altSv) : 'nl',
    titleLang: lang ? languageOf(lang, r.titleEn, r.titleSv) : 'nl',
  };
};

export const toCategory = (r: CategoryRow, lang: Language): Category => {
  const name = localized(lang, r.name, r.nameEn, r.nameSv);
  return { id: r.id, name, slug: categorySlug(name), type: r.type, nameLang: languageOf(lang, r.nameEn, r.nameSv) };
};

export const toCategoryAdmin = (r: CategoryRow, itemCount?: number): CategoryAdmin => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  nameSv: r.nameSv,
  type: r.type,
  sensitiveLocation: r.sensitiveLocation,
  ...(itemCount === undefined ? {} : { itemCount }),
});

/** "NIKON CORPORATION" + "NIKON Z 9" → "Nikon Z 9"; "Canon" + "Canon EOS R5" → "Canon EOS R5"; "SONY" + "ILCE-1" → "Sony ILCE-1". */
export function cameraName(make: string | undefined, model: string | undefined): string | undefined {
  const brand = make?.trim().split(/\s+/)[0] ?? '';
  const m = model?.trim() ?? '';
  const name = !m ? brand : !brand || m.toLowerCase().startsWith(brand.toLowerCase()) ? m : `${brand} ${m}`;
  // A brand in capitals ("NIKON", "SONY") reads better as a name.
  return name.replace(/^([A-Z])([A-Z]{3,})(?=\s|$)/, (_, first: string, rest: string) => first + rest.toLowerCase()) || undefined;
}

/** The camera settings a visitor may see: never GPS. Null when the photo has none. */
export function toCameraSettings(metadata: PhotoMetadata | null | undefined): CameraSettings | null {
  if (!metadata) return null;
  const out: CameraSettings = {};
  const camera = cameraName(metadata.Make, metadata.Model);
  if (camera) out.camera = camera;
  if (metadata.LensModel) out.lens = metadata.LensModel;
  if (metadata.FocalLength) out.focalLength = metadata.FocalLength;
  if (metadata.FNumber) out.fNumber = metadata.FNumber;
  if (metadata.ExposureTime) out.exposureTime = metadata.ExposureTime;
  if (metadata.ISO) out.iso = metadata.ISO;
  return Object.keys(out).length > 0 ? out : null;
}

/** True when the item or one of its categories is marked: the public sees only country and month. */
export const isSensitive = (r: Pick<GalleryRow, 'sensitiveLocation'>, cats: Pick<CategoryRow, 'sensitiveLocation'>[]) =>
  r.sensitiveLocation || cats.some((c) => c.sensitiveLocation);

/** Public item: one language, camera settings but never GPS; a sensitive item has no location and only a month. */
export const toGalleryItem = (r: GalleryRow, lang: Language, cats: CategoryRow[], media: Media): GalleryItem => {
  const item = publicItem(r, lang, cats, itemMedia(r, media));
  if (!isSensitive(r, cats)) return item;
  return { ...item, location: null, dateTaken: item.dateTaken ? item.dateTaken.slice(0, 7) : null };
};

const itemMedia = (r: GalleryRow, media: Media) => viewOfRow(r.mediaHash, r.url, media, r);

/** The picture an item's entry in the sitemap shows: its share JPEG, else its thumbnail, else a photo's own file. */
export function itemShareImage(r: Pick<GalleryRow, 'type' | 'url' | 'thumbnailUrl' | 'mediaHash' | 'width' | 'height'>, media: Media): string | null {
  const view = viewOfRow(r.mediaHash, r.url, media, r);
  return view.image?.fallback ?? view.thumbnailUrl ?? (r.type === 'photo' ? view.url || null : null);
}

/** An item's alt text in `lang` (else the Dutch one, else its title) and the language it is in. */
export const altOf = (r: Pick<GalleryRow, 'alt' | 'altEn' | 'altSv' | 'title' | 'titleEn' | 'titleSv'>, lang: Language): { alt: string; altLang: Language } => {
  const alt = localized(lang, r.alt, r.altEn, r.altSv);
  if (alt) return { alt, altLang: languageOf(lang, r.altEn, r.altSv) };
  return { alt: localized(lang, r.title, r.titleEn, r.titleSv), altLang: languageOf(lang, r.titleEn, r.titleSv) };
};

const publicItem = (r: GalleryRow, lang: Language, cats: CategoryRow[], view: MediaView): GalleryItem => ({
  id: r.id,
  type: r.type,
  url: view.url,
  thumbnailUrl: view.thumbnailUrl,
  title: localized(lang, r.title, r.titleEn, r.titleSv),
  titleLang: languageOf(lang, r.titleEn, r.titleSv),
  ...altOf(r, lang),
  description: localized(lang, r.description, r.descriptionEn, r.descriptionSv),
  descriptionLang: languageOf(lang, r.descriptionEn, r.descriptionSv),
  location: r.location,
  country: localized(lang, r.country, r.countryEn, r.countrySv),
  countryLang: languageOf(lang, r.countryEn, r.countrySv),
  dateTaken: iso(r.dateTaken),
  categories: cats.map((c) => ({ id: c.id, name: localized(lang, c.name, c.nameEn, c.nameSv), nameLang: languageOf(lang, c.nameEn, c.nameSv) })),
  width: view.width,
  height: view.height,
  image: view.image,
  camera: toCameraSettings(r.metadata as PhotoMetadata | null),
  ...(r.type === 'video' && view.duration !== null ? { duration: view.duration } : {}),
});

export const toGalleryItemAdmin = (r: GalleryRow, cats: CategoryRow[], media: Media): GalleryItemAdmin => {
  const view = itemMedia(r, media);
  return {
    ...(Object.fromEntries(GALLERY_TEXT_FIELDS.map((key) => [key, r[key]])) as Record<GalleryTextField, string | null>),
    id: r.id,
    type: r.type,
    url: view.url,
    thumbnailUrl: view.thumbnailUrl,
    title: r.title,
    dateTaken: iso(r.dateTaken),
    createdAt: isoRequired(r.createdAt),
    isPublished: r.isPublished ?? true,
    metadata: (r.metadata as PhotoMetadata | null) ?? null,
    categories: cats.map((c) => toCategoryAdmin(c)),
    width: view.width,
    height: view.height,
    image: view.image,
    mediaHash: r.mediaHash,
    sensitiveLocation: r.sensitiveLocation,
    sensitiveByCategory: cats.some((c) => c.sensitiveLocation),
    featured: r.featured,
    position: r.position,
    saleMode: r.saleMode ?? null,
  };
};

/** The header image's view: the asset's when the post has its key, else the outside URL. */
const headerOf = (r: BlogRow, media: Media): MediaView | null =>
  r.featuredMediaHash || r.featuredImage ? viewOfRow(r.featuredMediaHash, r.featuredImage, media) : null;

export const toBlogSummary = (r: BlogRow, lang: Language, media: Media): BlogPostSummary => {
  const header = headerOf(r, media);
  return {
    id: r.id,
    slug: r.slug,
    title: localized(lang, r.titleNl, r.titleEn, r.titleSv),
    excerpt: localized(lang, r.excerptNl, r.excerptEn, r.excerptSv),
    headerImage: header?.url ?? null,
    publishedAt: iso(r.publishedAt),
    viewCount: r.viewCount,
    image: header?.image ?? null,
    updatedAt: isoRequired(r.updatedAt),
    titleLang: languageOf(lang, r.titleEn, r.titleSv),
    excerptLang: languageOf(lang, r.excerptEn, r.excerptSv),
  };
};

/**
 * `media` holds the header photo and the photos of the text (the post's post_media rows);
 * contentImages is keyed by the URLs the text uses for them, which are the assets' URLs.
 */
export const toBlogPost = (r: BlogRow, lang: Language, media: Media, inText: string[]): BlogPost => {
  const content = localized(lang, r.contentNl, r.contentEn, r.contentSv);
  return {
    ...toBlogSummary(r, lang, media),
    content,
    contentImages: Object.fromEntries(inText.flatMap((key) => contentImageEntries(media.get(key), content))),
    contentLang: languageOf(lang, r.contentEn, r.contentSv),
    languages: postLanguages(r),
  };
};

/** Every URL of the asset that the text shows, with the asset's image. */
function contentImageEntries(view: MediaView | undefined, content: string): [string, ResponsiveImage][] {
  if (!view?.image) return [];
  const urls = new Set([view.url, view.image.fallback, ...view.image.webp.map((v) => v.url), ...view.image.avif.map((v) => v.url)]);
  return [...urls].filter((url) => url && content.includes(url)).map((url) => [url, view.image!]);
}

export const toBlogAdminListItem = (r: BlogRow, media: Media): BlogPostAdminListItem => ({
  id: r.id,
  slug: r.slug,
  title: r.titleNl,
  headerImage: headerOf(r, media)?.url ?? null,
  isPublished: r.isPublished,
  publishedAt: iso(r.publishedAt),
  viewCount: r.viewCount,
  createdAt: isoRequired(r.createdAt),
  languages: postLanguages(r),
});

export const toBlogAdmin = (r: BlogRow, media: Media): BlogPostAdmin => ({
  id: r.id,
  slug: r.slug,
  titleNl: r.titleNl,
  titleEn: r.titleEn,
  titleSv: r.titleSv,
  contentNl: r.contentNl,
  contentEn: r.contentEn,
  contentSv: r.contentSv,
  excerptNl: r.excerptNl,
  excerptEn: r.excerptEn,
  excerptSv: r.excerptSv,
  featuredImage: headerOf(r, media)?.url ?? null,
  featuredMediaHash: r.featuredMediaHash,
  isPublished: r.isPublished,
  publishedAt: iso(r.publishedAt),
  viewCount: r.viewCount,
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});

export const toContactMessage = (r: MessageRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  subject: r.subject,
  message: r.message,
  isRead: r.isRead,
  createdAt: isoRequired(r.createdAt),
  language: parseLanguage(r.language) ?? null,
});

/** What a collection's card and admin row count from its items. */
export interface CollectionStats {
  itemCount: number;
  first: Date | null;
  last: Date | null;
}

/** A cover as a card shows it: the item's photo in one language (never its place). */
export const toCollectionCover = (r: GalleryRow, lang: Language, media: Media): CollectionCover => {
  const view = itemMedia(r, media);
  return {
    url: view.url,
    thumbnailUrl: view.thumbnailUrl,
    ...altOf(r, lang),
    width: view.width,
    height: view.height,
    image: view.image,
  };
};

const month = (d: Date | null) => (d ? d.toISOString().slice(0, 7) : null);

export const toCollectionSummary = (r: CollectionRow, lang: Language, stats: CollectionStats, cover: CollectionCover | null): CollectionSummary => ({
  id: r.id,
  slug: r.slug,
  title: localized(lang, r.titleNl, r.titleEn, r.titleSv),
  titleLang: languageOf(lang, r.titleEn, r.titleSv),
  cover,
  itemCount: stats.itemCount,
  firstMonth: month(stats.first),
  lastMonth: month(stats.last),
  updatedAt: isoRequired(r.updatedAt),
});

export const toCollectionAdmin = (r: CollectionRow, itemCount: number, coverThumbnailUrl: string | null): CollectionAdmin => ({
  id: r.id,
  slug: r.slug,
  titleNl: r.titleNl,
  titleEn: r.titleEn,
  titleSv: r.titleSv,
  introNl: r.introNl,
  introEn: r.introEn,
  introSv: r.introSv,
  coverItemId: r.coverItemId,
  coverThumbnailUrl,
  isPublished: r.isPublished,
  itemCount,
  createdAt: isoRequired(r.createdAt),
  updatedAt: isoRequired(r.updatedAt),
});
