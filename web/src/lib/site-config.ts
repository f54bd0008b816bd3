import type { SiteConfig } from '@portfolio/shared';
import { API } from '@portfolio/shared/api-paths';
import { apiFetch } from './api-client';

const EMPTY: SiteConfig = { analyticsId: null, geoLookupUrl: null, visitorCountry: null };
let pending: Promise<SiteConfig> | null = null;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/**
 * GET /api/site-config once per page load; a failure gives a config with everything off. Checked
 * by hand (three nullable strings) so the public entry chunk needs no zod.
 */
export function loadSiteConfig(): Promise<SiteConfig> {
  pending ??= apiFetch(API.siteConfig, {})
    .then((res) => res.json() as Promise<Record<string, unknown>>)
    .then((body) => ({ analyticsId: text(body?.analyticsId), geoLookupUrl: text(body?.geoLookupUrl), visitorCountry: text(body?.visitorCountry) }))
    .catch(() => EMPTY);
  return pending;
}

/** Test helper. */
export function resetSiteConfig() {
  pending = null;
}
