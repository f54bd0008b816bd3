import type { AnswerBindings } from '../lib/answers';
import type { RouteDeps } from '../lib/route-deps';
import { getSettings, publicSettings } from './settings.service';
import { publicSiteTexts } from './site-texts.service';

/** The site settings and the site's own texts in a language (each marked with the language it is in): every page brings them. */
export function siteAnswers({ db, env }: Pick<RouteDeps, 'db' | 'env'>): Pick<AnswerBindings, 'siteSettings' | 'siteTexts'> {
  return {
    // The fediverse account's address is made with the site's own address.
    siteSettings: { load: async () => publicSettings(await getSettings(db), env.publicUrl || null) },
    siteTexts: { load: ({ language }) => publicSiteTexts(db, language) },
  };
}
