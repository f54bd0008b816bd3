import { API, type SiteConfig, SiteConfigSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import type { Env } from '../env';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

/** The site config for a visitor whose proxy reported `countryHeader` (undefined when none did). */
export function siteConfig(env: Env, countryHeader: string | undefined): SiteConfig {
  const reported = countryHeader?.trim().toUpperCase();
  return {
    analyticsId: env.ANALYTICS_ID ?? null,
    geoLookupUrl: env.GEO_LOOKUP_URL ?? null,
    visitorCountry: reported && /^[A-Z]{2}$/.test(reported) ? reported : null,
  };
}

export function siteConfigRoutes({ env }: RouteDeps) {
  return new Hono<AppEnv>().get(API.siteConfig, declare({ path: API.siteConfig, summary: 'What the public site may know of the server’s settings, for this visitor', tags: ['public'], response: SiteConfigSchema }), (c) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json(siteConfig(env, env.COUNTRY_HEADER ? c.req.header(env.COUNTRY_HEADER) : undefined));
  });
}
