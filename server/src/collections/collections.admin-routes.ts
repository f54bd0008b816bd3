import {
  API,
  CollectionAddItemsResponseSchema,
  CollectionAddItemsSchema,
  CollectionAdminSchema,
  CollectionItemsAdminPageSchema,
  CollectionInputSchema,
  CollectionMoveSchema,
  CollectionUpdateSchema,
  CursorQuerySchema,
  IdParamSchema,
  IdSchema,
  MessageSchema,
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
import { declare } from '../lib/openapi';

const path = API.admin.collections;
const ItemParamSchema = z.object({ id: IdSchema, itemId: IdSchema });

export function adminCollectionsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The collections, last changed first, drafts too', tags: ['collections'], response: z.array(CollectionAdminSchema) }), async (c) => c.json(await listAdminCollections(db)))
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A collection', tags: ['collections'], params: IdParamSchema, response: CollectionAdminSchema, missing: true }), async (c) => c.json(await getAdminCollection(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Adds a collection', tags: ['collections'], body: CollectionInputSchema, response: CollectionAdminSchema, status: 201 }), async (c) => c.json(await createCollection(db, await readJson(c, CollectionInputSchema)), 201))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a collection', tags: ['collections'], params: IdParamSchema, body: CollectionUpdateSchema, response: CollectionAdminSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateCollection(db, id, await readJson(c, CollectionUpdateSchema)));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a collection (its photos stay)', tags: ['collections'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deleteCollection(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Collection deleted' });
    })
    .get(`${path}/:id/items`, declare({ path: `${path}/:id/items`, summary: "A page of a collection's photos, in their order", tags: ['collections'], params: IdParamSchema, query: CursorQuerySchema, response: CollectionItemsAdminPageSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const q = readQuery(c, CursorQuerySchema);
      return c.json(await listCollectionItemsAdmin(db, id, q.cursor, q.limit));
    })
    .post(`${path}/:id/items`, declare({ path: `${path}/:id/items`, summary: 'Adds photos at the end of a collection (those in it already stay where they are)', tags: ['collections'], params: IdParamSchema, body: CollectionAddItemsSchema, response: CollectionAddItemsResponseSchema, missing: true, refuses: { 409: "A client gallery's private photo cannot be collected" } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const added = await addItems(db, id, (await readJson(c, CollectionAddItemsSchema)).itemIds);
      return c.json({ message: added === 1 ? 'Added 1 photo' : `Added ${added} photos`, added });
    })
    .put(`${path}/:id/items/:itemId`, declare({ path: `${path}/:id/items/:itemId`, summary: 'Moves a photo to a place in the collection', tags: ['collections'], params: ItemParamSchema, body: CollectionMoveSchema, response: MessageSchema, missing: true }), async (c) => {
      const { id, itemId } = readParams(c, ItemParamSchema);
      await moveItem(db, id, itemId, (await readJson(c, CollectionMoveSchema)).index);
      return c.json({ message: 'Photo moved' });
    })
    .delete(`${path}/:id/items/:itemId`, declare({ path: `${path}/:id/items/:itemId`, summary: 'Takes a photo out of the collection', tags: ['collections'], params: ItemParamSchema, response: MessageSchema, missing: true }), async (c) => {
      const { id, itemId } = readParams(c, ItemParamSchema);
      await removeItem(db, id, itemId);
      return c.json({ message: 'Photo removed from the collection' });
    });
}
