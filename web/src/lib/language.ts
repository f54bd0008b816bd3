import type { SiteConfig } from '@portfolio/shared';
import { STORAGE_KEYS } from '@portfolio/shared/constants';
import { countryFromBrowserLanguage, languageForCountry, parseLanguage, type Language } from '@portfolio/shared/languages';

export interface LanguageEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Server settings: visitorCountry from a proxy header, geoLookupUrl for an IP lookup. */
  siteConfig: () => Promise<SiteConfig>;
  /** GET a URL and return its JSON. */
  fetchJson: (url: string) => Promise<unknown>;
  browserLanguage: string | null | undefined;
}

/** The saved language when it is one of en, sv, nl; anything else is ignored. */
export function savedLanguage(storage: LanguageEnv['storage']): Language | null {
  try {
    return parseLanguage(storage?.getItem(STORAGE_KEYS.language));
  } catch {
    return null;
  }
}

export function saveLanguage(storage: LanguageEnv['storage'], language: Language) {
  try {
    storage?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
  // The server reads the same choice from a cookie, so a plain address is rendered in it at once.
  if (typeof document !== 'undefined') document.cookie = `${STORAGE_KEYS.language}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The visitor's country: proxy header first, then the IP lookup, then the browser language. */
export async function detectCountry(env: LanguageEnv): Promise<string | null> {
  try {
    const config = await env.siteConfig();
    if (config.visitorCountry) return config.visitorCountry;
    if (config.geoLookupUrl) {
      const body = await env.fetchJson(config.geoLookupUrl);
      const code = (body as { country_code?: unknown } | null)?.country_code;
      if (typeof code === 'string' && code.trim()) return code;
    }
  } catch (error) {
    // A failed country lookup is logged quietly and falls back to the browser language.
    console.info('Country lookup failed; using the browser language', error);
  }
  return countryFromBrowserLanguage(env.browserLanguage);
}

/**
 * A saved valid choice wins; otherwise the country decides (languageForCountry) and the
 * result is saved so the lookup happens once.
 */
export async function resolveLanguage(env: LanguageEnv): Promise<Language> {
  const saved = savedLanguage(env.storage);
  if (saved) return saved;
  const language = languageForCountry(await detectCountry(env));
  saveLanguage(env.storage, language);
  return language;
}

export function browserLanguageEnv(siteConfig: LanguageEnv['siteConfig']): LanguageEnv {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    siteConfig,
    fetchJson: async (url) => {
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
      return res.json();
    },
    browserLanguage: typeof navigator === 'undefined' ? null : navigator.language,
  };
}
