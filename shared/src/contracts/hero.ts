import { z } from 'zod';
import { LanguageSchema } from '../locales';
import { mediaUrl, optionalText, updateOf } from './common';
import { hasOneMedia, MediaKeySchema, ONE_MEDIA_MESSAGE, ResponsiveImageSchema } from './media';

/**
 * A slide of the home page. `alt` and `title` are in the asked language (public answers with
 * `language`, falling back to Dutch) or Dutch (the admin); the others are the stored translations.
 */
export const HeroImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The upload's key; null for a photo outside this site. */
  mediaHash: z.string().nullable(),
  alt: z.string(),
  altEn: z.string().nullable(),
  altSv: z.string().nullable(),
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  titleSv: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  image: ResponsiveImageSchema.nullable(),
  /**
   * The language `alt` and `title` are each in: the asked one, or Dutch where the slide has no text
   * of its own in it (the page marks such a text with its own `lang`); Dutch in the admin's answers.
   */
  altLang: LanguageSchema,
  titleLang: LanguageSchema,
});
export type HeroImage = z.infer<typeof HeroImageSchema>;

/** Display order parsed as an integer; anything non-numeric becomes 0. */
const displayOrder = z.preprocess((v) => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}, z.number().int().min(-1_000_000).max(1_000_000));

const heroFields = {
  /** The upload's key; `url` only for a photo outside this site (a URL of this site's media is read as its key). */
  mediaHash: MediaKeySchema,
  url: mediaUrl(2000),
  alt: z.string().trim().min(1, 'Alt text is required').max(300),
  altEn: optionalText(300),
  altSv: optionalText(300),
  title: optionalText(300),
  titleEn: optionalText(300),
  titleSv: optionalText(300),
  displayOrder,
  isActive: z.boolean(),
};

export const HeroImageCreateSchema = z
  .object({
    ...heroFields,
    mediaHash: heroFields.mediaHash.optional(),
    url: heroFields.url.optional(),
    displayOrder: displayOrder.default(0),
    isActive: z.boolean().default(true),
  })
  .refine((v) => hasOneMedia(v.mediaHash, v.url), { message: ONE_MEDIA_MESSAGE, path: ['mediaHash'] });
export type HeroImageCreate = z.input<typeof HeroImageCreateSchema>;

/** Partial update: only the fields sent change (a toggle sends isActive alone). */
export const HeroImageUpdateSchema = updateOf(z.object(heroFields))
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update')
  .refine((v) => !(v.mediaHash && v.url), { message: ONE_MEDIA_MESSAGE, path: ['mediaHash'] });
export type HeroImageUpdate = z.input<typeof HeroImageUpdateSchema>;
