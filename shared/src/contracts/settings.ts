import { z } from 'zod';

import { SOCIAL_NETWORKS, type SocialNetwork } from '../social-networks';
import { FediverseHandleSchema } from './fediverse';

/** An http(s) address; empty means "not set". */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Addresses are at most 500 characters')
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'Enter an address starting with https://');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const GALLERY_ORDER_CHOICES = ['newest', 'manual'] as const;
export type GalleryOrderChoice = (typeof GALLERY_ORDER_CHOICES)[number];

export const WATERMARK_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center'] as const;
/** The derivative widths a watermark can start at (the site makes files 480, 960, 1600 and 2560 px wide). */
export const WATERMARK_MIN_WIDTHS = [480, 960, 1600, 2560] as const;

/**
 * A mark on the public photo files at or above `minWidth` (never on small tiles or the private
 * original): a line of text, or the uploaded logo.
 */
export const WatermarkSchema = z.object({
  enabled: z.boolean(),
  kind: z.enum(['text', 'logo']),
  /** Empty: the copyright notice (or the photographer's name). */
  text: text(100),
  /** Content hash of the uploaded logo (PNG); empty when none was uploaded. */
  logo: z.string().max(64),
  position: z.enum(WATERMARK_POSITIONS),
  /** 0.1 (faint) to 1 (solid). */
  opacity: z.number({ error: 'Opacity must be a number' }).min(0.1, 'Opacity is at least 0.1').max(1, 'Opacity is at most 1'),
  minWidth: z
    .number()
    .int()
    .refine((w) => (WATERMARK_MIN_WIDTHS as readonly number[]).includes(w), `The smallest width is one of ${WATERMARK_MIN_WIDTHS.join(', ')} px`),
});
export type Watermark = z.infer<typeof WatermarkSchema>;

/**
 * How finely the public may know where a photo was made, in degrees: positions on the map and a
 * photo's small map are rounded to it (0.1° is about 10 km). Sensitive photos are never placed at all.
 */
export const MAP_PRECISIONS = [0.01, 0.05, 0.1, 0.25, 0.5, 1] as const;
export const DEFAULT_MAP_PRECISION = 0.1;
export const MapPrecisionSchema = z
  .number({ error: 'Choose a precision' })
  .refine((p) => (MAP_PRECISIONS as readonly number[]).includes(p), `The precision is one of ${MAP_PRECISIONS.join(', ')} degrees`);

/**
 * The photographer's site settings (GET/PUT /api/admin/settings; the public site reads the same
 * answer). An empty text means "the site's own text", translated in every language: that is how
 * the defaults reproduce the site as it was before settings existed.
 */
export const SiteSettingsSchema = z.object({
  siteName: text(100).min(1, 'Site name is required'),
  photographerName: text(100).min(1, "Photographer's name is required"),
  /** Empty: the translated tagline. */
  tagline: text(200),
  contactEmail: z.string().trim().max(200).refine((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), 'Enter a valid e-mail address'),
  /** Where the photographer is, as shown on the contact section. Empty: the translated default. */
  location: text(100),
  social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl])) as Record<SocialNetwork, typeof optionalUrl>),
  /** For example `© {year} {name}`; `{year}` and `{name}` are filled in. Empty: the translated notice. */
  copyrightNotice: text(200),
  /** IPTC credit line, for example the photographer's name. Empty: the photographer's name. */
  creditLine: text(200),
  /** The licence terms (IPTC Web Statement of Rights, schema.org license). Empty: none. */
  licenseUrl: optionalUrl,
  /** Where to license a photo (IPTC Licensor URL, schema.org acquireLicensePage). Empty: the contact form with subject licensing. */
  licensingUrl: optionalUrl,
  /** Degrees the public positions are rounded to (MAP_PRECISIONS). */
  mapPrecision: MapPrecisionSchema,
  /** The public gallery's order: newest taken first, or the photographer's own ("My order", set in the admin gallery). */
  galleryOrder: z.enum(GALLERY_ORDER_CHOICES),
  /** The site's fediverse account: `@{handle}@{host of PUBLIC_URL}`; empty: none (see docs/architecture.md, Fediverse). */
  fediverseHandle: FediverseHandleSchema,
  /** Read-only, filled in by the server in answers: the account's whole address, or null when there is none. */
  fediverseAccount: z.string().nullable().optional(),
  watermark: WatermarkSchema.refine((w) => !w.enabled || w.kind === 'text' || w.logo !== '', { message: 'Upload a logo first, or choose a text watermark', path: ['logo'] }),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** PUT /api/admin/settings: any subset; social links and the watermark's fields are merged one by one. */
export const SiteSettingsUpdateSchema = SiteSettingsSchema.omit({ fediverseAccount: true })
  .extend({ social: SiteSettingsSchema.shape.social.partial(), watermark: WatermarkSchema.partial() })
  .partial();

/** POST /api/admin/settings/watermark-logo answers, and GET of the same path: the stored logo. */
export const WatermarkLogoSchema = z.object({ logo: z.string(), preview: z.string().nullable() });
export type WatermarkLogo = z.infer<typeof WatermarkLogoSchema>;
export type SiteSettingsUpdate = z.input<typeof SiteSettingsUpdateSchema>;

