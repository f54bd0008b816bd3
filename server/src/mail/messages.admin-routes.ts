import { API, ContactMessageSchema, ContactMessageUpdateSchema, IdParamSchema, ListPageQuerySchema, MessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { deleteMessage, listMessages, listMessagesPage, setRead } from './contact.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';
import { declare } from '../lib/openapi';

const path = API.admin.messages;

export function adminMessagesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The contact messages, newest first: every one, or a page with limit/cursor', tags: ['messages'], query: ListPageQuerySchema, response: z.array(ContactMessageSchema), paged: true }), async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listMessagesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listMessages(db));
    })
    // Opening a message in the admin marks it read.
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A message (opening it marks it read)', tags: ['messages'], params: IdParamSchema, response: ContactMessageSchema, missing: true }), async (c) => c.json(await setRead(db, readParams(c, IdParamSchema).id, true)))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Marks a message read or unread', tags: ['messages'], params: IdParamSchema, body: ContactMessageUpdateSchema, response: ContactMessageSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const { isRead } = await readJson(c, ContactMessageUpdateSchema);
      return c.json(await setRead(db, id, isRead));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a message', tags: ['messages'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deleteMessage(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Message deleted' });
    });
}
