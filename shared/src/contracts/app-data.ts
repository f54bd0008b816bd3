import { z } from 'zod';
import { LanguageSchema } from '../locales';
import type { BlogPost, BlogPostSummary } from './blog';
import type { Category } from './category';
import type { GalleryItem } from './gallery';
import type { HeroImage } from './hero';
import type { SiteSettings } from './settings';
import type { PublicSiteTexts } from './site-texts';
import { SiteConfigSchema } from './site';

/** A language's interface messages: nested objects of strings. */
export type Messages = { [key: string]: string | Messages };
const MessagesSchema: z.ZodType<Messages> = z.lazy(() => z.record(z.string(), z.union([z.string(), MessagesSchema])));

/**
 * What the server writes into a public page (`<script id="app-data">`): the page's language and
 * its messages, and the public API answers the page was rendered from, keyed by their URL (for
 * example `/api/gallery/items?language=sv`), so hydration asks the API for none of them.
 */
export const AppDataSchema = z.object({
  language: LanguageSchema,
  messages: MessagesSchema,
  answers: z.record(z.string(), z.unknown()),
  /**
   * GET /api/site-config, when its answer is the same for every visitor: not when a proxy header
   * reports each visitor's country (the page is cached for everyone).
   */
  siteConfig: SiteConfigSchema.optional(),
});
export type AppData = z.infer<typeof AppDataSchema>;

/** The public answers a page is rendered from; the server reads them from its services. */
export interface PageSource {
  heroImages(language: z.infer<typeof LanguageSchema>): Promise<HeroImage[]>;
  /** Every published item in the gallery's order; featured ones first for the home page's section. */
  galleryItems(language: z.infer<typeof LanguageSchema>, options?: { featuredFirst?: boolean }): Promise<GalleryItem[]>;
  categories(language: z.infer<typeof LanguageSchema>): Promise<Category[]>;
  posts(language: z.infer<typeof LanguageSchema>, limit?: number): Promise<BlogPostSummary[]>;
  /** A published post, or null; reading it here counts no view. */
  post(slug: string, language: z.infer<typeof LanguageSchema>): Promise<BlogPost | null>;
  /** The photographer's site settings: every page brings them (footer, contact, structured data). */
  settings(): Promise<SiteSettings>;
  /** The site's own texts in the page's language: every page brings them (footer; the home page's sections). */
  siteTexts(language: z.infer<typeof LanguageSchema>): Promise<PublicSiteTexts>;
}

/** A public page rendered on the server (web/src/entry-server.tsx). */
export interface RenderedPage {
  status: 200 | 404;
  /** The markup inside #root. */
  html: string;
  title: string;
  /** Tags for <head> besides the title. */
  head: string;
  /** Starts the browser: see AppDataSchema (without siteConfig, which the server adds). */
  data: Omit<AppData, 'siteConfig'>;
  /** The page's id in the table of public pages (null: no page there). */
  pageId: string | null;
}
