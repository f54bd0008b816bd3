import { API, SiteSettingsUpdateSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import { readJson } from '../../lib/validate';
import { getSettings, updateSettings } from '../../services/settings.service';
import type { RouteDeps } from '../deps';
import { requeuePhotoDerivatives } from '../../media/media-queue';

/** Settings written into the XMP of every public derivative (see media/rights-xmp.ts). */
const RIGHTS_FIELDS = ['photographerName', 'copyrightNotice', 'creditLine', 'licenseUrl', 'licensingUrl'] as const;

export function adminSettingsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.settings, async (c) => c.json(await getSettings(db)))
    .put(API.admin.settings, async (c) => {
      const before = await getSettings(db);
      const saved = await updateSettings(db, await readJson(c, SiteSettingsUpdateSchema));
      // The rights travel inside every public file: write them again in the background.
      if (RIGHTS_FIELDS.some((k) => before[k] !== saved[k])) await requeuePhotoDerivatives(db);
      return c.json(saved);
    });
}
