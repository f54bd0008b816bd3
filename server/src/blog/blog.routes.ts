import { API, type BlogPost, DEFAULT_PAGE_SIZE, PageQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/client-ip';
import { readParams, readQuery } from '../lib/validate';
import { POST_NOT_FOUND, countView, getPublicPost, publicPostsPage, streamPublicPosts } from './blog.service';
import { getContentVersion } from '../lib/content-version';
import type { RouteDeps } from '../lib/route-deps';
import { sendPage, wantsPage } from '../lib/public-paging';
import { ListQuerySchema } from '../lib/public-query';

const SlugParamSchema = z.object({ slug: z.string().min(1).max(300) });
const PostQuerySchema = ListQuerySchema.pick({ language: true });

export function blogRoutes({ db, env, cache }: RouteDeps) {
  /** Rendered posts per (slug, language) and content version; the view count is added per request. */
  const posts = new Map<string, { version: number; post: BlogPost }>();

  return new Hono<AppEnv>()
    .get(API.blogPosts, async (c) => {
      const q = readQuery(c, PageQuerySchema);
      // The specification's call (no paging) answers every post, streamed: memory does not grow with the blog.
      if (!wantsPage(q)) return cache.sendSnapshot(c, `posts-${q.language}`, () => streamPublicPosts(db, q.language));
      const limit = q.limit ?? DEFAULT_PAGE_SIZE;
      return sendPage(c, cache, API.blogPosts, { ...q, limit }, () => publicPostsPage(db, q.language, limit, q.cursor));
    })
    .get(`${API.blogPosts}/:slug`, async (c) => {
      const { slug } = readParams(c, SlugParamSchema);
      const { language } = readQuery(c, PostQuerySchema);
      // A read counts a view (once per visitor and day), so the answer is never cached by
      // browsers; the post itself is cached here and only the counter is read per request.
      const viewCount = await countView(db, slug, { ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') });
      if (viewCount === null) throw new AppError('not_found', POST_NOT_FOUND);
      const key = `${slug}\n${language}`;
      const version = await getContentVersion(db);
      let cached = posts.get(key);
      if (!cached || cached.version !== version) {
        cached = { version, post: await getPublicPost(db, slug, language) };
        if (posts.size >= 500) posts.delete(posts.keys().next().value!);
        posts.set(key, cached);
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ ...cached.post, viewCount });
    })
    // A post whose page was rendered on the server counts its view here, once per visit.
    .post(`${API.blogPosts}/:slug/view`, async (c) => {
      const { slug } = readParams(c, SlugParamSchema);
      const viewCount = await countView(db, slug, { ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') });
      if (viewCount === null) throw new AppError('not_found', POST_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json({ viewCount });
    });
}
