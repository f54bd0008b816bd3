import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { API, PageDataAnswerSchema, type PageSource, STORAGE_KEYS } from '@portfolio/shared';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { readQuery } from '../lib/validate';
import { countryFromBrowserLanguage, languageForCountry, parseLanguage, type Language } from '@portfolio/shared/languages';
import { Hono, type Context } from 'hono';
import { serveStatic } from 'hono/serve-static';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';
import { getCookie } from 'hono/cookie';
import { withoutTrailingSlash } from '../lib/same-site-redirect';
import type { AppEnv } from '../lib/app-env';
import type { RouteDeps } from '../lib/route-deps';
import { LANGUAGE_SCRIPT } from './language-script';
import { APP_START_META, deferEntry } from './entry-script';
import type { PublicSite } from './public-site';
import { siteConfig } from './site-config.routes';
import { sentNote, type FormReply } from '@portfolio/shared/page-forms';
import { CART_COOKIE } from '@portfolio/shared/shop-rules';
import { pageFormHandler } from './page-forms.routes';
import { privatePageHeaders } from './private-page';
import { CLIENT_SESSION_COOKIE } from '../client-galleries/client-access.service';
import { clientIp } from '../lib/client-ip';
import { declare } from '../lib/openapi';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The language of a plain address: the saved choice (its cookie), else the country a proxy
 * reports, else the browser's language, else English.
 */
