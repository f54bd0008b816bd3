import { z } from 'zod';

/**
 * The fediverse account's username (the part before `@host`): letters, digits and underscores, as
 * Mastodon accepts them. Empty: the site has no fediverse account.
 */
export const FediverseHandleSchema = z
  .string()
  .trim()
  .max(30, 'At most 30 characters')
  .regex(/^[A-Za-z0-9_]*$/, 'Use letters, digits and underscores only');

/** A follower as the back-office lists it. */
export const FediFollowerSchema = z.object({
  id: z.number().int(),
  /** `@name@host`. */
  handle: z.string(),
  name: z.string().nullable(),
  /** The instance (server) the follower is on. */
  host: z.string(),
  actorUrl: z.string(),
  followedAt: z.string(),
});
export type FediFollower = z.infer<typeof FediFollowerSchema>;

/** GET /api/admin/fediverse/followers?limit=&cursor=: newest first. */
export const FediFollowersPageSchema = z.object({ items: z.array(FediFollowerSchema), total: z.number().int(), nextCursor: z.string().nullable() });
export type FediFollowersPage = z.infer<typeof FediFollowersPageSchema>;

/** Replies, likes and boosts a photo or post received on the fediverse. */
export const FediInteractionCountsSchema = z.object({ replies: z.number().int(), likes: z.number().int(), boosts: z.number().int() });
export type FediInteractionCounts = z.infer<typeof FediInteractionCountsSchema>;

/** A post of the account waiting to be delivered (a bulk publish is spread over time). */
export const FediWaitingPostSchema = z.object({
  kind: z.enum(['photo', 'post']),
  refId: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** When it is expected to go out (ISO); sooner when nothing waits before it. */
  expectedAt: z.string(),
});
export type FediWaitingPost = z.infer<typeof FediWaitingPostSchema>;

/** GET /api/admin/fediverse: the account at a glance. */
export const FediOverviewSchema = z.object({
  /** `@photos@example.org`, or null when the account is off (no handle). */
  account: z.string().nullable(),
  handle: z.string(),
  actorUrl: z.string(),
  followers: z.number().int(),
  /** Instances (hosts) the followers are on, most followers first (at most 20). */
  instances: z.array(z.object({ host: z.string(), followers: z.number().int() })),
  /** New posts waiting to be delivered, in order (the first 50), and how many in all. */
  waiting: z.array(FediWaitingPostSchema),
  waitingTotal: z.number().int(),
  /** When the last waiting post is expected to go out (null when none waits): a bulk publish's end. */
  lastExpectedAt: z.string().nullable(),
  /** Updates and deletions not delivered yet. */
  changesWaiting: z.number().int(),
  /** Deliveries to followers' servers waiting in the queue (retries included). */
  deliveriesQueued: z.number().int(),
  spreadMinutes: z.number(),
  blocked: z.array(z.object({ host: z.string(), blockedAt: z.string() })),
});
export type FediOverview = z.infer<typeof FediOverviewSchema>;

/** POST /api/admin/fediverse/blocked: block an instance (its followers are removed). */
export const FediBlockRequestSchema = z.object({
  host: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Enter the instance, for example mastodon.example')
    .max(253, 'At most 253 characters')
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Enter the instance as a host name, for example mastodon.example'),
});

/** The account's whole address, `@photos@example.org`, from its handle and the site's address; null without a handle. */
export function fediverseAccountOf(handle: string, publicUrl: string): string | null {
  return handle ? `@${handle}@${new URL(publicUrl).host}` : null;
}

/** POST /api/admin/fediverse/blocked: the instance blocked and how many of its followers were removed. */
export const FediBlockResultSchema = z.object({ host: z.string(), followersRemoved: z.number().int() });
export type FediBlockResult = z.infer<typeof FediBlockResultSchema>;
