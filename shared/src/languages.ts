/**
 * Interface languages and how one is chosen. No zod here: the public site's first script loads
 * this before anything else, and zod is not needed to draw the first screen.
 */
export const LANGUAGES = ['en', 'sv', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
/** Content is authored in Dutch; it is also the newsletter's default language. */
export const CONTENT_LANGUAGE: Language = 'nl';
export const NEWSLETTER_DEFAULT_LANGUAGE: Language = 'nl';

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string; flag: string }> = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'sv', name: 'Svenska', flag: '🇸🇪' },
  { code: 'nl', name: 'Nederlands', flag: '🇳🇱' },
];

/** Date locales for blog dates. Gallery, lightbox and admin dates use en-US. */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-US', sv: 'sv-SE', nl: 'nl-NL' };

const COUNTRY_LANGUAGE: Record<string, Language> = {
  US: 'en', GB: 'en', CA: 'en', AU: 'en', NZ: 'en', IE: 'en',
  SE: 'sv', FI: 'sv',
  NL: 'nl', BE: 'nl', SR: 'nl',
};

/** Country (ISO 3166-1 alpha-2) to interface language; anything unknown gives English. */
export function languageForCountry(countryCode: string | null | undefined): Language {
  if (!countryCode) return 'en';
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? 'en';
}

/** A stored value is only trusted when it is one of the three languages. */
export function parseLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/** Browser language to the country the spec derives from it: sv gives SE, nl gives NL, else none. */
export function countryFromBrowserLanguage(browserLanguage: string | null | undefined): string | null {
  const base = (browserLanguage ?? '').toLowerCase().split('-')[0];
  if (base === 'sv') return 'SE';
  if (base === 'nl') return 'NL';
  return null;
}
