import { STORAGE_KEYS } from '@portfolio/shared/constants';
import { parseLanguage, type Language } from '@portfolio/shared/languages';

type Store = Pick<Storage, 'getItem' | 'setItem'> | null;

const localStore = (): Store => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/**
 * The back-office's language: the one chosen in its header (kept on this device, apart from the
 * public site's), else the first of the browser's or the desktop system's languages that it
 * speaks (sv-FI is Swedish, nl-BE Dutch), else English.
 */
export function initialAdminLanguage(store: Store = localStore(), preferred: readonly string[] = browserLanguages()): Language {
  const saved = parseLanguage(safeGet(store));
  if (saved) return saved;
  for (const tag of preferred) {
    const language = parseLanguage(tag.split('-')[0]?.toLowerCase());
    if (language) return language;
  }
  return 'en';
}

export function saveAdminLanguage(language: Language, store: Store = localStore()) {
  try {
    store?.setItem(STORAGE_KEYS.adminLanguage, language);
  } catch {
    // Private mode or full storage: the choice lasts until the page is closed.
  }
}

function safeGet(store: Store): string | null {
  try {
    return store?.getItem(STORAGE_KEYS.adminLanguage) ?? null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
