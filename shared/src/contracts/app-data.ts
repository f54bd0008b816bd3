import { z } from 'zod';
import { LanguageSchema } from '../locales';
import type { BlogPost, BlogPostSummary } from './blog';
import type { GalleryItem } from './gallery';
import type { GalleryFacets, GalleryFilter, GalleryNeighbours, GalleryPage } from './gallery-query';
import type { HeroImage } from './hero';
import type { SiteSettings } from './settings';
import type { PublicSiteTexts } from './site-texts';
import { SiteConfigSchema } from './site';
import type { Collection, CollectionItemsPage, CollectionListPage } from './collection';
import type { MapAnswer, PhotoContext } from './places';
import type { Cart, LicenceView, OrderView, ShopOffer } from './shop';

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

type Language = z.infer<typeof LanguageSchema>;

/** A page of posts, newest first, with the number of posts and the next page's cursor. */
export interface PostsPage {
  items: BlogPostSummary[];
  total: number;
  nextCursor: string | null;
}

/** The public answers a page is rendered from; the server reads them from its services. */
export interface PageSource {
  heroImages(language: Language): Promise<HeroImage[]>;
  /** One page of the filtered public gallery (after `cursor`), with its total and the next cursor. */
  /** Featured items first when asked (the home page's section), in the photographer's chosen order. */
  galleryPage(language: Language, filter: GalleryFilter, cursor?: string, options?: { featuredFirst?: boolean }): Promise<GalleryPage>;
  /** The filter options with their counts. */
  galleryFacets(language: Language, filter: GalleryFilter): Promise<GalleryFacets>;
  /** A published item, or null. */
  galleryItem(id: number, language: Language): Promise<GalleryItem | null>;
  /** Where a published item stands in the filtered gallery, or null when there is no such item. */
  galleryNeighbours(id: number, language: Language, filter: GalleryFilter): Promise<GalleryNeighbours | null>;
  /** The newest posts (at most `limit`). */
  posts(language: Language, limit: number): Promise<BlogPostSummary[]>;
  /** One page of published posts, newest first, after `cursor`. */
  postsPage(language: Language, cursor?: string): Promise<PostsPage>;
  /** A published post, or null; reading it here counts no view. */
  post(slug: string, language: Language): Promise<BlogPost | null>;
  /** The photographer's site settings: every page brings them (footer, contact, structured data). */
  settings(): Promise<SiteSettings>;
  /** Whether a client gallery's address answers: open, gone (ended or revoked: 410) or missing. */
  clientGalleryStatus(token: string): Promise<'open' | 'gone' | 'missing'>;
  /** A page of the published collections (the cursor of the previous page, or none for the first). */
  collections(language: Language, cursor?: string): Promise<CollectionListPage>;
  /** A published collection with the first page of its photos, or null. */
  collection(slug: string, language: Language): Promise<Collection | null>;
  /** A page of a published collection's photos after `cursor` (a cursor not ours: the first), or null. */
  collectionItems(slug: string, language: Language, cursor: string): Promise<CollectionItemsPage | null>;
  /** The map's clusters of a view as an address writes it (`w,s,e,n`; none or not a view: the world), with the gallery's filters. */
  map(language: Language, view: string | null, filter: GalleryFilter): Promise<MapAnswer>;
  /** A published photo's collections, related photos and place, or null. */
  photoContext(id: number, language: Language): Promise<PhotoContext | null>;
  /** The site's own texts in the page's language: every page brings them (footer; the home page's sections). */
  siteTexts(language: Language): Promise<PublicSiteTexts>;
  /** What a photo's page offers for sale, or null when it is not for sale. */
  shopOffer(id: number, language: Language): Promise<ShopOffer | null>;
  /** The visitor's cart from its cookie's value, priced by the server (uncached pages only). */
  shopCart(language: Language, cookie: string | null): Promise<Cart>;
  /** An order at its private address, or null. */
  shopOrder(token: string, language: Language): Promise<OrderView | null>;
  /** A licence at its private address, or null. */
  shopLicence(token: string, language: Language): Promise<LicenceView | null>;
}

/** A public page rendered on the server (web/src/entry-server.tsx). */
export interface RenderedPage {
  status: 200 | 404 | 410;
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
