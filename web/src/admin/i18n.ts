import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './messages/en.json';
import nl from './messages/nl.json';
import sv from './messages/sv.json';
import type { Language } from '@portfolio/shared/languages';
import { initialAdminLanguage, saveAdminLanguage } from './lib/admin-language';

/**
 * The back-office has its own i18next instance so it never depends on (or changes) the public
 * site's language. It speaks the language chosen in its header, else the browser's or the
 * desktop system's (see admin-language.ts); every key is in all three files (messages.test.ts).
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  lng: initialAdminLanguage(),
  fallbackLng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: en }, sv: { admin: sv }, nl: { admin: nl } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = adminI18n.language;

/** Switches the back-office to `language` at once and keeps the choice on this device. */
export function setAdminLanguage(language: Language) {
  saveAdminLanguage(language);
  void adminI18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** `t` bound to the admin instance, for use outside components (toasts in callbacks, tests). */
export const t = adminI18n.t.bind(adminI18n);

/** The admin translation hook. */
export function useAdminT() {
  return useTranslation('admin', { i18n: adminI18n }).t;
}
