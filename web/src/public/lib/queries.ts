import type { GalleryFilter } from '@portfolio/shared/gallery-filter';
import { DEFAULT_SITE_SETTINGS } from '@portfolio/shared/site-settings';
import type { Language } from '@portfolio/shared/languages';
import type { SiteSettings } from '@portfolio/shared';
import { useAnswer } from './page-data';

// The public answers several screens read. A language change keeps the shown list until the new one is in.

export const useHeroImages = (language: Language) => useAnswer('heroImages', { language }, { keepPrevious: true });
export const useGalleryFacets = (language: Language, filter: GalleryFilter) => useAnswer('galleryFacets', { language, ...filter }, { keepPrevious: true });
/** The photographer's site settings: every page brings them; the defaults until they are here. */
export const useSiteSettings = (): SiteSettings => useAnswer('siteSettings', {}).data ?? DEFAULT_SITE_SETTINGS;
/** The site's own texts in the page's language (each with the language it is in); every page brings them. */
export const useSiteTexts = (language: Language) => useAnswer('siteTexts', { language }, { keepPrevious: true }).data ?? undefined;

