import { API, DEFAULT_LANGUAGE, LanguageSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readQuery } from '../lib/validate';
import { publicSiteTexts } from './site-texts.service';
import type { RouteDeps } from '../lib/route-deps';

const QuerySchema = z.object({ language: LanguageSchema.default(DEFAULT_LANGUAGE) });

/** The site's own texts in the page's language (each marked with the language it is in). */
export function siteTextsRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>().get(API.siteTexts, (c) => {
    const { language } = readQuery(c, QuerySchema);
    const key = `${API.siteTexts}?language=${language}`;
    return cache.sendJson(c, key, () => publicSiteTexts(db, language));
  });
}
