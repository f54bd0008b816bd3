import type { HeroImage, Language, ResponsiveImage } from '@portfolio/shared';

/** One slide of the hero slideshow. */
export interface HeroSlide {
  key: string;
  src: string;
  alt: string;
  title: string | null;
  /** The language of `alt` (Dutch where the slide has none in the page's language); absent: the page's. */
  altLang?: Language;
  location?: string;
  image: ResponsiveImage | null;
}

export function toSlides(images: HeroImage[]): HeroSlide[] {
  return images
    .filter((i) => i.isActive)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((i) => ({ key: `server-${i.id}`, src: i.url, alt: i.alt, title: i.title, altLang: i.altLang, image: i.image }));
}
