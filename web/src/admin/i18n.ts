import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './messages/en.json';
import nl from './messages/nl.json';
import sv from './messages/sv.json';

/**
 * The back-office has its own i18next instance so it never depends on (or changes) the public
 * site's language. It shows English; the Swedish and Dutch files hold the screens translated so
 * far (the rest falls back to English), ready for when the admin offers a language choice.
 */
export const adminI18n = i18next.createInstance();
void adminI18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: { en: { admin: en }, sv: { admin: sv }, nl: { admin: nl } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** `t` bound to the admin instance, for use outside components (toasts in callbacks, tests). */
export const t = adminI18n.t.bind(adminI18n);

/** The admin translation hook. */
export function useAdminT() {
  return useTranslation('admin', { i18n: adminI18n }).t;
}
