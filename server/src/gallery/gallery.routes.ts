import { API, DEFAULT_PAGE_SIZE, GalleryFilterSchema, GalleryListQuerySchema, IdParamSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readParams, readQuery } from '../lib/validate';
import { listPublicCategories } from './categories.service';
import { GALLERY_ITEM_NOT_FOUND, getPublicItem, publicGalleryFacets, publicGalleryPage, publicNeighbours, streamPublicItems } from './gallery.service';
import type { RouteDeps } from '../lib/route-deps';
import { listQueryString, sendPage, wantsPage } from '../lib/public-paging';
import { listKey, readListQuery } from '../lib/public-query';

const notFound = (): never => {
  throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
};

const FacetsQuerySchema = GalleryListQuerySchema.pick({ language: true }).extend(GalleryFilterSchema.shape);

export function galleryRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.galleryItems, async (c) => {
      const q = readQuery(c, GalleryListQuerySchema);
      const featuredFirst = q.featured === 'first';
      if (!wantsPage(q)) return cache.sendSnapshot(c, `items-${q.language}${featuredFirst ? '-featured' : ''}`, () => streamPublicItems(db, q.language, { featuredFirst }));
      const { language, limit = DEFAULT_PAGE_SIZE, cursor, featured: _featured, ...filter } = q;
      return sendPage(c, cache, API.galleryItems, { ...q, limit }, () => publicGalleryPage(db, { filter, language, limit, cursor, featuredFirst }));
    })
    .get(API.galleryFacets, (c) => {
      const { language, ...filter } = readQuery(c, FacetsQuerySchema);
      return cache.sendJson(c, `${API.galleryFacets}?${listQueryString({ language, ...filter })}`, () => publicGalleryFacets(db, filter, language));
    })
    .get(API.galleryItem(':id'), (c) => {
      const { id } = readParams(c, IdParamSchema);
      const { language } = readQuery(c, FacetsQuerySchema.pick({ language: true }));
      return cache.sendJson(c, `${API.galleryItem(id)}?language=${language}`, async () => (await getPublicItem(db, id, language)) ?? notFound());
    })
    .get(API.galleryNeighbours(':id'), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const { language, ...filter } = readQuery(c, FacetsQuerySchema);
      return cache.sendJson(c, `${API.galleryNeighbours(id)}?${listQueryString({ language, ...filter })}`, async () => {
        return (await publicNeighbours(db, id, filter, language)) ?? notFound();
      });
    })
    .get(API.galleryCategories, (c) => {
      const q = readListQuery(c);
      return cache.sendJson(c, listKey(API.galleryCategories, q), async () => {
        const list = await listPublicCategories(db, q.language);
        return q.limit ? list.slice(0, q.limit) : list;
      });
    });
}
