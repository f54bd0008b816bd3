import { API, ANSWERS, type BlogPost, DEFAULT_PAGE_SIZE, PostViewCountSchema, SlugParamSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { type AnswerBindings, parseAnswerQuery } from '../lib/answers';
import { declare, describeAnswer } from '../lib/openapi';
import { clientIp } from '../lib/client-ip';
import { readParams } from '../lib/validate';
import { POST_NOT_FOUND, countView, getPublicPost, publicPostsPage, streamPublicPosts } from './blog.service';
import { getContentVersion } from '../lib/content-version';
import type { RouteDeps } from '../lib/route-deps';

/** The blog's public answers: a page of posts (or every post, streamed), and a post as a page reads it (no view counted). */
export function blogAnswers({ db }: Pick<RouteDeps, 'db'>): Pick<AnswerBindings, 'postsPage' | 'post'> {
  return {
    postsPage: {
      load: ({ language, limit = DEFAULT_PAGE_SIZE, cursor }) => publicPostsPage(db, language, limit, cursor),
      // The specification's call (no paging) answers every post, streamed into a snapshot: memory does not grow with the blog.
      whole: ({ language }) => ({ name: `posts-${language}`, open: () => streamPublicPosts(db, language) }),
    },
    post: { load: ({ slug, language }) => getPublicPost(db, slug, language), ownRoute: true },
  };
}

export function blogRoutes({ db, env }: RouteDeps) {
  /** Rendered posts per (slug, language) and content version; the view count is added per request. */
  const posts = new Map<string, { version: number; post: BlogPost }>();

  return new Hono<AppEnv>()
    // A read through the API counts a view, so this answer's route is its own.
    .get(ANSWERS.post, describeAnswer('post'), async (c) => {
      const { slug, language } = parseAnswerQuery('post', { ...c.req.query(), ...c.req.param() });
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
    .post(`${API.blogPosts}/:slug/view`, declare({ path: `${API.blogPosts}/:slug/view`, summary: 'Counts a view of a post whose page the server rendered (once per visitor and day)', tags: ['public'], params: SlugParamSchema, response: PostViewCountSchema, missing: true }), async (c) => {
      const { slug } = readParams(c, SlugParamSchema);
      const viewCount = await countView(db, slug, { ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') });
      if (viewCount === null) throw new AppError('not_found', POST_NOT_FOUND);
      c.header('Cache-Control', 'no-store');
      return c.json({ viewCount });
    });
}
