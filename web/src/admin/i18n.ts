import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './messages/en.json';

/**
 * The back-office has its own i18next instance so it never depends on (or changes) the public
 * site's language. It is in English for now; a new locale is one more messages/<lng>.json here.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** `t` bound to the admin instance, for use outside components (toasts in callbacks, tests). */
export const t = adminI18n.t.bind(adminI18n);

/** The admin translation hook. */
export function useAdminT() {
  return useTranslation('admin', { i18n: adminI18n }).t;
}
