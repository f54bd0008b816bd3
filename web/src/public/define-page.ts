import type { ClientGalleryView, PageSource, ResponsiveImage, SiteSettings } from '@portfolio/shared';
import type { AnswerName, AnswerQuery, PageAnswer } from '@portfolio/shared/answers';
import type { PAGE_PATHS, PageId } from '@portfolio/shared/page-paths';
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

/** What the browser keeps in step on client navigation; the server writes it into the head. */
export interface PageTitle {
  title: string;
  description: string;
}

/** What a page's loader is given: the address's parameters and query, and where answers come from. */
export interface LoadInput {
  /** An answer by name: the page's data keeps it (under its URL) for the HTML, hydration and the head. */
  answer: <N extends AnswerName>(name: N, query: AnswerQuery<N>) => Promise<PageAnswer<N>>;
  /** Whether a client gallery's address answers (not an answer of the API). */
  clientGalleryStatus: PageSource['clientGalleryStatus'];
  /** An open client gallery's photos from `cursor` for this visitor (its session cookie); null while its password is still to be given. */
  clientGalleryView: (token: string, cursor: string | undefined) => Promise<ClientGalleryView | null>;
  params: Record<string, string | undefined>;
  /** The address's query string (filters, a cursor). */
  search: URLSearchParams;
  language: Language;
}

/** What a page's loader says of its address: `found` is false when what it names does not exist. */
export interface PageAnswers {
  /** Page data that is no answer of the API (a client gallery's status and photos), by its key. */
  answers?: Record<string, unknown>;
  found: boolean;
  /** 410: what the address named is gone for good (an ended client gallery). */
  status?: 410;
}

/** What a page's title is made from: the answers it is drawn with, and the address. */
export interface TitleInput {
  t: Translate;
  language: Language;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  /** An answer the page was drawn with, by name (undefined: not there). */
  answer: <N extends AnswerName>(name: N, query: AnswerQuery<N>) => PageAnswer<N> | undefined;
}

/** What a page's head is made from (on the server): its title's input, the settings and the page's own address. */
export interface HeadInput extends TitleInput {
  settings: SiteSettings;
  /** The site's absolute address, without a trailing slash. */
  publicUrl: string;
  /** The page's own absolute address in its language (without the query): its canonical. */
  url: string;
}

/**
 * True on the server (and in tests that load the server entry): parts only the server's HTML
 * needs, written `ONLY_ON_SERVER ? … : SERVER_ONLY`, drop out of the browser's script with all
 * they import (Vite's browser build makes it false, and the bundler folds the condition).
 */
export const ONLY_ON_SERVER = (import.meta.env.SSR as unknown) !== false;

/** Stands in for a server-only part in the browser's build, which never calls it. */
export const SERVER_ONLY = (): never => {
  throw new Error('Only the server runs this');
};

/** The rest of a page's head, written by the server only: previews, the first photo, structured data. */
export interface PageHead {
  type: 'website' | 'article';
  image: ShareImage | null;
  /** The photo the page draws first (its largest paint), fetched ahead from the head. */
  first?: { image: ResponsiveImage | null; url: string; sizes: string };
  /** schema.org JSON-LD objects. */
  structuredData?: (input: HeadInput) => object[];
  /** Never indexed (a newsletter link holds someone's token). */
  private?: boolean;
  /** The languages the page has its own text in: its hreflang alternates (all when not said). */
  languages?: readonly Language[];
}

export interface PageDefinition {
  id: PageId;
  /** The path without a language prefix: its id's in PAGE_PATHS (definePage refuses another). */
  path: (typeof PAGE_PATHS)[PageId];
  /** The page's answers, from the address's parameters and query (filters and cursor included). Server only. */
  load: (input: LoadInput) => Promise<PageAnswers>;
  /** Title and description, from the page's answers: in the server's head, and in the browser after a move. */
  title: (input: TitleInput) => PageTitle;
  /** Previews, the first photo's preload and structured data. Server only. */
  head: (input: HeadInput) => PageHead;
  Component: ComponentType & { preload?: () => Promise<unknown> };
  /** Listed in the sitemap as it is (pages with parameters are listed per post and photo). */
  listed: boolean;
  /**
   * The part of the query string that changes what the page shows, in one spelling (its cache
   * key): anything else in the address is ignored. Absent: the query never matters. Server only
   * (`ONLY_ON_SERVER ? … : undefined`): the browser asks the server for a page's answers by address.
   */
  query?: (search: URLSearchParams) => string;
  /** Answered fresh every time, never kept in a cache (addresses that hold a token). */
  uncached?: boolean;
  /** Someone's own address (a client gallery): no statistics, ours or anyone's, ever see it. */
  unseen?: boolean;
  /** Draws its own "not found" (and head) when what the address names is missing. */
  ownNotFound?: boolean;
  /**
   * Its first screen needs no script (links, menus and forms work as plain HTML): the app starts at
   * the visitor's first interaction instead of right after the first photo (see
   * server/src/site/entry-script.ts), unless the site's analytics need it at once.
   */
  startsOnInteraction?: boolean;
}

/**
 * One public page in one module: its address, its loader (run by the server for the first
 * screen), its title and head, its component and its place in the sitemap. The loader and the
 * head are the server's (`ONLY_ON_SERVER ? … : SERVER_ONLY`): the browser asks the server for a
 * page's answers, and needs only the title and description of the page it moves to. The table in
 * pages/index.ts is read by the server's renderer, the client's router, the sitemap and the statistics.
 */
export const definePage = <Id extends PageId>(page: PageDefinition & { id: Id; path: (typeof PAGE_PATHS)[Id] }): PageDefinition => page;
