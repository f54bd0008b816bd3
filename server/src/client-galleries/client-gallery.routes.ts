import {
  type ClientDownloadSize,
  ClientDownloadQuerySchema,
  ClientFavouriteSchema,
  ClientFileParamSchema,
  ClientGalleryQuerySchema,
  ClientGalleryViewSchema,
  ClientItemParamSchema,
  ClientOkSchema,
  ClientPasswordSchema,
  ClientPinSchema,
  ClientSelectionSentSchema,
  ClientTokenParamSchema,
  IdSchema,
} from '@portfolio/shared';
import { parseLanguage, type Language } from '@portfolio/shared/languages';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppContext, AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/client-ip';
import { attachment } from '../lib/content-disposition';
import { fromOwnSite } from '../middleware/cross-origin';
import { declare, file } from '../lib/openapi';
import { readJson } from '../lib/validate';
import { galleryFileKey, singleDownload, zipDownload } from '../media/client-downloads';
import { CONTENT_TYPES, mediaDirs } from '../media/media-files';
import {
  CLIENT_SESSION_COOKIE,
  type ClientAccess,
  checkGalleryPassword,
  clientView,
  openGallery,
  recordVisit,
  removeFavourite,
  requireAccess,
  requireDownloadPin,
  sessionCookiePaths,
  setFavourite,
  unlockDownloads,
} from './client-access.service';
import type { ClientGalleryRow } from './client-galleries.service';
import { sendSelection } from './client-gallery-mail.service';
import { CLIENT_TEXT } from './client-gallery-text';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DOWNLOAD_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', webp: 'image/webp' };

const SESSION_SECONDS = 7 * 24 * 3600;

/** The visitor's language: the page's (?lang), else the browser's first, else English. */
function visitorLanguage(c: Context): Language {
  return parseLanguage(c.req.query('lang')) ?? parseLanguage(c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase()) ?? 'en';
}

/** A gallery's session cookie, for its API and its page in each language (see sessionCookiePaths), and no other address of the site. */
export function setSessionCookie(c: Context, env: Pick<AppContext['env'], 'publicUrl'>, token: string, session: string): void {
  for (const path of sessionCookiePaths(token)) {
    setCookie(c, CLIENT_SESSION_COOKIE, session, { path, httpOnly: true, sameSite: 'Lax', secure: env.publicUrl.startsWith('https:'), maxAge: SESSION_SECONDS });
  }
}

/**
 * A client gallery's API, files and downloads under /c/<token>, one of the paths its session
 * cookie is scoped to (its page in each language are the others). Every answer is private to that visitor and kept out of search engines.
 */
