import { z } from 'zod';
import { LanguageSchema } from '../locales';
import { BlogPostSchema, BlogPostSummarySchema } from './blog';
import { CategorySchema } from './category';
import { GalleryItemSchema } from './gallery';
import { HeroImageSchema } from './hero';
import { SiteConfigSchema } from './site';

/**
 * What the server writes into a public page (`<script id="app-data">`) so its first screen draws
 * without waiting for an API round trip. Each list is exactly what the matching public GET answers
 * for `language`; the browser uses a list only while it shows that language.
 */
export const AppDataSchema = z.object({
  /** GET /api/hero-images (every public page: the home hero, and the list behind it). */
  heroImages: z.array(HeroImageSchema),
  /** The language of the lists below. */
  language: LanguageSchema,
  /** GET /api/gallery/items and /api/gallery/categories, on /gallery when the gallery is small. */
  galleryItems: z.array(GalleryItemSchema).optional(),
  galleryCategories: z.array(CategorySchema).optional(),
  /** GET /api/blog/posts, on /blog. */
  posts: z.array(BlogPostSummarySchema).optional(),
  /** GET /api/blog/posts/:slug, on that post's page. */
  post: BlogPostSchema.optional(),
  /**
   * GET /api/site-config, when its answer is the same for every visitor: not when a proxy header
   * reports each visitor's country (the page is cached for everyone).
   */
  siteConfig: SiteConfigSchema.optional(),
});
export type AppData = z.infer<typeof AppDataSchema>;
