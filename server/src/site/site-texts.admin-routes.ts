import { API, SiteTextsSchema, SiteTextsUpdateSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson } from '../lib/validate';
import { getSiteTexts, saveSiteTexts } from './site-texts.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

/** The Site texts screen: the whole set read at once (the defaults until first saved); a save changes what it sends. */
export function adminSiteTextsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.siteTexts, declare({ path: API.admin.siteTexts, summary: "The site's own texts in every language (the defaults until first saved)", tags: ['settings'], response: SiteTextsSchema }), async (c) => c.json(await getSiteTexts(db)))
    .put(API.admin.siteTexts, declare({ path: API.admin.siteTexts, summary: 'Changes the texts the body names', tags: ['settings'], body: SiteTextsUpdateSchema, response: SiteTextsSchema }), async (c) => c.json(await saveSiteTexts(db, await readJson(c, SiteTextsUpdateSchema))));
}
