import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readQuery } from '../lib/validate';
import type { AnswerBindings } from '../lib/answers';
import { formatView, parseView, wholeDegrees } from './map-grid';
import { mapAnswer } from './places.service';
import { countryShape, landSvg } from './world-map';
import { photoContext } from '../gallery/photo-context.service';
import { getSettings } from '../site/settings.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare, file } from '../lib/openapi';

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
const WorldQuerySchema = z.object({ view: viewParam('The map view is west,south,east,north in degrees'), country: z.string().max(100).optional() });

/** Every view drawn has whole degrees for edges, so the land's drawings are few and each is kept. */
const hasWholeDegrees = (v: { west: number; south: number; east: number; north: number }) => [v.west, v.south, v.east, v.north].every(Number.isInteger);

/** The map's public answers: the clusters of a view with the gallery's filters, and what a photo's page shows beside it. */
export function placeAnswers({ db, basemap }: Pick<RouteDeps, 'db' | 'basemap'>): Pick<AnswerBindings, 'map' | 'photoContext'> {
  return {
    map: {
      load: async (q) => mapAnswer(db, q.language, parseView(q.view), q, (await getSettings(db)).mapPrecision, basemap?.info ?? null),
      // Views that widen to the same whole degrees have the same answer: one cache entry.
      canonical: (q) => {
        const view = parseView(q.view);
        return { ...q, view: view ? formatView(wholeDegrees(view)) : undefined };
      },
    },
    photoContext: { load: ({ id, language }) => photoContext(db, id, language) },
  };
}

export function placesRoutes() {
  return new Hono<AppEnv>().get(API.mapWorld, declare({ path: API.mapWorld, summary: "The land of the world map (SVG) for a view in whole degrees, or a country's shape", tags: ['public'], query: WorldQuerySchema, response: file('image/svg+xml') }), (c) => {
    const q = readQuery(c, WorldQuerySchema);
    if (q.view && !hasWholeDegrees(q.view)) throw new AppError('bad_request', 'The map view has whole degrees for edges');
    const country = q.country ? countryShape(q.country) : null;
    const svg = landSvg(q.view ?? undefined, country);
    // The land of a view never changes: browsers keep it.
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=UTF-8', 'Cache-Control': 'public, max-age=604800' });
  });
}
