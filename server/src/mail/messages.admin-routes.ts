import { API, ContactMessageUpdateSchema, IdParamSchema, ListPageQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { deleteMessage, listMessages, listMessagesPage, setRead } from './contact.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';

const path = API.admin.messages;

export function adminMessagesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listMessagesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listMessages(db));
    })
    // Opening a message in the admin marks it read.
    .get(`${path}/:id`, async (c) => c.json(await setRead(db, readParams(c, IdParamSchema).id, true)))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const { isRead } = await readJson(c, ContactMessageUpdateSchema);
      return c.json(await setRead(db, id, isRead));
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteMessage(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Message deleted' });
    });
}
