import { z } from 'zod';
import { CATEGORY_TYPES } from '../constants';
import { LanguageSchema } from '../locales';
import { optionalText, updateOf, whenMissing } from './common';

export const CategoryTypeSchema = z.enum(CATEGORY_TYPES);
export type CategoryType = z.infer<typeof CategoryTypeSchema>;

/** Public category: the name in the asked language (English and Swedish fall back to Dutch). */
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: CategoryTypeSchema,
  /** The language `name` is in: the asked one, or Dutch where the category has no name of its own in it. */
  nameLang: LanguageSchema,
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameSv: z.string().nullable(),
  type: CategoryTypeSchema,
  /** Its items show only their country and month to the public. */
  sensitiveLocation: z.boolean(),
  itemCount: z.number().int().optional(),
});
export type CategoryAdmin = z.infer<typeof CategoryAdminSchema>;

export const CategoryInputSchema = z.object({
  name: z.string({ error: whenMissing('Dutch name is required') }).trim().min(1, 'Dutch name is required').max(100),
  nameEn: optionalText(100),
  nameSv: optionalText(100),
  type: CategoryTypeSchema.default('country'),
  sensitiveLocation: z.boolean().default(false),
});
export type CategoryInput = z.input<typeof CategoryInputSchema>;

/** PUT /api/admin/categories/{id}: the fields sent change; the others (a sensitive mark too) keep their values. */
export const CategoryUpdateSchema = updateOf(CategoryInputSchema);
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;
