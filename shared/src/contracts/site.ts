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

/** GET /api/health: the server answers (the desktop app checks an address with it). */
export const ApiHealthSchema = z.object({ ok: z.literal(true) });

/**
 * GET /healthz, for load balancers and monitors: 200 when the database answers, 503 when it does
 * not or while the server stops. With the back-office's token, the details.
 */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'stopping', 'unavailable']),
  database: z.enum(['ok', 'unreachable']).optional(),
  freeDiskBytes: z.number().nullable().optional(),
  queue: z.object({ pending: z.number().int(), failed: z.number().int() }).nullable().optional(),
});
export type Health = z.infer<typeof HealthSchema>;