export function clientGalleryRoutes(ctx: AppContext) {
  const { db, env } = ctx;
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.get('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });

  // Writes come from this site's own pages only, as JSON: a page elsewhere can neither make its
  // visitors' browsers try passwords nor set hearts (a cross-site form or text/plain post is refused
  // before anything is counted; a JSON post from elsewhere needs CORS, which /c/ never grants).
  const ownSite = fromOwnSite(env);
  app.use('*', async (c, next) => {
    if (!READS.has(c.req.method)) {
      const language = visitorLanguage(c);
      if (!ownSite(c)) throw new AppError('forbidden', CLIENT_TEXT[language].otherSite);
      if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) throw new AppError('unsupported_media_type', CLIENT_TEXT[language].jsonOnly);
    }
    await next();
  });

  /** The open gallery of the address, with the visitor's access checked. */
  const entered = async (c: Context): Promise<{ row: ClientGalleryRow; language: Language; access: ClientAccess }> => {
    const language = visitorLanguage(c);
    const row = await openGallery(db, c.req.param('token')!, language);
    const access = await requireAccess(db, row, getCookie(c, CLIENT_SESSION_COOKIE), language);
    return { row, language, access };
  };

  const sessionCookie = (c: Context, row: ClientGalleryRow, session: string) => setSessionCookie(c, env, row.token, session);

  /**
   * The size asked for (`?size=web|original`; without it the largest offered), when downloads are
   * on, the size is offered and the PIN, if any, was given in this session; else 403 in the
   * visitor's language.
   */
  const downloadSize = (c: Context, row: ClientGalleryRow, access: ClientAccess, language: Language): ClientDownloadSize => {
    if (row.downloads === 'none') throw new AppError('forbidden', CLIENT_TEXT[language].noDownloads);
    const asked = c.req.query('size');
    const size = asked === undefined || asked === '' ? (row.downloadSizes.at(-1) ?? 'web') : asked;
    if (!(row.downloadSizes as string[]).includes(size)) throw new AppError('forbidden', CLIENT_TEXT[language].sizeNotOffered);
    requireDownloadPin(row, access, language);
    return size as ClientDownloadSize;
  };

  // The plain address opens in the client's language.
  app.get('/:token', declare({ path: '/c/:token', summary: "A client gallery's plain address: to its page in the client's language", tags: ['client gallery'], params: ClientTokenParamSchema, response: null, status: 302 }), async (c) => {
    const row = await db.query.clientGalleries.findFirst({ where: (g, { eq }) => eq(g.token, c.req.param('token')) });
    return c.redirect(`/${row?.language ?? visitorLanguage(c)}/c/${encodeURIComponent(c.req.param('token'))}`, 302);
  });

  app.post('/:token/api/session', declare({ path: '/c/:token/api/session', summary: "Enters a gallery's password: the session cookie (limited tries)", tags: ['client gallery'], params: ClientTokenParamSchema, body: ClientPasswordSchema, response: ClientOkSchema, missing: true, refuses: { 401: 'Wrong password', 403: "From another site's page", 410: 'The gallery is closed', 415: 'Not a JSON body', 429: 'Too many tries: wait' } }), async (c) => {
    const language = visitorLanguage(c);
    const row = await openGallery(db, c.req.param('token'), language);
    const { password } = await readJson(c, ClientPasswordSchema);
    const session = await checkGalleryPassword(db, row, password, clientIp(c, env.TRUST_PROXY), language);
    sessionCookie(c, row, session);
    return c.json({ ok: true });
  });

  // The download PIN, for this session (limited like the password).
  app.post('/:token/api/downloads/unlock', declare({ path: '/c/:token/api/downloads/unlock', summary: 'Enters the download PIN, for this session (limited tries)', tags: ['client gallery'], params: ClientTokenParamSchema, body: ClientPinSchema, response: ClientOkSchema, missing: true, refuses: { 401: 'The password first', 403: "Wrong PIN, no downloads, or from another site's page", 410: 'The gallery is closed', 415: 'Not a JSON body', 429: 'Too many tries: wait' } }), async (c) => {
    const { row, language } = await entered(c);
    const { pin } = await readJson(c, ClientPinSchema);
    const session = await unlockDownloads(db, row, getCookie(c, CLIENT_SESSION_COOKIE), pin, clientIp(c, env.TRUST_PROXY), language);
    if (session) sessionCookie(c, row, session);
    return c.json({ ok: true });
  });

  app.get('/:token/api/gallery', declare({ path: '/c/:token/api/gallery', summary: 'A page of the gallery as the client sees it, with their hearts', tags: ['client gallery'], params: ClientTokenParamSchema, query: ClientGalleryQuerySchema, response: ClientGalleryViewSchema, missing: true, refuses: { 401: 'The gallery asks for its password', 410: 'The gallery is closed' } }), async (c) => {
    const { row, language, access } = await entered(c);
    const cursor = c.req.query('cursor');
    // One opening is the first page; further pages are the same visit scrolling on, and `refresh`
    // is the page looking again at photos whose proofs were being made.
    if (!cursor && c.req.query('refresh') === undefined) await recordVisit(db, row.id, { ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? '' });
    return c.json(await clientView(db, row, language, access, cursor));
  });

  app.put('/:token/api/favourites/:itemId', declare({ path: '/c/:token/api/favourites/:itemId', summary: 'Hearts a photo, with a comment', tags: ['client gallery'], params: ClientItemParamSchema, body: ClientFavouriteSchema, response: ClientOkSchema, missing: true, refuses: { 401: 'The gallery asks for its password', 403: "From another site's page", 409: 'The selection was sent, or holds the most photos it may', 410: 'The gallery is closed', 415: 'Not a JSON body' } }), async (c) => {
    const { row, language } = await entered(c);
    const itemId = IdSchema.safeParse(c.req.param('itemId'));
    if (!itemId.success) throw new AppError('not_found', CLIENT_TEXT[language].photoNotFound);
    const { comment } = await readJson(c, ClientFavouriteSchema);
    await setFavourite(db, row, itemId.data, comment ?? null, language);
    return c.json({ ok: true });
  });

  app.delete('/:token/api/favourites/:itemId', declare({ path: '/c/:token/api/favourites/:itemId', summary: 'Takes the heart off a photo', tags: ['client gallery'], params: ClientItemParamSchema, response: ClientOkSchema, missing: true, refuses: { 401: 'The gallery asks for its password', 403: "From another site's page", 409: 'The selection was sent', 410: 'The gallery is closed', 415: 'Not a JSON body' } }), async (c) => {
    const { row, language } = await entered(c);
    const itemId = IdSchema.safeParse(c.req.param('itemId'));
    if (itemId.success) await removeFavourite(db, row, itemId.data, language);
    return c.json({ ok: true });
  });

  app.post('/:token/api/selection', declare({ path: '/c/:token/api/selection', summary: 'Sends the selection to the photographer (and locks it)', tags: ['client gallery'], params: ClientTokenParamSchema, response: ClientSelectionSentSchema, missing: true, refuses: { 401: 'The gallery asks for its password', 403: "From another site's page", 409: 'The selection was sent already', 410: 'The gallery is closed', 415: 'Not a JSON body', 422: 'Too few or too many photos' } }), async (c) => {
    const { row, language } = await entered(c);
    const at = await sendSelection(db, env, row, language);
    return c.json({ selectionSentAt: at.toISOString() });
  });

  app.get('/:token/media/:name', declare({ path: '/c/:token/media/:name', summary: "A gallery photo's file (a proof or a public size)", tags: ['client gallery'], params: ClientFileParamSchema, response: file('image/webp', 'image/avif', 'image/jpeg'), missing: true, refuses: { 401: 'The gallery asks for its password', 410: 'The gallery is closed' } }), async (c) => {
    const { row, language } = await entered(c);
    const name = c.req.param('name');
    const key = await galleryFileKey(db, row, name);
    const store = mediaDirs(env.mediaDir).store;
    const size = key ? await store.size(key) : null;
    if (!key || size === null) throw new AppError('not_found', CLIENT_TEXT[language].photoNotFound);
    return new Response(store.blob(key), {
      headers: {
        'Content-Type': CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        'Content-Length': String(size),
        // The browser may keep it; no shared cache may.
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  app.get('/:token/download.zip', declare({ path: '/c/:token/download.zip', summary: 'Every photo, or the hearted ones, as a ZIP (streamed)', tags: ['client gallery'], params: ClientTokenParamSchema, query: ClientDownloadQuerySchema, response: file('application/zip'), missing: true, refuses: { 401: 'The gallery asks for its password', 403: 'No downloads, not that size, or the PIN first', 410: 'The gallery is closed' } }), async (c) => {
    const { row, language, access } = await entered(c);
    const size = downloadSize(c, row, access, language);
    const which = c.req.query('photos') === 'favourites' ? 'favourites' : 'all';
    const stream = await zipDownload(ctx, row, which, size);
    if (!stream) throw new AppError('bad_request', CLIENT_TEXT[language].noFavourites);
    const name = `${row.name}${which === 'favourites' ? ' - selection' : ''}${size === 'web' && row.downloadSizes.length > 1 ? ' - web' : ''}`;
    return new Response(stream, { headers: { 'Content-Type': 'application/zip', 'Content-Disposition': attachment(name, 'zip'), 'Cache-Control': 'private, no-store' } });
  });

  app.get('/:token/download/:itemId', declare({ path: '/c/:token/download/:itemId', summary: 'One photo to keep, at a size offered', tags: ['client gallery'], params: ClientItemParamSchema, query: ClientDownloadQuerySchema, response: file('image/jpeg', 'image/png', 'image/tiff', 'image/webp', 'application/octet-stream'), missing: true, refuses: { 401: 'The gallery asks for its password', 403: 'No downloads, not that size, or the PIN first', 410: 'The gallery is closed' } }), async (c) => {
    const { row, language, access } = await entered(c);
    const size = downloadSize(c, row, access, language);
    const itemId = IdSchema.safeParse(c.req.param('itemId'));
    const found = itemId.success ? await singleDownload(ctx, row, itemId.data, size) : null;
    if (!found) throw new AppError('not_found', CLIENT_TEXT[language].photoNotFound);
    return new Response(found.file.stream(), {
      headers: {
        'Content-Type': DOWNLOAD_TYPES[found.file.ext] ?? 'application/octet-stream',
        'Content-Length': String(found.file.size),
        'Content-Disposition': attachment(found.name.slice(0, found.name.lastIndexOf('.')), found.file.ext),
        'Cache-Control': 'private, no-store',
      },
    });
  });

  app.all('*', (c) => c.json({ message: CLIENT_TEXT[visitorLanguage(c)].notFound }, 404));
  return app;
}
