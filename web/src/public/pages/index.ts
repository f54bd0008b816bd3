import { lazyPage } from '../../lib/lazy-page';
import type { PageDefinition } from '../define-page';
import { matchPagePath } from '../page-paths';
import blog from './blog.page';
import clientGallery from './client-gallery.page';
import collection from './collection.page';
import collections from './collections.page';
import gallery from './gallery.page';
import home from './home.page';
import map from './map.page';
import newsletter from './newsletter.page';
import photo from './photo.page';
import post from './post.page';
import cart from './cart.page';
import checkout from './checkout.page';
import order from './order.page';
import licence from './licence.page';

/**
 * Every public page (each defined once, in its own module): the router, the server's renderer,
 * the sitemap and the statistics all read this table.
 */
export const PUBLIC_PAGES: PageDefinition[] = [home, gallery, photo, collections, collection, map, blog, post, newsletter, clientGallery, cart, checkout, order, licence];

export const NotFoundPage = lazyPage(() => import('../routes/not-found'));

/** The page at `pathname` with its parameters and the language its prefix names (null: plain). */
export function matchPublicPage(pathname: string) {
  const { id, ...match } = matchPagePath(pathname);
  return { page: PUBLIC_PAGES.find((p) => p.id === id) ?? null, ...match };
}

/**
 * Fetches the code of the page at `pathname`, so that the first render (hydration included) draws
 * the page itself rather than suspending on its chunk.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const Page = matchPublicPage(pathname).page?.Component ?? NotFoundPage;
  return Page.preload?.().catch(() => undefined) ?? Promise.resolve();
}
