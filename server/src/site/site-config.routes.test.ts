import { describe, expect, it } from 'bun:test';
import { API, SiteConfigSchema } from '@portfolio/shared';
import { createTestApp } from '../../test/app';

describe('GET /api/site-config', () => {
  it('answers nulls when nothing is configured', async () => {
    const t = await createTestApp();
    const res = await t.get(API.siteConfig);
    expect(SiteConfigSchema.parse(res.body)).toEqual({ analyticsId: null, geoLookupUrl: null, visitorCountry: null });
  });

  it('answers the analytics id, the geo lookup URL and the country from the configured header', async () => {
    const t = await createTestApp('memory', {
      ANALYTICS_ID: 'G-ABC123',
      GEO_LOOKUP_URL: 'https://geo.example.com/json',
      COUNTRY_HEADER: 'CF-IPCountry',
    });
    const res = await t.get(API.siteConfig, { headers: { 'CF-IPCountry': 'se' } });
    expect(SiteConfigSchema.parse(res.body)).toEqual({
      analyticsId: 'G-ABC123',
      geoLookupUrl: 'https://geo.example.com/json',
      visitorCountry: 'SE',
    });
    const junk = await t.get(API.siteConfig, { headers: { 'CF-IPCountry': '<script>' } });
    expect(junk.body.visitorCountry).toBeNull();
  });
});
