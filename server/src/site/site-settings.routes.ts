import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { getSettings, publicSettings } from './settings.service';
import type { RouteDeps } from '../lib/route-deps';

/** The site settings for the public pages (every page also brings them along in its data). */
export function siteSettingsRoutes({ db, env, cache }: RouteDeps) {
  return new Hono<AppEnv>().get(API.siteSettings, (c) => cache.sendJson(c, API.siteSettings, async () => publicSettings(await getSettings(db), env.publicUrl)));
}
