import { API, BlogPostAdminListItemSchema, BlogPostAdminSchema, BlogPostInputSchema, BlogPostUpdateSchema, IdParamSchema, ListPageQuerySchema, MessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { createPost, deletePost, getAdminPost, listAdminPosts, listAdminPostsPage, updatePost } from './blog.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';
import { declare } from '../lib/openapi';

const path = API.admin.blogPosts;

export function adminBlogRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    // The specification's whole list, or with ?limit=&cursor= one page of it (paging headers beside).
    .get(path, declare({ path, summary: 'The posts, newest first, drafts too: every one, or a page with limit/cursor', tags: ['blog'], query: ListPageQuerySchema, response: z.array(BlogPostAdminListItemSchema), paged: true }), async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listAdminPostsPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAdminPosts(db));
    })
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A post in every language, for editing', tags: ['blog'], params: IdParamSchema, response: BlogPostAdminSchema, missing: true }), async (c) => c.json(await getAdminPost(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Writes a new post (its texts sanitized)', tags: ['blog'], body: BlogPostInputSchema, response: BlogPostAdminSchema, status: 201, refuses: { 409: 'A post with this slug exists', 422: 'No upload with that featuredMediaHash' } }), async (c) => c.json(await createPost(db, await readJson(c, BlogPostInputSchema)), 201))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a post', tags: ['blog'], params: IdParamSchema, body: BlogPostUpdateSchema, response: BlogPostAdminSchema, missing: true, refuses: { 409: 'A post with this slug exists', 422: 'No upload with that featuredMediaHash' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updatePost(db, id, await readJson(c, BlogPostUpdateSchema)));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a post', tags: ['blog'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deletePost(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Blog post deleted' });
    });
}
