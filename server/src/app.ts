import path from 'node:path';
import { ApiHealthSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { AppError } from './lib/app-error';
import { uploadRoutes } from './media/uploads.admin-routes';
import { mediaRoutes } from './media/media.routes';
import { clientGalleryRoutes } from './client-galleries/client-gallery.routes';
import { adminClientGalleriesRoutes } from './client-galleries/client-galleries.admin-routes';
import { PublicCache } from './lib/public-cache';
import { requireAdmin } from './middleware/require-admin';
import { crossOrigin } from './middleware/cross-origin';
import { noStore } from './middleware/no-store';
import { securityHeaders } from './middleware/security-headers';
import { authRoutes } from './auth/auth.admin-routes';
import { adminBlogRoutes } from './blog/blog.admin-routes';
import { adminCategoriesRoutes } from './gallery/categories.admin-routes';
import { adminCollectionsRoutes } from './collections/collections.admin-routes';
import { adminGalleryRoutes } from './gallery/gallery.admin-routes';
import { adminHeroImagesRoutes } from './gallery/hero-images.admin-routes';
import { adminMessagesRoutes } from './mail/messages.admin-routes';
import { adminNewsletterRoutes } from './mail/newsletter.admin-routes';
import { adminSubscribersRoutes } from './mail/subscribers.admin-routes';
import { adminBackupRoutes } from './backup/backups.admin-routes';
import { statsRoutes } from './stats/stats.admin-routes';
import { adminUsersRoutes } from './auth/users.admin-routes';
import type { RouteDeps } from './lib/route-deps';
import { blogRoutes } from './blog/blog.routes';
import { answerRoutes } from './lib/answers';
import { declare, OpenApiDocumentSchema, openApiDocument } from './lib/openapi';
import { pageSource, publicAnswers } from './site/page-source';
import { contactRoutes } from './mail/contact.routes';
import { placesRoutes } from './places/places.routes';
import { newsletterRoutes } from './mail/newsletter.routes';
import { siteConfigRoutes } from './site/site-config.routes';
import { adminSiteTextsRoutes } from './site/site-texts.admin-routes';
import { adminSettingsRoutes } from './site/settings.admin-routes';
import { eventRoutes } from './stats/events.routes';
import { siteStatsRoutes } from './stats/site-stats.admin-routes';
import { discoveryRoutes } from './site/discovery.routes';
import { pageRoutes } from './site/pages.routes';
import { healthRoutes } from './site/health.routes';
import { isDbUnavailable } from './lib/db-unavailable';
import type { AppContext, AppEnv } from './lib/app-env';
import { configureMediaStore } from './media/media-store';
import { loadBasemap } from './places/basemap';
import { basemapRoutes } from './places/basemap.routes';
import { fediverseRoutes } from './fediverse/fediverse.routes';
import { fediverseAdminRoutes } from './fediverse/fediverse.admin-routes';
import { fediverseOf } from './fediverse/fediverse';
import { shopRoutes } from './shop/shop.routes';
import { shopAdminRoutes } from './shop/shop.admin-routes';
import { ordersAdminRoutes } from './shop/orders.admin-routes';

/** Builds the whole HTTP app: /api, /media and the public pages. Used by the server and by tests. */
export function createApp(ctx: AppContext) {
  configureMediaStore(ctx.env);
  const app = new Hono<AppEnv>();
  // Whole lists and sitemap files are kept on disk per content version (lib/snapshots.ts).
  const cache = new PublicCache(ctx.db, ctx.clock, { snapshotsDir: path.join(ctx.env.DATA_DIR, 'cache', 'snapshots') });
  const deps: RouteDeps = { ...ctx, cache, basemap: loadBasemap(ctx.env.MAP_BASEMAP_PMTILES) };

  app.use('*', securityHeaders(ctx.env));
  // The site's own pages and the desktop app (another origin, bearer token, no cookies) only.
  app.use('/api/*', crossOrigin(ctx.env));
  // No cache keeps an admin answer, a refused one neither.
  app.use('/api/admin/*', noStore());
  // Must stay before every admin route: everything under /api/admin except login needs a session.
  app.use('/api/admin/*', requireAdmin(ctx.db));

  app.get('/api/health', declare({ path: '/api/health', summary: 'The server answers', tags: ['health'], response: ApiHealthSchema }), (c) => c.json({ ok: true as const }));
  app.route('/', healthRoutes(ctx));

  // Public API: the table of answers (shared/src/answers.ts) with each domain's loaders, then the rest.
  const answers = publicAnswers(deps);
  const pages = pageSource(answers, ctx.db);
  app.route('/', answerRoutes(answers, cache));
  app.route('/', placesRoutes());
  app.route('/', blogRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', newsletterRoutes(deps));
  app.route('/', siteConfigRoutes(deps));
  app.route('/', eventRoutes(deps, ctx.site ?? null));
  app.route('/', shopRoutes(deps));

  // Admin API, protected by requireAdmin above.
  app.route('/', authRoutes(deps));
  app.route('/', statsRoutes(deps));
  app.route('/', siteStatsRoutes(deps));
  app.route('/', adminBlogRoutes(deps));
  app.route('/', adminGalleryRoutes(deps));
  app.route('/', adminHeroImagesRoutes(deps));
  app.route('/', adminCategoriesRoutes(deps));
  app.route('/', adminCollectionsRoutes(deps));
  app.route('/', adminUsersRoutes(deps));
  app.route('/', adminMessagesRoutes(deps));
  app.route('/', adminSettingsRoutes(deps));
  app.route('/', adminSiteTextsRoutes(deps));
  app.route('/', adminSubscribersRoutes(deps));
  app.route('/', adminNewsletterRoutes(deps));
  app.route('/', adminBackupRoutes(deps));
  app.route('/', adminClientGalleriesRoutes(deps));
  app.route('/', shopAdminRoutes(deps));
  app.route('/', ordersAdminRoutes(deps));

  // Media routes (/media, /api/admin/upload*) mount here, before the SPA fallback.
  app.route('/api/admin', uploadRoutes(ctx));
  app.route('/media', mediaRoutes(ctx));
  // A client gallery's API, files and downloads (its page is /{lang}/c/<token>, among the pages).
  app.route('/c', clientGalleryRoutes(ctx));

  app.route('/', basemapRoutes(deps.basemap));

  // The site's fediverse account: WebFinger, NodeInfo, the actor, inbox, outbox and followers (Fedify).
  const fediverse = fediverseOf(ctx.db, ctx.env);
  app.route('/', fediverseRoutes(ctx.db, ctx.env, fediverse.federation));
  app.route('/', fediverseAdminRoutes(deps, fediverse));

  // The API's own description, made from every route's declaration.
  app.get('/api/openapi.json', declare({ path: '/api/openapi.json', summary: 'This document: the API described (OpenAPI 3.1)', tags: ['health'], response: OpenApiDocumentSchema }), openApiDocument(app));

  // Sitemap, feeds, robots.txt; then the built web app and the public pages: keep last.
  app.route('/', discoveryRoutes(deps, pages, ctx.site ?? null));
  app.route('/', pageRoutes(deps, pages, ctx.site ?? null));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json({ message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) }, err.status);
    }
    if (isDbUnavailable(err)) {
      // The libSQL server is down or cut off: a passing condition, not a fault of this request.
      console.error(`database unreachable: ${(err as Error).message}`);
      c.header('Retry-After', '5');
      return c.json({ message: 'The site is briefly unavailable. Please try again in a moment.' }, 503);
    }
    // Never echo a database or runtime message to the client.
    console.error(err);
    return c.json({ message: 'Something went wrong on the server' }, 500);
  });

  // Cached public GETs are answered before routing, with the same status, headers and bytes the
  // routed path gave (see PublicCache.front); the server and app.request both go through it.
  app.fetch = cache.front(app.fetch);
  return app;
}
