import { DATE_LOCALES, LANGUAGES, parseLanguage, type Language } from '@portfolio/shared/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../public/messages/en.json';

/** Swedish and Dutch load on demand; English is always present as the fallback. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  sv: () => import('../public/messages/sv.json'),
  nl: () => import('../public/messages/nl.json'),
};

/**
 * A fresh i18next instance: missing keys fall back to English, then to the key itself; {{name}}
 * placeholders are interpolated (React already escapes, so no double escaping).
 */
export function createI18n(language: Language = 'en', resources: Resource = { en: { translation: en } }): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Switches language, loading its messages first when needed. Keeps <html lang> in step. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  if (language !== 'en' && !instance.hasResourceBundle(language, 'translation')) {
    const messages = await loaders[language]();
    instance.addResourceBundle(language, 'translation', messages.default, true, true);
  }
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(instance: I18n): Language {
  return parseLanguage(instance.resolvedLanguage ?? instance.language) ?? 'en';
}

/** Long date for blog posts in the visitor's language (en-US, sv-SE, nl-NL). */
export function formatLongDate(iso: string | null | undefined, language: Language): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}

/** Month and year in en-US for gallery tiles and the lightbox (spec 9). */
/** Month and year of when a photo was taken. Taken dates hold the camera's clock as UTC, so they are shown in UTC. */
export function formatMonthYear(date: Date | string | null | undefined): string {
  if (!date) return '';
  const d = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
}