export function plainLanguage(c: Context, countryHeader: string | undefined): Language {
  const saved = parseLanguage(getCookie(c, STORAGE_KEYS.language));
  if (saved) return saved;
  const country = countryHeader ? c.req.header(countryHeader) : undefined;
  if (country) return languageForCountry(country);
  const browser = c.req.header('accept-language')?.split(',')[0]?.trim();
  return languageForCountry(countryFromBrowserLanguage(browser));
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with a rendered page in it. */
export function fillTemplate(template: string, page: { language: Language; title: string; head: string; html: string; data: unknown; plain: boolean; startsOnInteraction?: boolean }, scriptJson: (v: unknown) => string): string {
  // Before the entry script, which reads it (see ENTRY_SCRIPT).
  const head = (page.plain ? `<script>${LANGUAGE_SCRIPT}</script>` : '') + (page.startsOnInteraction ? APP_START_META : '') + page.head;
  // The page is readable before its script runs: the first photo goes first on a slow line.
  return deferEntry(template)
    .replace(/<html lang="[a-z]+"/, `<html lang="${page.language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace('<!--app-head-->', () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('<!--app-data-->', () => `<script id="app-data" type="application/json">${scriptJson(page.data)}</script>`);
}

/**
 * Static files of the built web app (STATIC_ROOT), the back-office page for /admin/..., and every
 * other GET outside /api and /media as a public page rendered on the server: 200 for the pages of
 * the table, 404 (with the 404 page) for anything else.
 */
export function pageRoutes(deps: RouteDeps, source: PageSource, site: PublicSite | null) {
  const { env, cache } = deps;
  const root = path.resolve(env.STATIC_ROOT);
  const indexFile = path.join(root, 'index.html');
  // The back-office is a page of its own build (web/admin.html).
  const adminFile = path.join(root, 'admin.html');
  let template: string | null = null;

  const renderPage = async (c: Context, url: string, language: Language, plain: boolean, formReply?: FormReply) => {
    template ??= readFileSync(indexFile, 'utf8');
    // The visitor's cookies reach only the loaders of pages that are never cached (the cart, the checkout, a client gallery).
    const visitor = { cart: getCookie(c, CART_COOKIE) ?? null, clientSession: getCookie(c, CLIENT_SESSION_COOKIE) ?? null, ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? '' };
    // The site's analytics (gtag) come with the app: with them configured, every app starts at once.
    const rendered = await site!.render({ url, language, source, publicUrl: env.publicUrl, formReply, visitor, appAtOnce: Boolean(env.ANALYTICS_ID) });
    // With a country header the config differs per visitor, and this page is cached for all.
    const data = env.COUNTRY_HEADER ? rendered.data : { ...rendered.data, siteConfig: siteConfig(env, undefined) };
    const html = fillTemplate(template, { ...rendered, language, data, plain }, site!.scriptJson);
    return { status: rendered.status, html };
  };

  const PathQuerySchema = z.object({ path: z.string().min(1).max(2000).startsWith('/') });

  const routes = new Hono<AppEnv>();
  // The public forms sent without scripts post to their page (see page-forms.ts).
  if (site) routes.post('*', pageFormHandler(deps, site, renderPage, (c) => plainLanguage(c, env.COUNTRY_HEADER)));
  return routes
    // Client navigation: the next page's answers from its own loader, cached like the page.
    .get(API.pageData, declare({ path: API.pageData, summary: "Client navigation: the next page's answers from its own loader", tags: ['public'], query: PathQuerySchema, response: PageDataAnswerSchema, missing: true }), async (c) => {
      const { path: url } = readQuery(c, PathQuerySchema);
      const key = site?.pageKey(url);
      if (!site || !key) throw new AppError('not_found', 'Not found');
      const match = site.matchPublicPage(key.split('?')[0]!);
      const language = match.language ?? plainLanguage(c, env.COUNTRY_HEADER);
      const res = await cache.sendJson(c, `page-data:${language}:${key}`, () => site.loadPage({ url: key, language, source }));
      if (match.language === null) res.headers.set('Vary', 'Accept-Encoding, Cookie, Accept-Language');
      return res;
    })
    .get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) {
      return c.json({ message: 'Not found' }, 404);
    }
    // The pages' templates are not files of the site; dot folders (Vite's build manifest) are build records.
    if (pathname !== '/' && !pathname.endsWith('/') && pathname !== '/index.html' && pathname !== '/admin.html' && !pathname.includes('/.')) {
      const hashed = pathname.startsWith('/assets/');
      const sent = await sendBuilt(c, root, hashed ? IMMUTABLE : 'public, max-age=3600');
      if (sent) return sent;
      if (hashed) {
        // A page loaded before the last deploy asks for its build's hashed files.
        const earlier = earlierBuildFile(root, pathname);
        return (earlier && (await sendBuilt(c, earlier.slice(0, -pathname.length), IMMUTABLE))) || c.text('Not found', 404);
      }
    }
    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    if (!isFile(isAdmin ? adminFile : indexFile) || (!isAdmin && !site)) return c.text('The web app is not built: run npm run build', 404);
    if (isAdmin) return cache.send(c, 'page:admin', 'text/html; charset=UTF-8', () => Bun.file(adminFile).text());

    // One address per page: /gallery/ is /gallery.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return c.redirect(withoutTrailingSlash(c.req.url), 301);
    }
    const match = site!.matchPublicPage(pathname);
    const plain = match.language === null;
    const language = match.language ?? plainLanguage(c, env.COUNTRY_HEADER);
    // The page's cache key: its path and the part of the query it reads (a filter, a cursor).
    const search = new URL(c.req.url).search;
    const key = site!.pageKey(pathname + search);
    let res: Response;
    if (match.page && (key === null || sentNote(search))) {
      // Rendered each time, for this visitor only: the newsletter links and client galleries, and
      // where a form sent without scripts leads (the page with the form's note).
      const page = await renderPage(c, pathname + search, language, plain);
      return c.html(page.html, page.status as 200, key === null ? privatePageHeaders(match.page.id) : { 'Cache-Control': 'no-store' });
    }
    if (!match.page || key === null) {
      // Unknown addresses are rendered each time, so made-up paths cannot fill the page cache.
      const page = await renderPage(c, pathname, language, plain);
      res = c.html(page.html, 404, { 'Cache-Control': 'no-cache' });
    } else {
      res = await cache.send(c, `page:${plain ? 'plain' : 'address'}:${language}:${key}`, 'text/html; charset=UTF-8', async () => {
        const page = await renderPage(c, key, language, plain);
        return { body: page.html, status: page.status };
      });
    }
    // A plain address answers in the visitor's language: caches must keep one copy per language.
    if (plain) res.headers.set('Vary', 'Accept-Encoding, Cookie, Accept-Language');
    return res;
  });
}

/**
 * Sends a file of the built web app under `root` through Hono's static serving, or the brotli/gzip
 * copy the build wrote beside it when the client accepts it (the entry script shrinks to about a
 * third, which matters most on phones); undefined when there is no such file.
 */
async function sendBuilt(c: Context, root: string, cacheControl: string): Promise<Response | undefined> {
  const serve = serveStatic({
    root,
    join: path.join,
    precompressed: true,
    getContent: async (file: string) => (isFile(file) ? Bun.file(file) : null),
    onFound: (file, c) => {
      c.header('Cache-Control', cacheControl);
      // A type that may come compressed varies by what the client accepts, whichever copy is sent.
      if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(getMimeType(file) ?? '')) c.header('Vary', 'Accept-Encoding');
    },
  });
  return (await serve(c, async () => {})) || undefined;
}

/**
 * A file of an earlier build still kept beside the current one (web/builds/<id>/dist, see
 * web/scripts/build.mjs), newest first; null when STATIC_ROOT is not such a build.
 */
export function earlierBuildFile(root: string, pathname: string): string | null {
  let current: string;
  try {
    current = realpathSync(root);
  } catch {
    return null;
  }
  const builds = path.dirname(path.dirname(current));
  if (path.basename(builds) !== 'builds') return null;
  for (const id of readdirSync(builds).sort().reverse()) {
    const dist = path.join(builds, id, 'dist');
    const file = path.join(dist, pathname);
    if (dist !== current && file.startsWith(dist + path.sep) && isFile(file)) return file;
  }
  return null;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
