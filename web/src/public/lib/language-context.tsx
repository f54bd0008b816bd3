import { LANGUAGE_OPTIONS, type Language } from '@portfolio/shared/languages';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { changeLanguage, createI18n } from '../../lib/i18n';
import { browserLanguageEnv, resolveLanguage, saveLanguage, savedLanguage, type LanguageEnv } from '../../lib/language';
import { loadSiteConfig } from '../../lib/site-config';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
  options: typeof LANGUAGE_OPTIONS;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * Owns the interface language: the saved choice if valid, else English at first while the visitor's
 * country is detected (then set and saved). Every change is saved at once (spec 4).
 */
export function LanguageProvider({ children, env, instance }: { children: ReactNode; env?: LanguageEnv; instance?: I18n }) {
  const [languageEnv] = useState(() => env ?? browserLanguageEnv(loadSiteConfig));
  const [i18n] = useState(() => instance ?? createI18n('en'));
  const [language, setLang] = useState<Language>(() => savedLanguage(languageEnv.storage) ?? 'en');

  useEffect(() => {
    let cancelled = false;
    const apply = (lang: Language) =>
      changeLanguage(i18n, lang).then(() => {
        if (!cancelled) setLang(lang);
      });
    const saved = savedLanguage(languageEnv.storage);
    if (saved) void apply(saved);
    else void resolveLanguage(languageEnv).then(apply);
    return () => {
      cancelled = true;
    };
  }, [i18n, languageEnv]);

  const value = useMemo<LanguageState>(
    () => ({
      language,
      options: LANGUAGE_OPTIONS,
      setLanguage: (next) => {
        saveLanguage(languageEnv.storage, next);
        void changeLanguage(i18n, next).then(() => setLang(next));
      },
    }),
    [language, i18n, languageEnv],
  );

  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** The current language and its setter. Using it outside LanguageProvider is an error (spec 5). */
export function useLanguage(): LanguageState {
  const ctx = useContext(LanguageContext);
  if (!ctx) throw new Error('useLanguage must be used inside LanguageProvider');
  return ctx;
}
