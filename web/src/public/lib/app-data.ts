import type { AppData } from '@portfolio/shared';
import { parseLanguage } from '@portfolio/shared/languages';

/** What the server wrote into the page (`<script id="app-data">`): the page's language, its messages and answers (or that they come later). */
export type PageStart = AppData;

/**
 * The page's start data, or undefined when the page has none (the dev server). It comes from the
 * same contracts as the API's answers, so it is used as is: checking it with zod would put zod on
 * every public page.
 */
function readPageStart(): PageStart | undefined {
  const text = typeof document === 'undefined' ? undefined : document.getElementById('app-data')?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<AppData> | null;
    const language = parseLanguage(data?.language);
    if (!data || !language || (!data.messages && !data.later)) return undefined;
    return { language, messages: data.messages, answers: data.answers ?? {}, siteConfig: data.siteConfig, later: data.later };
  } catch {
    return undefined;
  }
}

export const pageStart = readPageStart();

/** The site config in the page, when it is the same for every visitor; else the API is asked. */
export function inlineSiteConfig(): unknown {
  return pageStart?.siteConfig;
}
