import type { AnswerBindings } from '../lib/answers';
import type { RouteDeps } from '../lib/route-deps';
import { getSettings } from './settings.service';
import { publicSiteTexts } from './site-texts.service';

/** The site settings and the site's own texts in a language (each marked with the language it is in): every page brings them. */
export function siteAnswers({ db }: Pick<RouteDeps, 'db'>): Pick<AnswerBindings, 'siteSettings' | 'siteTexts'> {
  return {
    siteSettings: { load: () => getSettings(db) },
    siteTexts: { load: ({ language }) => publicSiteTexts(db, language) },
  };
}
