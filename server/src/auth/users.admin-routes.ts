import { API, AdminUserCreateSchema, AdminUserListItemSchema, AdminUserSchema, AdminUserUpdateSchema, IdParamSchema, MessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams } from '../lib/validate';
import { createUser, deleteUser, endUserSessions, getUser, listUsers, updateUser } from './users.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

const path = API.admin.users;

export function adminUsersRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The back-office users, with their live sessions', tags: ['users'], response: z.array(AdminUserListItemSchema) }), async (c) => c.json(await listUsers(db)))
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A user', tags: ['users'], params: IdParamSchema, response: AdminUserSchema, missing: true }), async (c) => c.json(await getUser(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Adds a user', tags: ['users'], body: AdminUserCreateSchema, response: AdminUserSchema, status: 201, refuses: { 409: 'The username is taken' } }), async (c) => c.json(await createUser(db, await readJson(c, AdminUserCreateSchema)), 201))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes a user (what the body names); a new password ends their other sessions', tags: ['users'], params: IdParamSchema, body: AdminUserUpdateSchema, response: AdminUserSchema, missing: true, refuses: { 409: 'The username is taken' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateUser(db, id, await readJson(c, AdminUserUpdateSchema), { userId: c.get('userId'), token: c.get('token') }));
    })
    .delete(API.admin.userSessions(':id'), declare({ path: API.admin.userSessions(':id'), summary: "Ends every session of a user (but the caller's own)", tags: ['users'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await endUserSessions(db, readParams(c, IdParamSchema).id, { userId: c.get('userId'), token: c.get('token') });
      return c.json({ message: 'Sessions ended' });
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a user', tags: ['users'], params: IdParamSchema, response: MessageSchema, missing: true, refuses: { 403: 'The first administrator cannot be deleted' } }), async (c) => {
      await deleteUser(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'User deleted' });
    });
}
