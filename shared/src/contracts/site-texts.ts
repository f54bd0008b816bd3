import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages';
import { deepPartialOf } from './common';
import { MediaKeySchema, ResponsiveImageSchema } from './media';
import { LanguageSchema } from '../locales';

/**
 * A text in Dutch, English and Swedish. Dutch is the content's own language: an empty English or
 * Swedish text shows the Dutch one (with its own `lang`), as for every other text of the site.
 */
const localized = (max: number, required = true) => {
  const lang = z.string().trim().max(max, `At most ${max} characters`);
  return z.object({ nl: required ? lang.min(1, 'The Dutch text is required') : lang, en: lang, sv: lang });
};
export type LocalizedText = z.infer<ReturnType<typeof localized>>;

/** The icons a specialty can show (drawn by the public site from its own small set). */
export const SPECIALTY_ICONS = ['paw', 'bird', 'mountain', 'plane', 'camera', 'snowflake'] as const;
export type SpecialtyIcon = (typeof SPECIALTY_ICONS)[number];

/**
 * The site's own texts (GET/PUT /api/admin/site-texts): read whole and written whole. Until the
 * photographer saves them they are the spec's texts (DEFAULT_SITE_TEXTS).
 */
export const SiteTextsSchema = z.object({
  hero: z.object({
    /** The small line above the headline. */
    kicker: localized(100, false),
    headline: localized(120),
    /** Under the headline; empty: none. */
    subtitle: localized(200, false),
    description: localized(400, false),
    galleryButton: localized(40),
    aboutButton: localized(40),
  }),
  about: z.object({
    /** A photo of the gallery or an upload, by its media key; null: the portrait the site comes with. */
    portraitMediaHash: MediaKeySchema.nullable(),
    portraitAlt: localized(300),
    title: localized(100),
    subtitle: localized(200, false),
    intro: localized(1000, false),
    paragraphs: z.array(localized(3000)).max(20, 'At most 20 paragraphs'),
  }),
  specialties: z
    .array(z.object({ icon: z.enum(SPECIALTY_ICONS), name: localized(80), description: localized(300, false) }))
    .max(12, 'At most 12 specialties'),
  /** Places photographed: each a name in three languages, sorted on each page by that language's own order. */
  destinations: z.array(localized(80)).max(200, 'At most 200 destinations'),
  /** The statistics band: a value ("30+") and what it counts. */
  stats: z.array(z.object({ value: z.string().trim().min(1, 'A value is required').max(12, 'At most 12 characters'), label: localized(60) })).max(8, 'At most 8 numbers'),
  contact: z.object({ title: localized(100), subtitle: localized(400, false) }),
  footer: z.object({ tagline: localized(200, false) }),
});
export type SiteTexts = z.infer<typeof SiteTextsSchema>;
export type SiteTextsInput = z.input<typeof SiteTextsSchema>;

/**
 * PUT /api/admin/site-texts: the texts sent change, the others keep theirs. Objects are merged field
 * by field over the saved texts, lists (paragraphs, specialties, destinations, numbers) are replaced
 * whole, and the merged whole must pass SiteTextsSchema (the back-office sends the whole set).
 */
export const SiteTextsUpdateSchema = deepPartialOf(SiteTextsSchema);
export type SiteTextsUpdate = z.input<typeof SiteTextsUpdateSchema>;

/**
 * A text as a page in one language shows it, with the language it is really in: a page shows the
 * Dutch text where its own is empty, and marks it `lang="nl"`.
 */
export const ShownTextSchema = z.object({ text: z.string(), lang: LanguageSchema });
export type ShownText = z.infer<typeof ShownTextSchema>;

/** GET /api/site-texts?language=…: the texts of one page language. */
export const PublicSiteTextsSchema = z.object({
  hero: z.object({ kicker: ShownTextSchema, headline: ShownTextSchema, subtitle: ShownTextSchema, description: ShownTextSchema, galleryButton: ShownTextSchema, aboutButton: ShownTextSchema }),
  about: z.object({
    /** null: the site's own portrait. */
    portrait: ResponsiveImageSchema.nullable(),
    portraitAlt: ShownTextSchema,
    title: ShownTextSchema,
    subtitle: ShownTextSchema,
    intro: ShownTextSchema,
    paragraphs: z.array(ShownTextSchema),
  }),
  specialties: z.array(z.object({ icon: z.enum(SPECIALTY_ICONS), name: ShownTextSchema, description: ShownTextSchema })),
  /** Sorted by the page language's collation. */
  destinations: z.array(ShownTextSchema),
  stats: z.array(z.object({ value: z.string(), label: ShownTextSchema })),
  contact: z.object({ title: ShownTextSchema, subtitle: ShownTextSchema }),
  footer: z.object({ tagline: ShownTextSchema }),
});
export type PublicSiteTexts = z.infer<typeof PublicSiteTextsSchema>;

/** The text a page in `language` shows: its own, else the Dutch one. */
export function shownText(text: LocalizedText, language: Language): ShownText {
  const own = text[language].trim();
  return own ? { text: own, lang: language } : { text: text.nl, lang: 'nl' };
}

/** Which of the three languages have a text of their own (Dutch always counts when it is filled). */
export function languagesOf(text: LocalizedText): Language[] {
  return LANGUAGES.filter((l) => text[l].trim() !== '');
}
