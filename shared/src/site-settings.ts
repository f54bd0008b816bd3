// Site settings helpers the public pages use: no zod here (see contracts/settings.ts for the schema).
import type { SiteSettings } from './contracts/settings';

/** What the site showed before it had settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Nordic Light',
  photographerName: 'Nordic Light',
  tagline: '',
  contactEmail: 'hello@nordiclight.photo',
  location: '',
  social: { instagram: '', facebook: '', youtube: '', flickr: '', px500: '', linkedin: '', mastodon: '', website: '' },
  copyrightNotice: '',
  creditLine: '',
  licenseUrl: '',
  licensingUrl: '',
  mapPrecision: 0.1,
  galleryOrder: 'newest',
  fediverseHandle: 'photos',
  watermark: { enabled: false, kind: 'text', text: '', logo: '', position: 'bottom-right', opacity: 0.6, minWidth: 1600 },
};

/** The copyright notice with `{year}` and `{name}` filled in, or null when the site's own text applies. */
export function copyrightText(settings: Pick<SiteSettings, 'copyrightNotice' | 'photographerName'>, year: number): string | null {
  if (!settings.copyrightNotice) return null;
  return settings.copyrightNotice.replace(/\{year\}/g, String(year)).replace(/\{name\}/g, settings.photographerName);
}
