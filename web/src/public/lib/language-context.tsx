import { LANGUAGE_OPTIONS, type Language } from '@portfolio/shared/languages';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../router';
import { browserLanguageEnv, resolveLanguage, saveLanguage, savedLanguage } from '../../lib/language';
import { loadSiteConfig } from './site-config';
import { createTranslate, withSiteName, type Messages, type Translate } from '../i18n/translate';
import { useSiteSettings } from './queries';
import { type PageLink, pageLinks } from '@portfolio/shared/page-paths';
import { localePath, splitLanguage } from '../routing';

interface LanguageState {
  language: Language;
  t: Translate;
  setLanguage: (language: Language) => void;
  options: typeof LANGUAGE_OPTIONS;
  /** True on /en, /sv and /nl addresses: the language is the address's. */
  fromAddress: boolean;
  /** A page's link in the current addressing (prefixed or plain): `href('post', { slug })`, `href('home') + '#about'`. */
  href: PageLink;
}

const LanguageContext = createContext<LanguageState | null>(null);

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  sv: () => import('../messages/sv.json'),
  nl: () => import('../messages/nl.json'),
};

/** A language's messages, from their own file of the build. */
export const loadMessages = (language: Language): Promise<Messages> => loaders[language]().then((module) => module.default);

/**
 * Owns the interface language. On /sv/... it is Swedish whatever was saved; the switcher then leads
 * to the same page at the other language's address. On a plain path it is the language the page
 * was rendered in (the saved choice, mirrored in a cookie for the server); with nothing saved the
 * visitor's country decides once, and the result is saved. Every choice is saved at once.
 */
export function LanguageProvider({ language: initial, messages, children }: { language: Language; messages: Messages; children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const addressLanguage = splitLanguage(pathname).language;
  const [loaded, setLoaded] = useState<Partial<Record<Language, Messages>>>(() => ({ [initial]: messages }));
  const [plainLanguage, setPlainLanguage] = useState<Language>(initial);
  const wanted = addressLanguage ?? plainLanguage;
  // Until a language's messages arrive, the page stays in the one it has.
  const [shown, setShown] = useState<Language>(initial);
  const language = loaded[wanted] ? wanted : shown;
  const { siteName } = useSiteSettings();

  const load = useCallback(
    async (next: Language) => {
      if (loaded[next]) return;
      const module = await loaders[next]();
      setLoaded((all) => ({ ...all, [next]: module.default }));
    },
    [loaded],
  );

  useEffect(() => {
    if (!loaded[wanted]) void load(wanted);
    else setShown(wanted);
  }, [wanted, loaded, load]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // A first visit to a plain path: the country picks the language once (saved, so it is not asked again).
  useEffect(() => {
    const env = browserLanguageEnv(loadSiteConfig);
    if (splitLanguage(window.location.pathname).language) return;
    const saved = savedLanguage(env.storage);
    // The saved choice wins, also over a page drawn in another language: the reload that sends the
    // choice's cookie can reach the server before the cookie does, or cookies can be blocked.
    if (saved) {
      if (saved !== initial) setPlainLanguage(saved);
      return;
    }
    void resolveLanguage(env).then((detected) => {
      saveLanguage(env.storage, detected);
      setPlainLanguage(detected);
    });
  }, []);

  const value = useMemo<LanguageState>(() => {
    const t = withSiteName(createTranslate(language, loaded[language] ?? messages), siteName);
    return {
      language,
      t,
      options: LANGUAGE_OPTIONS,
      fromAddress: addressLanguage !== null,
      href: pageLinks(addressLanguage),
      setLanguage: (next) => {
        saveLanguage(browserLanguageEnv(loadSiteConfig).storage, next);
        void load(next).then(() => {
          if (addressLanguage) navigate(localePath(next, splitLanguage(pathname).path) + search + hash);
          else setPlainLanguage(next);
        });
      },
    };
  }, [language, loaded, messages, siteName, addressLanguage, load, navigate, pathname, search, hash]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The current language, its translator and its setter. Using it outside LanguageProvider is an error. */
export function useLanguage(): LanguageState {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage must be used inside LanguageProvider');
  return ctx;
}

/** The translator of the current language, in react-i18next's shape. */
export function useTranslation(): { t: Translate } {
  return { t: useLanguage().t };
}
