import type { AppData } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';

/**
 * The data the server wrote into the page (`<script id="app-data">`), or undefined when it wrote
 * none (the dev server, /admin). It comes from the same contracts as the API's answers, so it is
 * used as is: checking it with zod would put zod before the first paint.
 */
function readAppData(): Partial<AppData> | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById('app-data')?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Partial<AppData>) : undefined;
  } catch {
    return undefined;
  }
}

const pageData = readAppData();

/** The hero images in the page: the same in every language. */
export function inlineHeroImages(): unknown {
  return pageData?.heroImages;
}

/** The site config in the page, when it is the same for every visitor; else the API is asked. */
export function inlineSiteConfig(): unknown {
  return pageData?.siteConfig;
}

/** One list of this page's data, when it is in the language shown; else the API is asked. */
export function inlineData<K extends Exclude<keyof AppData, 'language'>>(key: K, language: Language): AppData[K] | undefined {
  return pageData?.language === language ? pageData[key] : undefined;
}
