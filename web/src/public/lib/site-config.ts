import type { SiteConfig } from '@portfolio/shared';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { inlineSiteConfig } from './app-data';

const EMPTY: SiteConfig = { analyticsId: null, geoLookupUrl: null, visitorCountry: null };
let pending: Promise<SiteConfig> | null = null;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

const checked = (body: unknown): SiteConfig => {
  const v = (body ?? {}) as Record<string, unknown>;
  return { analyticsId: text(v.analyticsId), geoLookupUrl: text(v.geoLookupUrl), visitorCountry: text(v.visitorCountry) };
};

/**
 * The site config: from the page when the server put it there, else GET /api/site-config once per
 * page load; a failure gives a config with everything off. Checked by hand (three nullable
 * strings) so the public entry chunk needs no zod, and fetched plainly so it needs no API client.
 */
export function loadSiteConfig(): Promise<SiteConfig> {
  const inline = inlineSiteConfig();
  pending ??= inline
    ? Promise.resolve(checked(inline))
    : fetch(API.siteConfig, { headers: { Accept: 'application/json' } })
        .then((res) => (res.ok ? res.json() : null))
        .then(checked)
        .catch(() => EMPTY);
  return pending;
}

/** Test helper. */
export function resetSiteConfig() {
  pending = null;
}
