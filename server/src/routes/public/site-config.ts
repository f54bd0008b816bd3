import { API, type SiteConfig } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import type { RouteDeps } from '../deps';

export function siteConfigRoutes({ env }: RouteDeps) {
  return new Hono<AppEnv>().get(API.siteConfig, (c) => {
    const reported = env.COUNTRY_HEADER ? c.req.header(env.COUNTRY_HEADER)?.trim().toUpperCase() : undefined;
    const config: SiteConfig = {
      analyticsId: env.ANALYTICS_ID ?? null,
      geoLookupUrl: env.GEO_LOOKUP_URL ?? null,
      visitorCountry: reported && /^[A-Z]{2}$/.test(reported) ? reported : null,
    };
    c.header('Cache-Control', 'private, no-cache');
    return c.json(config);
  });
}
