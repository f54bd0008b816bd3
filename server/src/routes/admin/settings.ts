import { API, SiteSettingsUpdateSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import { readJson } from '../../lib/validate';
import { getSettings, updateSettings } from '../../services/settings.service';
import type { RouteDeps } from '../deps';

export function adminSettingsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.settings, async (c) => c.json(await getSettings(db)))
    .put(API.admin.settings, async (c) => c.json(await updateSettings(db, await readJson(c, SiteSettingsUpdateSchema))));
}
