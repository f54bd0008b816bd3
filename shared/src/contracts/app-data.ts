import { z } from 'zod';
import { LanguageSchema } from '../locales';
import type { AnswerName, AnswerQuery, PageAnswer } from '../answers';
import type { Language } from '../languages';
import type { ClientGalleryView } from './client-gallery';
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
  /** Left out by a page whose app starts later (see `later`). */
  messages: MessagesSchema.optional(),
  answers: z.record(z.string(), z.unknown()),
  /**
   * The page's app starts at the visitor's first interaction (its first screen needs no script), so
   * its HTML carries no answers and no messages: the app asks for them as it starts (the page's own
   * with GET /api/page-data, as a client navigation does, then the settings and the site's texts).
   * The page then fits the first round trip of a slow line, which its first photo waits for.
   */
  later: z.literal(true).optional(),
  /**
   * GET /api/site-config, when its answer is the same for every visitor: not when a proxy header
   * reports each visitor's country (the page is cached for everyone).
   */
  siteConfig: SiteConfigSchema.optional(),
});
export type AppData = z.infer<typeof AppDataSchema>;

/**
 * GET /api/page-data?path=: what client navigation needs of the next page, from its own loader:
 * its answers by URL (as AppData's), and whether it exists.
 */
export const PageDataAnswerSchema = z.object({ answers: z.record(z.string(), z.unknown()), found: z.boolean() });
export type PageDataAnswer = z.infer<typeof PageDataAnswerSchema>;

/** What a page that is never cached knows of its visitor: its cookies (the cart's, a client gallery's session) and where it comes from. */
export interface Visitor {
  cart?: string | null;
  /** A client gallery's session cookie (scoped to the gallery's addresses, so only its page gets it). */
  clientSession?: string | null;
  /** The visitor's address and browser: a client gallery counts its openings by a daily hash of them. */
  ip?: string;
  userAgent?: string;
}

/** Where the answers a page is rendered from come from: the server's loaders of the table of answers. */
export interface PageSource {
  /** An answer by name (see ../answers.ts); null where what it names does not exist. */
  answer<N extends AnswerName>(name: N, query: AnswerQuery<N>, visitor?: Visitor): Promise<PageAnswer<N>>;
  /** Whether a client gallery's address answers: open, gone (ended or revoked: 410) or missing. */
  clientGalleryStatus(token: string): Promise<'open' | 'gone' | 'missing'>;
  /**
   * An open client gallery's page of photos from `cursor` (the first without), as its API gives it
   * to this visitor (an opening counted on the first page); null while its password is still to be given.
   */
  clientGalleryView(token: string, language: Language, cursor: string | undefined, visitor?: Visitor): Promise<ClientGalleryView | null>;
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
  /** The page's app may wait for the visitor's first interaction (its definition's `startsOnInteraction`). */
  startsOnInteraction: boolean;
}
