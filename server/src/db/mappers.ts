import {
  type AdminUser,
  type BlogPost,
  type BlogPostAdmin,
  type BlogPostAdminListItem,
  type BlogPostSummary,
  type CameraSettings,
  type Category,
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
} from '@portfolio/shared';
import { parseLanguage } from '@portfolio/shared/languages';
import { iso, isoRequired } from '../lib/dates';
import { mediaUrlsIn } from '../media/assets';
import type * as schema from './schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
export type UserRow = Row<typeof schema.adminUsers>;
export type HeroRow = Row<typeof schema.heroImages>;
export type GalleryRow = Row<typeof schema.galleryItems>;
export type CategoryRow = Row<typeof schema.categories>;
export type BlogRow = Row<typeof schema.blogPosts>;
export type MessageRow = Row<typeof schema.contactMessages>;
export type Images = Map<string, ResponsiveImage>;

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
export const toHeroImage = (r: HeroRow, images: Images, lang?: Language): HeroImage => ({
  id: r.id,
  url: r.url,
  alt: lang ? localized(lang, r.alt, r.altEn, r.altSv) : r.alt,
  altEn: r.altEn,
  altSv: r.altSv,
  title: lang ? localized(lang, r.title, r.titleEn, r.titleSv) : r.title,
  titleEn: r.titleEn,
  titleSv: r.titleSv,
  displayOrder: r.displayOrder,
  isActive: r.isActive,
  image: images.get(r.url) ?? null,
});

export const toCategory = (r: CategoryRow, lang: Language): Category => {
  const name = localized(lang, r.name, r.nameEn, r.nameSv);
  return { id: r.id, name, slug: categorySlug(name), type: r.type };
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
export const toGalleryItem = (r: GalleryRow, lang: Language, cats: CategoryRow[], images: Images): GalleryItem => {
  const item = publicItem(r, lang, cats, images);
  if (!isSensitive(r, cats)) return item;
  return { ...item, location: null, dateTaken: item.dateTaken ? item.dateTaken.slice(0, 7) : null };
};

const publicItem = (r: GalleryRow, lang: Language, cats: CategoryRow[], images: Images): GalleryItem => ({
  id: r.id,
  type: r.type,
  url: r.url,
  thumbnailUrl: r.thumbnailUrl,
  title: localized(lang, r.title, r.titleEn, r.titleSv),
  alt: localized(lang, r.alt, r.altEn, r.altSv) || localized(lang, r.title, r.titleEn, r.titleSv),
  description: localized(lang, r.description, r.descriptionEn, r.descriptionSv),
  location: r.location,
  country: localized(lang, r.country, r.countryEn, r.countrySv),
  dateTaken: iso(r.dateTaken),
  categories: cats.map((c) => ({ id: c.id, name: localized(lang, c.name, c.nameEn, c.nameSv) })),
  width: r.width,
  height: r.height,
  image: images.get(r.url) ?? null,
  camera: toCameraSettings(r.metadata as PhotoMetadata | null),
});

export const toGalleryItemAdmin = (r: GalleryRow, cats: CategoryRow[], images: Images): GalleryItemAdmin => ({
  ...(Object.fromEntries(GALLERY_TEXT_FIELDS.map((key) => [key, r[key]])) as Record<GalleryTextField, string | null>),
  id: r.id,
  type: r.type,
  url: r.url,
  thumbnailUrl: r.thumbnailUrl,
  title: r.title,
  dateTaken: iso(r.dateTaken),
  createdAt: isoRequired(r.createdAt),
  isPublished: r.isPublished ?? true,
  metadata: (r.metadata as PhotoMetadata | null) ?? null,
  categories: cats.map((c) => toCategoryAdmin(c)),
  width: r.width,
  height: r.height,
  image: images.get(r.url) ?? null,
  mediaHash: r.mediaHash,
  sensitiveLocation: r.sensitiveLocation,
  sensitiveByCategory: cats.some((c) => c.sensitiveLocation),
});

export const toBlogSummary = (r: BlogRow, lang: Language, images: Images): BlogPostSummary => ({
  id: r.id,
  slug: r.slug,
  title: localized(lang, r.titleNl, r.titleEn, r.titleSv),
  excerpt: localized(lang, r.excerptNl, r.excerptEn, r.excerptSv),
  headerImage: r.featuredImage,
  publishedAt: iso(r.publishedAt),
  viewCount: r.viewCount,
  image: r.featuredImage ? (images.get(r.featuredImage) ?? null) : null,
  updatedAt: isoRequired(r.updatedAt),
});

/** `images` holds the header photo and the photos of the text (see mediaUrlsIn). */
export const toBlogPost = (r: BlogRow, lang: Language, images: Images): BlogPost => {
  const content = localized(lang, r.contentNl, r.contentEn, r.contentSv);
  const shown = mediaUrlsIn(content);
  return {
    ...toBlogSummary(r, lang, images),
    content,
    contentImages: Object.fromEntries(shown.flatMap((url) => (images.has(url) ? [[url, images.get(url)!]] : []))),
  };
};

export const toBlogAdminListItem = (r: BlogRow): BlogPostAdminListItem => ({
  id: r.id,
  slug: r.slug,
  title: r.titleNl,
  headerImage: r.featuredImage,
  isPublished: r.isPublished,
  publishedAt: iso(r.publishedAt),
  viewCount: r.viewCount,
  createdAt: isoRequired(r.createdAt),
});

export const toBlogAdmin = (r: BlogRow): BlogPostAdmin => ({
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
  featuredImage: r.featuredImage,
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
