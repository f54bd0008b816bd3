import { API, HeroImageCreateSchema, HeroImageSchema, HeroImageUpdateSchema, IdParamSchema, ListPageQuerySchema, MessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import {
  createHeroImage,
  deleteHeroImage,
  getHeroImage,
  listAllHeroImages,
  listHeroImagesPage,
  updateHeroImage,
} from './hero.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';
import { declare } from '../lib/openapi';

const path = API.admin.heroImages;

export function adminHeroImagesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The hero slides, active or not: every one, or a page with limit/cursor', tags: ['hero'], query: ListPageQuerySchema, response: z.array(HeroImageSchema), paged: true }), async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listHeroImagesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAllHeroImages(db));
    })
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A hero slide', tags: ['hero'], params: IdParamSchema, response: HeroImageSchema, missing: true }), async (c) => c.json(await getHeroImage(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Adds a hero slide for an upload (mediaHash) or an address', tags: ['hero'], body: HeroImageCreateSchema, response: HeroImageSchema, status: 201, refuses: { 422: 'No upload with that mediaHash' } }), async (c) => c.json(await createHeroImage(db, await readJson(c, HeroImageCreateSchema)), 201))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a hero slide', tags: ['hero'], params: IdParamSchema, body: HeroImageUpdateSchema, response: HeroImageSchema, missing: true, refuses: { 422: 'No upload with that mediaHash' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateHeroImage(db, id, await readJson(c, HeroImageUpdateSchema)));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a hero slide', tags: ['hero'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deleteHeroImage(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Hero image deleted' });
    });
}
