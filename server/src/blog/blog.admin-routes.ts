import { API, BlogPostInputSchema, BlogPostUpdateSchema, IdParamSchema, ListPageQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { createPost, deletePost, getAdminPost, listAdminPosts, listAdminPostsPage, updatePost } from './blog.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';

const path = API.admin.blogPosts;

export function adminBlogRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    // The specification's whole list, or with ?limit=&cursor= one page of it (paging headers beside).
    .get(path, async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listAdminPostsPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAdminPosts(db));
    })
    .get(`${path}/:id`, async (c) => c.json(await getAdminPost(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createPost(db, await readJson(c, BlogPostInputSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updatePost(db, id, await readJson(c, BlogPostUpdateSchema)));
    })
    .delete(`${path}/:id`, async (c) => {
      await deletePost(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Blog post deleted' });
    });
}
