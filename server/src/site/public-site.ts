import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PageDataAnswer, PageSource, RenderedPage, Visitor } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import type { PageId } from '@portfolio/shared/page-paths';
import type { FormReply } from '@portfolio/shared/page-forms';
import type { Env } from '../env';

/** What the server uses of the public site's server entry (web/src/entry-server.tsx). */
export interface PublicSite {
  render(input: { url: string; language: Language; source: PageSource; publicUrl: string; formReply?: FormReply; visitor?: Visitor; appAtOnce?: boolean }): Promise<RenderedPage>;
  /** The table of pages (web/src/public/pages/index.ts): what the sitemap lists and the statistics leave out. */
  PUBLIC_PAGES: ReadonlyArray<{ id: PageId; path: string; listed: boolean; unseen?: boolean }>;
  /** The answers a page's loader gives for an address (client navigation asks for them). */
  loadPage(input: { url: string; language: Language; source: PageSource }): Promise<PageDataAnswer>;
  /** The cache key of an address (its path and the query its page reads), or null when it must not be cached. */
  pageKey(url: string): string | null;
  matchPublicPage(pathname: string): { page: { id: string } | null; params: Record<string, string | undefined>; language: Language | null; path: string };
  localePath(language: Language | null, path: string): string;
  translator(language: Language): (key: string, values?: Record<string, string | number>) => string;
  /** JSON that is safe inside a <script> element. */
  scriptJson(value: unknown): string;
}

/**
 * Where the build puts the public site's server entry: next to the built web app, found through
 * the link web/dist so that the entry and the files it names come from one build.
 */
export function builtSiteEntry(env: Pick<Env, 'STATIC_ROOT'>): string {
  const root = existsSync(env.STATIC_ROOT) ? realpathSync(env.STATIC_ROOT) : path.resolve(env.STATIC_ROOT);
  return path.join(path.dirname(root), 'dist-server/entry-server.js');
}

/** The public site from its server build, or null when the web app is not built. */
export async function loadPublicSite(env: Pick<Env, 'STATIC_ROOT'>): Promise<PublicSite | null> {
  const entry = builtSiteEntry(env);
  if (!existsSync(entry)) return null;
  return (await import(entry)) as PublicSite;
}
