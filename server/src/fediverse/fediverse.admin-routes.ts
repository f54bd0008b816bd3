import { API, FediBlockRequestSchema, type FediBlockResult, FediBlockResultSchema, FediFollowersPageSchema, type FediInteractionCounts, FediInteractionCountsSchema, FediOverviewSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { fediFollowers } from '../db/schema';
import { AppError } from '../lib/app-error';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import type { Fediverse } from './fediverse';
import { fediOverview } from './fediverse.service';
import { SITE_ACTOR } from './fedi-account';
import { blockInstance, followersPage, interactionCounts, removeFollowerById, unblockInstance } from './followers.service';
import { declare } from '../lib/openapi';

const IdParam = z.object({ id: z.coerce.number().int().positive('Invalid id') });
const HostParam = z.object({ host: z.string().min(1).max(260) });
const InteractionParams = z.object({ kind: z.enum(['photo', 'post']), id: z.coerce.number().int().positive('Invalid id') });
const FollowersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'Invalid cursor')
    .transform(Number)
    .optional(),
});

/** The Fediverse screen's API (behind requireAdmin): the overview, followers, blocked instances, and a photo's or post's replies, likes and boosts. */
export function fediverseAdminRoutes({ db, env }: RouteDeps, fediverse: Fediverse) {
  return new Hono<AppEnv>()
    .get(API.admin.fediverse, declare({ path: API.admin.fediverse, summary: 'The fediverse account at a glance: followers, their instances, what waits to be delivered', tags: ['fediverse'], response: FediOverviewSchema }), async (c) => c.json(await fediOverview(db, env, async () => (await fediverse.queue.getDepth()).queued, fediverse.clock.now())))
    .get(API.admin.fediFollowers, declare({ path: API.admin.fediFollowers, summary: 'A page of the followers', tags: ['fediverse'], query: FollowersQuery, response: FediFollowersPageSchema }), async (c) => {
      const q = readQuery(c, FollowersQuery);
      return c.json(await followersPage(db, { limit: q.limit, cursor: q.cursor }));
    })
    .delete('/api/admin/fediverse/followers/:id', declare({ path: '/api/admin/fediverse/followers/:id', summary: 'Removes a follower (their server is told)', tags: ['fediverse'], params: IdParam, response: null, missing: true }), async (c) => {
      const { id } = readParams(c, IdParam);
      const follower = await db.select().from(fediFollowers).where(eq(fediFollowers.id, id)).get();
      if (!follower || !(await removeFollowerById(db, id))) throw new AppError('not_found', 'Follower not found');
      // Their server learns the follow is over (Mastodon then stops showing the account as followed).
      // Fedify's vocabulary loads with the first such Reject (see fediverse.ts).
      const [federation, { Follow, Reject }] = await Promise.all([fediverse.federation(), import('@fedify/fedify/vocab')]);
      const ctx = federation.createContext(new URL(env.publicUrl), { db, env });
      const actor = ctx.getActorUri(SITE_ACTOR);
      await ctx
        .sendActivity(
          { identifier: SITE_ACTOR },
          { id: new URL(follower.actorId), inboxId: new URL(follower.inbox), endpoints: null },
          new Reject({ id: new URL(`#rejects/${crypto.randomUUID()}`, actor), actor, object: new Follow({ actor: new URL(follower.actorId), object: actor }) }),
        )
        .catch((err) => console.error(`fediverse: could not queue the Reject for ${follower.handle}: ${(err as Error).message}`));
      return c.body(null, 204);
    })
    .post(API.admin.fediBlocked, declare({ path: API.admin.fediBlocked, summary: 'Blocks an instance: its followers are removed and it is refused from then on', tags: ['fediverse'], body: FediBlockRequestSchema, response: FediBlockResultSchema, status: 201 }), async (c) => {
      const { host } = await readJson(c, FediBlockRequestSchema);
      const removed = await blockInstance(db, host);
      return c.json({ host, followersRemoved: removed } satisfies FediBlockResult, 201);
    })
    .delete('/api/admin/fediverse/blocked/:host', declare({ path: '/api/admin/fediverse/blocked/:host', summary: 'Lifts the block of an instance', tags: ['fediverse'], params: HostParam, response: null, missing: true }), async (c) => {
      const { host } = readParams(c, HostParam);
      if (!(await unblockInstance(db, decodeURIComponent(host)))) throw new AppError('not_found', 'This instance is not blocked');
      return c.body(null, 204);
    })
    .get('/api/admin/fediverse/interactions/:kind/:id', declare({ path: '/api/admin/fediverse/interactions/:kind/:id', summary: "A photo's or post's replies, likes and boosts", tags: ['fediverse'], params: InteractionParams, response: FediInteractionCountsSchema }), async (c) => {
      const { kind, id } = readParams(c, InteractionParams);
      const counts: FediInteractionCounts = (await interactionCounts(db, kind, [id])).get(id) ?? { replies: 0, likes: 0, boosts: 0 };
      return c.json(counts);
    });
}
