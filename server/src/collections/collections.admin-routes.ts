import {
  API,
  CollectionAddItemsSchema,
  CollectionInputSchema,
  CollectionMoveSchema,
  CollectionUpdateSchema,
  CursorQuerySchema,
  IdParamSchema,
  IdSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import {
  addItems,
  createCollection,
  deleteCollection,
  getAdminCollection,
  listAdminCollections,
  listCollectionItemsAdmin,
  moveItem,
  removeItem,
  updateCollection,
} from './collections.service';
import type { RouteDeps } from '../lib/route-deps';

const path = API.admin.collections;
const ItemParamSchema = z.object({ id: IdSchema, itemId: IdSchema });

export function adminCollectionsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => c.json(await listAdminCollections(db)))
    .get(`${path}/:id`, async (c) => c.json(await getAdminCollection(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createCollection(db, await readJson(c, CollectionInputSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateCollection(db, id, await readJson(c, CollectionUpdateSchema)));
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteCollection(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Collection deleted' });
    })
    .get(`${path}/:id/items`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const q = readQuery(c, CursorQuerySchema);
      return c.json(await listCollectionItemsAdmin(db, id, q.cursor, q.limit));
    })
    .post(`${path}/:id/items`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const added = await addItems(db, id, (await readJson(c, CollectionAddItemsSchema)).itemIds);
      return c.json({ message: added === 1 ? 'Added 1 photo' : `Added ${added} photos`, added });
    })
    .put(`${path}/:id/items/:itemId`, async (c) => {
      const { id, itemId } = readParams(c, ItemParamSchema);
      await moveItem(db, id, itemId, (await readJson(c, CollectionMoveSchema)).index);
      return c.json({ message: 'Photo moved' });
    })
    .delete(`${path}/:id/items/:itemId`, async (c) => {
      const { id, itemId } = readParams(c, ItemParamSchema);
      await removeItem(db, id, itemId);
      return c.json({ message: 'Photo removed from the collection' });
    });
}
