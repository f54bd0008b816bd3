import { GALLERY_PAGE_SIZE, type MapBasemap, type PageSource } from '@portfolio/shared';
import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { getPublicPost, listPublicPosts, publicPostsPage } from '../blog/blog.service';
import { getPublicItem, publicGalleryFacets, publicGalleryPage, publicNeighbours } from '../gallery/gallery.service';
import { listActiveHeroImages } from '../gallery/hero.service';
import { galleryStatus } from '../client-galleries/client-access.service';
import { getSettings, publicSettings } from './settings.service';
import { parseView } from '../places/map-grid';
import { mapAnswer } from '../places/places.service';
import { collectionItemsPage, getPublicCollection, listPublicCollections } from '../collections/collections-public.service';
import { photoContext } from '../gallery/photo-context.service';

/** The answer, or null when what it names does not exist; any other failure must not turn into a 404 page. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => (error instanceof AppError && error.code === 'not_found' ? null : Promise.reject(error)));
import { publicSiteTexts } from './site-texts.service';
import { decodeCart } from '@portfolio/shared/shop-rules';
import type { Env } from '../env';
import { cartAnswer, pricedCart } from '../shop/cart.service';
import { shopOffer } from '../shop/offer.service';
import { licenceView, orderView } from '../shop/orders.service';

/** A page address with a cursor that is not ours (edited by hand) shows the first page. */
const firstPageOnBadCursor =
  <T>(first: () => Promise<T>) =>
  (error: unknown): Promise<T> =>
    error instanceof AppError && error.code === 'bad_request' ? first() : Promise.reject(error);

/** The public answers pages are rendered from, read from the services (the same the public API answers with). */
export function pageSource(db: Db, basemap: MapBasemap | null = null, publicUrl: string | null = null, env: Env | null = null): PageSource {
  // Pages drawn without the environment (the sitemap, benchmarks) never draw a cart or an order; card payment is off for them.
  const shopEnv = env ?? ({ publicUrl: publicUrl ?? '' } as Env);
  return {
    heroImages: (language) => listActiveHeroImages(db, language),
    galleryPage: (language, filter, cursor, { featuredFirst } = {}) =>
      publicGalleryPage(db, { filter, language, limit: GALLERY_PAGE_SIZE, cursor, featuredFirst }).catch(firstPageOnBadCursor(() => publicGalleryPage(db, { filter, language, limit: GALLERY_PAGE_SIZE, featuredFirst }))),
    galleryFacets: (language, filter) => publicGalleryFacets(db, filter, language),
    galleryItem: (id, language) => getPublicItem(db, id, language),
    galleryNeighbours: (id, language, filter) => publicNeighbours(db, id, filter, language),
    posts: (language, limit) => listPublicPosts(db, language, limit),
    postsPage: (language, cursor) => publicPostsPage(db, language, GALLERY_PAGE_SIZE, cursor).catch(firstPageOnBadCursor(() => publicPostsPage(db, language, GALLERY_PAGE_SIZE))),
    settings: async () => publicSettings(await getSettings(db), publicUrl),
    siteTexts: (language) => publicSiteTexts(db, language),
    clientGalleryStatus: (token) => galleryStatus(db, token),
    post: (slug, language) => orNull(getPublicPost(db, slug, language)),
    collections: (language, cursor) => listPublicCollections(db, language, cursor).catch(firstPageOnBadCursor(() => listPublicCollections(db, language))),
    collection: (slug, language) => orNull(getPublicCollection(db, slug, language)),
    collectionItems: (slug, language, cursor) =>
      orNull(collectionItemsPage(db, slug, language, cursor).catch(firstPageOnBadCursor(() => collectionItemsPage(db, slug, language)))),
    map: async (language, view, filter) => mapAnswer(db, language, parseView(view ?? undefined), filter, (await getSettings(db)).mapPrecision, basemap),
    photoContext: (id, language) => orNull(photoContext(db, id, language)),
    shopOffer: (id, language) => shopOffer(db, id, language),
    shopCart: async (language, cookie) => cartAnswer(await pricedCart(db, shopEnv, decodeCart(cookie), language)),
    shopOrder: (token, language) => orderView(db, shopEnv, token, language),
    shopLicence: (token, language) => licenceView(db, token, language),
  };
}
