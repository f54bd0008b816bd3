import type { PageSource, ResponsiveImage, SiteSettings } from '@portfolio/shared';
import type { PageId } from '@portfolio/shared/page-paths';
import type { Language } from '@portfolio/shared/languages';
import type { ComponentType } from 'react';
import type { Translate } from './i18n/translate';

/** The share JPEG of a photo (at most 1600 px wide) with its size, for link previews. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageMeta {
  title: string;
  description: string;
  type: 'website' | 'article';
  image: ShareImage | null;
  /** The photo the page draws first (its largest paint), fetched ahead from the head. */
  first?: { image: ResponsiveImage | null; url: string; sizes: string };
}

/** What a page's loader is given: the address's parameters and query, and where answers come from. */
export interface LoadInput {
  source: PageSource;
  params: Record<string, string | undefined>;
  /** The address's query string (filters, a cursor). */
  search: URLSearchParams;
  language: Language;
}

/** A page's answers by API URL (see apiUrl); `found` is false when what the address names does not exist. */
export interface PageAnswers {
  answers: Record<string, unknown>;
  found: boolean;
  /** 410: what the address named is gone for good (an ended client gallery). */
  status?: 410;
}

/** What a page's head is made from: the answers it was rendered with, and the address. */
export interface HeadInput {
  t: Translate;
  language: Language;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  answer: (url: string) => unknown;
  settings: SiteSettings;
  /** The site's absolute address, without a trailing slash. */
  publicUrl: string;
  /** The page's own absolute address in its language (without the query): its canonical. */
  url: string;
}

/**
 * True on the server (and in tests that load the server entry): parts only the server's HTML
 * needs, written `ONLY_ON_SERVER && …`, drop out of the browser's script (Vite makes it false there).
 */
export const ONLY_ON_SERVER = (import.meta.env.SSR as unknown) !== false;

/** Title, description, preview and structured data of a page. */
export interface PageHead extends PageMeta {
  /** schema.org JSON-LD objects (server only). */
  structuredData?: false | ((input: HeadInput) => object[]);
  /** Never indexed (a newsletter link holds someone's token). */
  private?: boolean;
  /** The languages the page has its own text in: its hreflang alternates (all when not said). */
  languages?: readonly Language[];
}

export interface PageDefinition {
  id: PageId;
  /** The path without a language prefix (PAGE_PATHS). */
  path: string;
  /** The page's answers, from the address's parameters and query (filters and cursor included). */
  load: (input: LoadInput) => Promise<PageAnswers>;
  head: (input: HeadInput) => PageHead;
  Component: ComponentType & { preload?: () => Promise<unknown> };
  /** Listed in the sitemap as it is (pages with parameters are listed per post and photo). */
  listed: boolean;
  /**
   * The part of the query string that changes what the page shows, in one spelling (its cache
   * key): anything else in the address is ignored. Absent: the query never matters.
   */
  query?: (search: URLSearchParams) => string;
  /** Answered fresh every time, never kept in a cache (addresses that hold a token). */
  uncached?: boolean;
  /** Someone's own address (a client gallery): no statistics, ours or anyone's, ever see it. */
  unseen?: boolean;
  /** Draws its own "not found" (and head) when what the address names is missing. */
  ownNotFound?: boolean;
}

/**
 * One public page in one module: its address, its loader (run by the server for the first
 * screen), its head, its component and its place in the sitemap. The table in pages/index.ts
 * is read by the server's renderer, the client's router, the sitemap and the statistics.
 */
export const definePage = (page: PageDefinition): PageDefinition => page;
