/**
 * Zod-free copies of the language helpers in @portfolio/shared/locales, so the public entry chunk
 * does not have to load zod (about 28 KB gzip) before the first paint. languages.test.ts keeps
 * them equal to the shared originals.
 */
import type { Language } from '@portfolio/shared';

export type { Language };
export const LANGUAGES: readonly Language[] = ['en', 'sv', 'nl'];

export const LANGUAGE_OPTIONS: ReadonlyArray<{ code: Language; name: string; flag: string }> = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'sv', name: 'Svenska', flag: '🇸🇪' },
  { code: 'nl', name: 'Nederlands', flag: '🇳🇱' },
];

export const DATE_LOCALES: Record<Language, string> = { en: 'en-US', sv: 'sv-SE', nl: 'nl-NL' };

const COUNTRY_LANGUAGE: Record<string, Language> = {
  US: 'en', GB: 'en', CA: 'en', AU: 'en', NZ: 'en', IE: 'en',
  SE: 'sv', FI: 'sv',
  NL: 'nl', BE: 'nl', SR: 'nl',
};

export function languageForCountry(countryCode: string | null | undefined): Language {
  if (!countryCode) return 'en';
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? 'en';
}

export function parseLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

export function countryFromBrowserLanguage(browserLanguage: string | null | undefined): string | null {
  const base = (browserLanguage ?? '').toLowerCase().split('-')[0];
  if (base === 'sv') return 'SE';
  if (base === 'nl') return 'NL';
  return null;
}
