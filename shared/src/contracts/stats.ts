import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { ListPageQuerySchema } from './list-page';

/*
 * First-party visitor statistics. The public site's beacon sends batches of these
 * events to POST /api/events; the server keeps them raw for the current (UTC) day only and then
 * folds them into one row per day, kind and key. Nothing here identifies a person: no address,
 * no user agent, no id of the browser.
 */

/** Most events one beacon request may carry. */
export const STATS_MAX_BATCH = 25;

const photoId = z.number().int().positive().max(2 ** 31);
const slug = z.string().min(1).max(300);

export const StatsEventSchema = z.discriminatedUnion('type', [
  /** A page drawn for the visitor: `path` is the address (with or without /en|/sv|/nl). */
  z.strictObject({
    type: z.literal('pageview'),
    path: z.string().min(1).max(300).regex(/^\/[^\s]*$/, 'Path must start with /'),
    language: z.enum(LANGUAGES),
    /** The address the visitor came from, only when it is another site; only its domain is kept. */
    referrer: z.string().max(500).optional(),
  }),
  /** A photo opened from a gallery tile. */
  z.strictObject({ type: z.literal('image_view'), photoId }),
  /** A move in the viewer; `photoId` is the photo moved to. */
  z.strictObject({ type: z.literal('image_navigate'), photoId, direction: z.enum(['previous', 'next']) }),
  /** A post card clicked. */
  z.strictObject({ type: z.literal('post_click'), slug }),
  z.strictObject({ type: z.literal('contact_submit') }),
]);
export type StatsEvent = z.infer<typeof StatsEventSchema>;

/** The body of POST /api/events (sent as text by navigator.sendBeacon, parsed as JSON). */
export const StatsBatchSchema = z.strictObject({
  events: z.array(StatsEventSchema).min(1, 'No events').max(STATS_MAX_BATCH, `At most ${STATS_MAX_BATCH} events`),
});
export type StatsBatch = z.infer<typeof StatsBatchSchema>;

/** The ranges the dashboard offers, in days (today included). */
export const STATS_RANGES = [7, 30, 365] as const;
export const StatsRangeQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (STATS_RANGES as readonly number[]).includes(d), 'days must be 7, 30 or 365')
    .default(30),
});

/** The ranked lists of keys that page (GET /api/admin/stats/site/{list}: rows of StatsRowSchema). */
export const STATS_LISTS = ['pages', 'languages', 'referrers', 'countries'] as const;
export type StatsList = (typeof STATS_LISTS)[number];
/** The ranked lists of photos and posts that page (rows of StatsPhotoRowSchema and StatsPostRowSchema). */
export const STATS_ITEM_LISTS = ['photos', 'posts'] as const;
export type StatsItemList = (typeof STATS_ITEM_LISTS)[number];
export const StatsListParamSchema = z.object({ list: z.enum([...STATS_LISTS, ...STATS_ITEM_LISTS]) });

/**
 * GET /api/admin/stats/site/{list}?days=&limit=&cursor=: the list's keys by views, a page at a time
 * (the answer is the bare list; X-Total-Count and Link: rel="next" as the other admin lists).
 */
export const StatsListQuerySchema = StatsRangeQuerySchema.extend(ListPageQuerySchema.shape);

const count = z.number().int().nonnegative();
/** One key of a breakdown: `views` events, of which `visitors` distinct visitors per day, summed over days. */
export const StatsRowSchema = z.object({ key: z.string(), views: count, visitors: count });
export type StatsRow = z.infer<typeof StatsRowSchema>;

/** A photo of the top photos: its views (opened, or its own page) and viewer moves to it. */
export const StatsPhotoRowSchema = z.object({ id: z.number().int(), title: z.string(), thumbnailUrl: z.string().nullable(), views: count, navigations: count });
export type StatsPhotoRow = z.infer<typeof StatsPhotoRowSchema>;
/** A post of the top posts: its reads (its page shown) and clicks on its card. */
export const StatsPostRowSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string(), reads: count, clicks: count });
export type StatsPostRow = z.infer<typeof StatsPostRowSchema>;

/** GET /api/admin/stats/site?days=7|30|365 */
export const SiteStatsSchema = z.object({
  days: z.number().int(),
  /** First and last day of the range, YYYY-MM-DD in UTC. */
  from: z.string(),
  to: z.string(),
  totals: z.object({
    /** Unique visitors per day, summed over the days (a visitor is known for one day only). */
    visitors: count,
    pageViews: count,
    imageViews: count,
    imageNavigations: count,
    postClicks: count,
    postReads: count,
    contactSubmits: count,
    newsletterSignups: count,
  }),
  /** One point per day of the range, oldest first. */
  series: z.array(z.object({ day: z.string(), visitors: count, pageViews: count })),
  pages: z.array(StatsRowSchema),
  languages: z.array(StatsRowSchema),
  referrers: z.array(StatsRowSchema),
  countries: z.array(StatsRowSchema),
  topPhotos: z.array(StatsPhotoRowSchema),
  topPosts: z.array(StatsPostRowSchema),
});
export type SiteStats = z.infer<typeof SiteStatsSchema>;

const itemCounts = z.object({ last30: count, total: count });
/** GET /api/admin/stats/gallery/{id}: a photo's views (opened, or its own page) and viewer moves to it. */
export const PhotoStatsSchema = z.object({ views: itemCounts, navigations: itemCounts });
export type PhotoStats = z.infer<typeof PhotoStatsSchema>;
/** GET /api/admin/stats/posts/{id}: a post's reads (its page shown) and clicks on its card. */
export const PostStatsSchema = z.object({ reads: itemCounts, clicks: itemCounts });
export type PostStats = z.infer<typeof PostStatsSchema>;
