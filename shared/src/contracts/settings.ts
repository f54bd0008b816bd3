import { z } from 'zod';

import { SOCIAL_NETWORKS, type SocialNetwork } from '../site-settings';

/** An http(s) address; empty means "not set". */
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Addresses are at most 500 characters')
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'Enter an address starting with https://');

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

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
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** PUT /api/admin/settings: any subset; social links are merged one by one. */
export const SiteSettingsUpdateSchema = SiteSettingsSchema.extend({ social: SiteSettingsSchema.shape.social.partial() }).partial();
export type SiteSettingsUpdate = z.input<typeof SiteSettingsUpdateSchema>;

