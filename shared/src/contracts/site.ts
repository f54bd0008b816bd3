import { z } from 'zod';

/** GET /api/site-config: what the public site may know about the server's settings. */
export const SiteConfigSchema = z.object({
  /** Google Analytics 4 measurement id, or null when analytics are off. */
  analyticsId: z.string().nullable(),
  /** URL the browser asks for `country_code` (IP geolocation), or null. */
  geoLookupUrl: z.string().nullable(),
  /** Country a proxy in front of the server reported for this visitor, or null. */
  visitorCountry: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
