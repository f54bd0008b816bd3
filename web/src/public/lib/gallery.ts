import type { CameraSettings, GalleryItem, Language, ResponsiveImage } from '@portfolio/shared';
import { categorySlug } from '@portfolio/shared/slug';

/** A public gallery item with the fields the client derives. */
export interface Photo {
  id: number;
  type: 'photo' | 'video';
  /** Full-size media URL (the video file for videos). */
  src: string;
  /** Preferred tile source: the thumbnail when present. */
  thumbnail: string;
  alt: string;
  title: string;
  description: string | null;
  /** The language each text is in (Dutch where the photo has none of its own in the page's language); absent: the page's. */
  altLang?: Language;
  titleLang?: Language;
  descriptionLang?: Language;
  /** Location, else country, else 'Unknown'. */
  location: string;
  country: string | null;
  /** The language of the country's name, and of `location` when it is that name (a place's own name has none). */
  countryLang?: Language;
  locationLang?: Language;
  /** Date taken, else now. */
  date: Date;
  categories: { id: number; name: string; nameLang?: Language }[];
  categorySlugs: string[];
  width: number | null;
  height: number | null;
  image: ResponsiveImage | null;
  /** Camera settings for the information panel. */
  camera: CameraSettings | null;
  /** The date the photo was taken, when known (`date` falls back to now). */
  taken: Date | null;
  /** Only the month is known (a sensitive location: the public gets YYYY-MM). */
  takenMonthOnly?: boolean;
}

export function toPhoto(item: GalleryItem, now: () => Date = () => new Date(), unknown = 'Unknown'): Photo {
  const parsed = item.dateTaken ? new Date(item.dateTaken) : null;
  return {
    id: item.id,
    type: item.type,
    src: item.url,
    thumbnail: item.thumbnailUrl || item.url,
    alt: item.alt || item.title,
    title: item.title,
    description: item.description,
    altLang: item.alt ? item.altLang : item.titleLang,
    titleLang: item.titleLang,
    descriptionLang: item.descriptionLang,
    location: item.location || item.country || unknown,
    country: item.country,
    countryLang: item.countryLang,
    locationLang: !item.location && item.country ? item.countryLang : undefined,
    date: parsed && !Number.isNaN(parsed.getTime()) ? parsed : now(),
    categories: item.categories,
    categorySlugs: item.categories.map((c) => categorySlug(c.name)),
    width: item.width ?? item.image?.width ?? null,
    height: item.height ?? item.image?.height ?? null,
    image: item.image,
    camera: item.camera ?? null,
    taken: parsed && !Number.isNaN(parsed.getTime()) ? parsed : null,
    takenMonthOnly: /^\d{4}-\d{2}$/.test(item.dateTaken ?? ''),
  };
}

/** Width over height of a photo as drawn; 3:2 when the answer does not say. */
export function aspectRatio(photo: Pick<Photo, 'width' | 'height'>): number {
  return photo.width && photo.height ? photo.width / photo.height : 1.5;
}
