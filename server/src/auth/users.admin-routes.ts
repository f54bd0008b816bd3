import { API, AdminUserCreateSchema, AdminUserUpdateSchema, IdParamSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams } from '../lib/validate';
import { createUser, deleteUser, endUserSessions, getUser, listUsers, updateUser } from './users.service';
import type { RouteDeps } from '../lib/route-deps';

const path = API.admin.users;

export function adminUsersRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => c.json(await listUsers(db)))
    .get(`${path}/:id`, async (c) => c.json(await getUser(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createUser(db, await readJson(c, AdminUserCreateSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateUser(db, id, await readJson(c, AdminUserUpdateSchema), { userId: c.get('userId'), token: c.get('token') }));
    })
    .delete(API.admin.userSessions(':id'), async (c) => {
      await endUserSessions(db, readParams(c, IdParamSchema).id, { userId: c.get('userId'), token: c.get('token') });
      return c.json({ message: 'Sessions ended' });
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteUser(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'User deleted' });
    });
}
