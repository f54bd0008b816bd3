import { API, GalleryFilterSchema, IdParamSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readParams, readQuery } from '../lib/validate';
import { formatView, parseView, wholeDegrees } from './map-grid';
import { mapAnswer } from './places.service';
import { filtersKey } from './public-filters';
import { countryShape, landSvg } from './world-map';
import { photoContext } from '../gallery/photo-context.service';
import { getSettings } from '../site/settings.service';
import type { RouteDeps } from '../lib/route-deps';
import { ListQuerySchema } from '../lib/public-query';

const LanguageQuerySchema = ListQuerySchema.pick({ language: true });
const viewParam = (message: string) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return null;
      const view = parseView(text);
      if (!view) ctx.addIssue({ code: 'custom', message });
      return view;
    });
const MapQuerySchema = LanguageQuerySchema.extend(GalleryFilterSchema.shape).extend({ view: viewParam('The map view is west,south,east,north in degrees') });
const WorldQuerySchema = z.object({ view: viewParam('The map view is west,south,east,north in degrees'), country: z.string().max(100).optional() });

/** Every view drawn has whole degrees for edges, so the land's drawings are few and each is kept. */
const hasWholeDegrees = (v: { west: number; south: number; east: number; north: number }) => [v.west, v.south, v.east, v.north].every(Number.isInteger);

export function placesRoutes({ db, cache, basemap }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.map, async (c) => {
      const q = readQuery(c, MapQuerySchema);
      // Views that widen to the same whole degrees have the same answer: one cache entry.
      return cache.sendJson(c, `${API.map}?language=${q.language}&view=${q.view ? formatView(wholeDegrees(q.view)) : ''}&${filtersKey(q)}`, async () =>
        mapAnswer(db, q.language, q.view, q, (await getSettings(db)).mapPrecision, basemap?.info ?? null),
      );
    })
    .get(API.mapWorld, (c) => {
      const q = readQuery(c, WorldQuerySchema);
      if (q.view && !hasWholeDegrees(q.view)) throw new AppError('bad_request', 'The map view has whole degrees for edges');
      const country = q.country ? countryShape(q.country) : null;
      const svg = landSvg(q.view ?? undefined, country);
      // The land of a view never changes: browsers keep it.
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=UTF-8', 'Cache-Control': 'public, max-age=604800' });
    })
    .get(`${API.galleryItems}/:id/context`, (c) => {
      const { id } = readParams(c, IdParamSchema);
      const { language } = readQuery(c, LanguageQuerySchema);
      return cache.sendJson(c, `${API.galleryItemContext(id)}?language=${language}`, () => photoContext(db, id, language));
    });
}
