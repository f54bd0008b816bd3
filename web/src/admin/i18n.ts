import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './messages/en.json';
import type { Language } from '@portfolio/shared/languages';
import { initialAdminLanguage, saveAdminLanguage } from './lib/admin-language';

/**
 * The back-office has its own i18next instance so it never depends on (or changes) the public
 * site's language. It speaks the language chosen in its header, else the browser's or the
 * desktop system's (see admin-language.ts); every key is in all three files (messages.test.ts).
 * English comes with the code; Swedish and Dutch are fetched when they are wanted.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: en } },
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  sv: () => import('./messages/sv.json'),
  nl: () => import('./messages/nl.json'),
};

/** Shows the back-office in `language`, once its messages are here. */
async function showLanguage(language: Language) {
  if (language !== 'en' && !adminI18n.hasResourceBundle(language, 'admin')) {
    adminI18n.addResourceBundle(language, 'admin', (await loaders[language]()).default);
  }
  await adminI18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Resolves when the back-office speaks its starting language: the entries render after it, so
 * no screen shows in English first. Never rejects (English stays when a file cannot be fetched).
 */
export const adminLanguageReady: Promise<void> = showLanguage(initialAdminLanguage()).catch((error: unknown) => {
  console.warn('The back-office language could not be loaded; showing English', error);
});

/** Switches the back-office to `language` and keeps the choice on this device. */
export function setAdminLanguage(language: Language) {
  saveAdminLanguage(language);
  void showLanguage(language).catch((error: unknown) => console.warn(`The ${language} messages could not be loaded`, error));
}

/** `t` bound to the admin instance, for use outside components (toasts in callbacks, tests). */
export const t = adminI18n.t.bind(adminI18n);

/** The admin translation hook. */
export function useAdminT() {
  return useTranslation('admin', { i18n: adminI18n }).t;
}
