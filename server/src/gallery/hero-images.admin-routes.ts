import { API, HeroImageCreateSchema, HeroImageUpdateSchema, IdParamSchema, ListPageQuerySchema } from '@portfolio/shared';
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

const path = API.admin.heroImages;

export function adminHeroImagesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listHeroImagesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAllHeroImages(db));
    })
    .get(`${path}/:id`, async (c) => c.json(await getHeroImage(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createHeroImage(db, await readJson(c, HeroImageCreateSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateHeroImage(db, id, await readJson(c, HeroImageUpdateSchema)));
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteHeroImage(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Hero image deleted' });
    });
}
