import type { Language } from '@portfolio/shared/languages';
import { useMemo } from 'react';
import { createTranslate, type Translate } from '../i18n/translate';
import en from '../messages/client-gallery/en.json';
import nl from '../messages/client-gallery/nl.json';
import sv from '../messages/client-gallery/sv.json';
import { useLanguage } from './language-context';

// The client gallery's words travel with its page only: the rest of the site never loads them.
const MESSAGES = { en, sv, nl } satisfies Record<Language, typeof en>;

/** The page's translator: its own words first, the site's for the rest. */
export function useClientGalleryT(): { t: Translate; language: Language } {
  const { t: site, language } = useLanguage();
  return useMemo(() => {
    const own = createTranslate(language, MESSAGES[language]);
    return { language, t: (key, values) => (key.startsWith('clientGallery.') ? own(key, values) : site(key, values)) };
  }, [language, site]);
}
