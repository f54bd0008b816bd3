import { matchPage } from '@portfolio/shared/page-paths';
import { createHash, randomBytes } from 'node:crypto';
import type { PhotoStats, PostStats, SiteStats, StatsEvent, StatsItemList, StatsList, StatsPhotoRow, StatsPostRow, StatsRow } from '@portfolio/shared';
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { blogPosts, galleryItems, newsletterSubscribers, statsDaily, statsEvents, statsSalts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { decodeNumberCursor, encodeCursor } from '../lib/cursor';
import type { ListPage } from '../lib/keyset';
import { mediaByKey } from '../media/assets';
import { isPublicItem } from '../gallery/public-item';

/*
 * First-party, cookieless statistics, after Plausible's method: a visitor is
 * sha256(salt of the day + address + user agent), so the same browser is one visitor within a
 * UTC day and unknown the next; the salt is random, kept in the database (every server instance
 * uses the same one) and deleted with the day's raw events when the day is folded into
 * stats_daily. Addresses and user agents are never stored.
 */

const DAY_MS = 86_400_000;

/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Limits from STATS_* (see env.ts and docs/configuration.md). */
export interface StatsLimits {
  maxEventsPerDay: number;
  maxKeysPerDay: number;
  retentionDays: number;
}

/** Crawlers, link previews, monitors and automated browsers; they are never counted. */
const BOT_UA =
  /bot\b|bot[/;-]|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|headless|lighthouse|pagespeed|phantomjs|selenium|puppeteer|playwright|python|curl|wget|httpclient|okhttp|java\/|go-http|node-fetch|axios|monitor|uptime/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_UA.test(userAgent);
}

/** The other site's domain a visitor came from, or '' (own site, not a web address, or unreadable). */
export function referrerDomain(referrer: string | undefined, ownHosts: string[]): string {
  if (!referrer) return '';
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    host = url.hostname.toLowerCase();
  } catch {
    return '';
  }
  if (ownHosts.includes(host)) return '';
  host = host.replace(/^www\./, '');
  return /^[a-z0-9.-]{1,100}$/.test(host) ? host : '';
}

/** An ISO 3166-1 alpha-2 code from the proxy's header, or '' (XX and T1 mean unknown and Tor at Cloudflare). */
export function countryCode(header: string | undefined): string {
  const code = header?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : '';
}

type PageRef = { key: string; language: string; photoId?: number; slug?: string };

/** The key of addresses that name no page of the table (and of pages beyond a day's cap). */
export const OTHER_PAGE = '(other)';

/**
 * The page an address names, by its name in the table of pages (`PAGE_PATHS`: 'home', 'gallery',
 * 'photo', 'map', 'cart'…), so a new page is counted by its name as soon as it has a path; the
 * address's language comes along. A photo's and a post's page name the photo or post (counted as
 * its view or read once it is known to be public). Unknown addresses are one key, '(other)'; an
 * address of a page in `unseen` (someone's own: a client gallery, an order) is null, never counted.
 */
export function pageOf(rawPath: string, language: string, unseen: ReadonlySet<string> = new Set()): PageRef | null {
  let path = rawPath.split(/[?#]/)[0] ?? '/';
  const lang = /^\/(en|sv|nl)(\/.*)?$/.exec(path);
  if (lang) {
    language = lang[1]!;
    path = lang[2] || '/';
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  const page = matchPage(path);
  const other = { key: OTHER_PAGE, language };
  if (!page) return other;
  if (unseen.has(page.id)) return null;
  if (page.id === 'photo') return /^\d{1,10}$/.test(page.params.id!) ? { key: page.id, language, photoId: Number(page.params.id) } : other;
  if (page.id === 'post') {
    if (page.params.slug!.length > 300) return other;
    try {
      return { key: page.id, language, slug: decodeURIComponent(page.params.slug!) };
    } catch {
      return other;
    }
  }
  return { key: page.id, language };
}

/**
 * A visitor of `day` (UTC): sha256 of the day's salt, the address and the user agent (16 hex), so
 * the same browser is one visitor within that day and unknown the next.
 */
export async function visitorHash(db: Db, day: string, visitor: { ip: string; userAgent: string }): Promise<string> {
  return createHash('sha256').update(`${await saltOf(db, day)}\n${visitor.ip}\n${visitor.userAgent}`).digest('hex').slice(0, 16);
}

/** The day's salt, made by whichever instance needs it first (read each time: it is deleted with its day). */
async function saltOf(db: Db, day: string): Promise<string> {
  const read = () => db.select({ salt: statsSalts.salt }).from(statsSalts).where(eq(statsSalts.day, day)).get();
  const found = await read();
  if (found) return found.salt;
  await db.insert(statsSalts).values({ day, salt: randomBytes(32).toString('hex') }).onConflictDoNothing();
  return (await read())!.salt;
}

const rolledDay = new WeakMap<Db, string>();

/** Folds raw events of past days into stats_daily once per day and process (the timer and readers call it too). */
export async function rollupIfDayChanged(db: Db, limits: StatsLimits, now: number): Promise<void> {
  const today = utcDay(now);
  if (rolledDay.get(db) === today) return;
  await rollupStats(db, limits, now);
  rolledDay.set(db, today);
}

export interface VisitorInput {
  ip: string;
  userAgent: string;
  /** Hosts of this site, so its own pages are not counted as referrers. */
  ownHosts: string[];
  country: string;
}

/**
 * Stores a batch of events for today. Photos and posts that are not published are dropped,
 * and once the day holds `maxEventsPerDay` raw events, further events that day are dropped.
 * Returns how many rows were stored.
 */
export async function recordEvents(db: Db, events: StatsEvent[], visitor: VisitorInput, limits: StatsLimits, now = Date.now(), unseen: ReadonlySet<string> = new Set()): Promise<number> {
  await rollupIfDayChanged(db, limits, now);
  const day = utcDay(now);
  const stored = await db.select({ n: sql<number>`count(*)` }).from(statsEvents).where(eq(statsEvents.day, day)).get();
  const room = limits.maxEventsPerDay - Number(stored?.n ?? 0);
  if (room <= 0) return 0;

  const pages = new Map<StatsEvent, PageRef | null>();
  const photoIds = new Set<number>();
  const slugs = new Set<string>();
  for (const e of events) {
    if (e.type === 'pageview') {
      const page = pageOf(e.path, e.language, unseen);
      pages.set(e, page);
      if (!page) continue;
      if (page.photoId) photoIds.add(page.photoId);
      if (page.slug) slugs.add(page.slug);
    } else if (e.type === 'image_view' || e.type === 'image_navigate') photoIds.add(e.photoId);
    else if (e.type === 'post_click') slugs.add(e.slug);
  }
  const photos = new Set(
    photoIds.size
      ? (await db.select({ id: galleryItems.id }).from(galleryItems).where(and(inArray(galleryItems.id, [...photoIds]), isPublicItem()))).map((r) => r.id)
      : [],
  );
  const posts = new Map(
    slugs.size
      ? (await db.select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts).where(and(inArray(blogPosts.slug, [...slugs]), eq(blogPosts.isPublished, true)))).map((r) => [r.slug, r.id])
      : [],
  );

  const hash = await visitorHash(db, day, visitor);
  const rows: (typeof statsEvents.$inferInsert)[] = [];
  const add = (kind: string, key: string | number = '', extra: Partial<typeof statsEvents.$inferInsert> = {}) =>
    rows.push({ day, visitor: hash, kind, key: String(key), ...extra });
  for (const e of events) {
    switch (e.type) {
      case 'pageview': {
        const page = pages.get(e);
        if (!page) break;
        const known = (page.photoId === undefined || photos.has(page.photoId)) && (page.slug === undefined || posts.has(page.slug));
        add('pageview', known ? page.key : OTHER_PAGE, {
          language: page.language,
          referrer: referrerDomain(e.referrer, visitor.ownHosts),
          country: visitor.country,
        });
        // A photo's own address shows the photo; a post's address is a read of the post.
        if (page.photoId !== undefined && photos.has(page.photoId)) add('image_view', page.photoId);
        if (page.slug !== undefined && posts.has(page.slug)) add('post_read', posts.get(page.slug)!);
        break;
      }
      case 'image_view':
      case 'image_navigate':
        if (photos.has(e.photoId)) add(e.type, e.photoId);
        break;
      case 'post_click':
        if (posts.has(e.slug)) add('post_click', posts.get(e.slug)!);
        break;
      case 'contact_submit':
        add('contact_submit');
        break;
    }
  }
  const kept = rows.slice(0, room);
  if (kept.length) await db.insert(statsEvents).values(kept);
  return kept.length;
}

/** Raw events of the days matching `days`, aggregated like stats_daily rows; beyond `cap` keys per day and kind the rest is '(other)'. */
function aggregate(days: SQL, cap: number): SQL {
  const where = sql`${days}`;
  return sql`SELECT day, kind, CASE WHEN rn <= ${cap} THEN key ELSE '(other)' END AS key, sum(views) AS views, sum(visitors) AS visitors FROM (
    SELECT *, row_number() OVER (PARTITION BY day, kind ORDER BY views DESC, key) AS rn FROM (
      SELECT day, 'site' AS kind, '' AS key, count(*) AS views, count(DISTINCT visitor) AS visitors FROM stats_events WHERE ${where} AND kind = 'pageview' GROUP BY day
      UNION ALL SELECT day, 'page', key, count(*), count(DISTINCT visitor) FROM stats_events WHERE ${where} AND kind = 'pageview' GROUP BY day, key
      UNION ALL SELECT day, 'language', language, count(*), count(DISTINCT visitor) FROM stats_events WHERE ${where} AND kind = 'pageview' GROUP BY day, language
      UNION ALL SELECT day, 'referrer', referrer, count(*), count(DISTINCT visitor) FROM stats_events WHERE ${where} AND kind = 'pageview' AND referrer <> '' GROUP BY day, referrer
      UNION ALL SELECT day, 'country', country, count(*), count(DISTINCT visitor) FROM stats_events WHERE ${where} AND kind = 'pageview' AND country <> '' GROUP BY day, country
      UNION ALL SELECT day, CASE kind WHEN 'image_view' THEN 'photo_view' WHEN 'image_navigate' THEN 'photo_nav' WHEN 'contact_submit' THEN 'contact' ELSE kind END,
        key, count(*), count(DISTINCT visitor) FROM stats_events WHERE ${where} AND kind <> 'pageview' GROUP BY day, kind, key
    )
  ) GROUP BY day, kind, 3`;
}

/**
 * Folds every raw event of the days before today into stats_daily and deletes those events and
 * their days' salts, in one transaction: the visitor hashes are gone and cannot be recomputed.
 * Daily rows older than `retentionDays` are deleted too.
 */
export async function rollupStats(db: Db, limits: StatsLimits, now = Date.now()): Promise<void> {
  const today = utcDay(now);
  await db.batch([
    db.run(sql`INSERT INTO stats_daily (day, kind, key, views, visitors) ${aggregate(sql`day < ${today}`, limits.maxKeysPerDay)}
      ON CONFLICT (day, kind, key) DO UPDATE SET views = stats_daily.views + excluded.views, visitors = stats_daily.visitors + excluded.visitors`),
    db.delete(statsEvents).where(sql`${statsEvents.day} < ${today}`),
    db.delete(statsSalts).where(sql`${statsSalts.day} < ${today}`),
    db.delete(statsDaily).where(sql`${statsDaily.day} < ${utcDay(now - limits.retentionDays * DAY_MS)}`),
  ]);
}

interface DayRow {
  day: string;
  kind: string;
  key: string;
  views: number;
  visitors: number;
}

/** stats_daily rows from `from` on, plus today's (and any not yet folded) raw events aggregated the same way. */
async function rowsSince(db: Db, from: string, limits: StatsLimits, kinds?: string[], key?: string): Promise<DayRow[]> {
  const filter = (kindCol: SQL, keyCol: SQL) =>
    sql.join(
      [
        kinds ? sql`${kindCol} IN (${sql.join(kinds.map((k) => sql`${k}`), sql`, `)})` : sql`1`,
        key !== undefined ? sql`${keyCol} = ${key}` : sql`1`,
      ],
      sql` AND `,
    );
  const rows = await db.all<DayRow>(sql`
    SELECT day, kind, key, views, visitors FROM stats_daily WHERE day >= ${from} AND ${filter(sql`kind`, sql`key`)}
    UNION ALL SELECT * FROM (${aggregate(sql`day >= ${from}`, limits.maxKeysPerDay)}) AS live WHERE ${filter(sql`live.kind`, sql`live.key`)}`);
  return rows.map((r) => ({ ...r, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** How many keys of each list the statistics answer (pages, languages, referrers, countries; photos and posts). */
const TOP_KEYS = 20;
const TOP_ITEMS = 12;

/**
 * The days from `from` summed by the database into what the dashboard shows: each day's site
 * totals, the top keys of each list, both counts of the top photos and posts, and every kind's
 * total. The answer's size does not grow with the archive or the days kept.
 */
async function summedSince(db: Db, from: string, limits: StatsLimits): Promise<{ rows: DayRow[]; totals: Map<string, number> }> {
  const src = sql`SELECT day, kind, key, views, visitors FROM stats_daily WHERE day >= ${from}
    UNION ALL SELECT * FROM (${aggregate(sql`day >= ${from}`, limits.maxKeysPerDay)})`;
  const group = sql`CASE WHEN kind IN ('photo_view', 'photo_nav') THEN 'photo' ELSE 'post' END`;
  const [rows, totals] = await Promise.all([
    db.all<DayRow>(sql`
      WITH src AS (${src}),
      summed AS (SELECT kind, key, sum(views) AS views, sum(visitors) AS visitors FROM src WHERE kind <> 'site' GROUP BY kind, key),
      ranked AS (SELECT *, row_number() OVER (PARTITION BY kind ORDER BY views DESC, key) AS rn FROM summed WHERE kind IN ('page', 'language', 'referrer', 'country')),
      items AS (SELECT ${group} AS grp, key, row_number() OVER (PARTITION BY ${group} ORDER BY sum(views) DESC, key) AS rn
        FROM summed WHERE kind IN ('photo_view', 'photo_nav', 'post_read', 'post_click') GROUP BY ${group}, key)
      SELECT '' AS day, kind, key, views, visitors FROM ranked WHERE rn <= ${TOP_KEYS}
      UNION ALL SELECT '', s.kind, s.key, s.views, s.visitors FROM summed s
        JOIN items i ON i.key = s.key AND i.rn <= ${TOP_ITEMS} AND i.grp = (CASE WHEN s.kind IN ('photo_view', 'photo_nav') THEN 'photo' ELSE 'post' END)
        WHERE s.kind IN ('photo_view', 'photo_nav', 'post_read', 'post_click')
      UNION ALL SELECT day, kind, '', sum(views), sum(visitors) FROM src WHERE kind = 'site' GROUP BY day`),
    db.all<{ kind: string; views: number }>(sql`SELECT kind, sum(views) AS views FROM (${src}) GROUP BY kind`),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, views: Number(r.views), visitors: Number(r.visitors) })),
    totals: new Map(totals.map((t) => [t.kind, Number(t.views)])),
  };
}

/** The kind of stats_daily row each ranked list sums. */
const LIST_KIND: Record<StatsList, string> = { pages: 'page', languages: 'language', referrers: 'referrer', countries: 'country' };

/**
 * One page of a ranked list (pages, languages, referrers or countries) of the last `days` days:
 * the database sums the keys, ranks them by views and answers the page and how many keys there are.
 */
export async function getStatsListPage(
  db: Db,
  list: StatsList,
  days: number,
  page: { limit: number; cursor?: string },
  limits: StatsLimits,
  now = Date.now(),
): Promise<ListPage<StatsRow>> {
  await rollupIfDayChanged(db, limits, now);
  const from = firstDay(days, now);
  const kind = LIST_KIND[list];
  const summed = sql`SELECT key, sum(views) AS views, sum(visitors) AS visitors FROM (
    SELECT key, views, visitors FROM stats_daily WHERE day >= ${from} AND kind = ${kind}
    UNION ALL SELECT key, views, visitors FROM (${aggregate(sql`day >= ${from}`, limits.maxKeysPerDay)}) WHERE kind = ${kind}
  ) GROUP BY key`;
  const { rows, ...rest } = await readRankedPage<StatsRow>(db, summed, sql`views DESC, key`, page);
  return { items: rows.map((r) => ({ key: r.key, views: Number(r.views), visitors: Number(r.visitors) })), ...rest };
}

/**
 * One page of rows `summed` by the database, in `order`, with how many rows there are. A ranked
 * sum has no stable key to seek from, so the cursor is the offset of the page.
 */
async function readRankedPage<R>(db: Db, summed: SQL, order: SQL, page: { limit: number; cursor?: string }): Promise<{ rows: R[]; total: number; nextCursor: string | null }> {
  const offset = decodeNumberCursor(page.cursor, 1)?.[0] ?? 0;
  if (offset < 0) throw new AppError('bad_request', 'Invalid cursor');
  const [rows, counted] = await Promise.all([
    db.all<R>(sql`${summed} ORDER BY ${order} LIMIT ${page.limit + 1} OFFSET ${offset}`),
    db.get<{ n: number }>(sql`SELECT count(*) AS n FROM (${summed})`),
  ]);
  const more = rows.length > page.limit;
  return { rows: rows.slice(0, page.limit), total: Number(counted?.n ?? 0), nextCursor: more ? encodeCursor([offset + page.limit]) : null };
}

/** Photos' titles and thumbnails for their counts (stored media shows the asset's thumbnail); deleted photos are left out. */
async function withPhotoDetails(db: Db, counts: { id: number; views: number; navigations: number }[]): Promise<StatsPhotoRow[]> {
  if (!counts.length) return [];
  const info = await db
    .select({ id: galleryItems.id, title: galleryItems.title, type: galleryItems.type, url: galleryItems.url, thumbnailUrl: galleryItems.thumbnailUrl, mediaHash: galleryItems.mediaHash })
    .from(galleryItems)
    .where(inArray(galleryItems.id, counts.map((c) => c.id)));
  const media = await mediaByKey(db, info.map((p) => p.mediaHash));
  const byId = new Map(info.map((p) => [p.id, p]));
  return counts.flatMap((c) => {
    const p = byId.get(c.id);
    if (!p) return [];
    const asset = p.mediaHash ? media.get(p.mediaHash) : undefined;
    const [url, thumbnailUrl] = asset ? [asset.url, asset.thumbnailUrl] : [p.url, p.thumbnailUrl];
    return [{ id: c.id, title: p.title, thumbnailUrl: thumbnailUrl ?? (p.type === 'photo' ? url : null), views: c.views, navigations: c.navigations }];
  });
}

/** Posts' slugs and titles for their counts; deleted posts are left out. */
async function withPostDetails(db: Db, counts: { id: number; reads: number; clicks: number }[]): Promise<StatsPostRow[]> {
  if (!counts.length) return [];
  const info = await db.select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.titleNl }).from(blogPosts).where(inArray(blogPosts.id, counts.map((c) => c.id)));
  const byId = new Map(info.map((p) => [p.id, p]));
  return counts.flatMap((c) => {
    const p = byId.get(c.id);
    return p ? [{ id: c.id, slug: p.slug, title: p.title, reads: c.reads, clicks: c.clicks }] : [];
  });
}

/** The two kinds each item list sums: photos are viewed and moved to, posts read and clicked. */
const ITEM_KINDS: Record<StatsItemList, [string, string]> = { photos: ['photo_view', 'photo_nav'], posts: ['post_read', 'post_click'] };

/**
 * One page of the top photos or posts of the last `days` days, ranked by the database on both
 * counts together (the cursor is the page's offset, as for the other ranked lists).
 */
export async function getStatsItemsPage(
  db: Db,
  list: StatsItemList,
  days: number,
  page: { limit: number; cursor?: string },
  limits: StatsLimits,
  now = Date.now(),
): Promise<ListPage<StatsPhotoRow | StatsPostRow>> {
  await rollupIfDayChanged(db, limits, now);
  const from = firstDay(days, now);
  const [first, second] = ITEM_KINDS[list];
  const summed = sql`SELECT key, sum(CASE WHEN kind = ${first} THEN views ELSE 0 END) AS a, sum(CASE WHEN kind = ${second} THEN views ELSE 0 END) AS b FROM (
    SELECT kind, key, views FROM stats_daily WHERE day >= ${from} AND kind IN (${first}, ${second})
    UNION ALL SELECT kind, key, views FROM (${aggregate(sql`day >= ${from}`, limits.maxKeysPerDay)}) WHERE kind IN (${first}, ${second})
  ) GROUP BY key`;
  const { rows, total, nextCursor } = await readRankedPage<{ key: string; a: number; b: number }>(db, summed, sql`a + b DESC, CAST(key AS INTEGER)`, page);
  const counts = rows.map((r) => ({ id: Number(r.key), a: Number(r.a), b: Number(r.b) })).filter((r) => Number.isInteger(r.id));
  if (list === 'photos') return { items: await withPhotoDetails(db, counts.map(({ id, a, b }) => ({ id, views: a, navigations: b }))), total, nextCursor };
  return { items: await withPostDetails(db, counts.map(({ id, a, b }) => ({ id, reads: a, clicks: b }))), total, nextCursor };
}

const firstDay = (days: number, now: number) => utcDay(now - (days - 1) * DAY_MS);

function breakdown(rows: DayRow[], kind: string, limit = 20): StatsRow[] {
  const byKey = new Map<string, StatsRow>();
  for (const r of rows) {
    if (r.kind !== kind) continue;
    const row = byKey.get(r.key) ?? { key: r.key, views: 0, visitors: 0 };
    row.views += r.views;
    row.visitors += r.visitors;
    byKey.set(r.key, row);
  }
  return [...byKey.values()].sort((a, b) => b.views - a.views || a.key.localeCompare(b.key)).slice(0, limit);
}

const total = (rows: DayRow[], kind: string) => rows.reduce((n, r) => (r.kind === kind ? n + r.views : n), 0);

/** The dashboard's statistics for the last `days` days, today included. */
export async function getSiteStats(db: Db, days: number, limits: StatsLimits, now = Date.now()): Promise<SiteStats> {
  await rollupIfDayChanged(db, limits, now);
  const from = firstDay(days, now);
  const to = utcDay(now);
  const { rows, totals } = await summedSince(db, from, limits);
  const sumOf = (kind: string) => totals.get(kind) ?? 0;

  const site = new Map(rows.filter((r) => r.kind === 'site').map((r) => [r.day, r]));
  const series: SiteStats['series'] = [];
  for (let d = 0; d < days; d++) {
    const day = utcDay(Date.parse(from) + d * DAY_MS);
    const r = site.get(day);
    series.push({ day, visitors: r?.visitors ?? 0, pageViews: r?.views ?? 0 });
  }

  const photoRows = new Map<number, { views: number; navigations: number }>();
  for (const r of rows) {
    if (r.kind !== 'photo_view' && r.kind !== 'photo_nav') continue;
    const id = Number(r.key);
    if (!Number.isInteger(id)) continue;
    const p = photoRows.get(id) ?? { views: 0, navigations: 0 };
    if (r.kind === 'photo_view') p.views += r.views;
    else p.navigations += r.views;
    photoRows.set(id, p);
  }
  const photoIds = [...photoRows.entries()].sort((a, b) => b[1].views + b[1].navigations - (a[1].views + a[1].navigations)).slice(0, 12);
  const topPhotos = await withPhotoDetails(db, photoIds.map(([id, counts]) => ({ id, ...counts })));

  const postRows = new Map<number, { reads: number; clicks: number }>();
  for (const r of rows) {
    if (r.kind !== 'post_read' && r.kind !== 'post_click') continue;
    const id = Number(r.key);
    if (!Number.isInteger(id)) continue;
    const p = postRows.get(id) ?? { reads: 0, clicks: 0 };
    if (r.kind === 'post_read') p.reads += r.views;
    else p.clicks += r.views;
    postRows.set(id, p);
  }
  const postIds = [...postRows.entries()].sort((a, b) => b[1].reads + b[1].clicks - (a[1].reads + a[1].clicks)).slice(0, 10);
  const topPosts = await withPostDetails(db, postIds.map(([id, counts]) => ({ id, ...counts })));

  const signups = await db
    .select({ n: sql<number>`count(*)` })
    .from(newsletterSubscribers)
    .where(gte(newsletterSubscribers.createdAt, new Date(Date.parse(from))))
    .get();

  return {
    days,
    from,
    to,
    totals: {
      visitors: series.reduce((n, s) => n + s.visitors, 0),
      pageViews: series.reduce((n, s) => n + s.pageViews, 0),
      imageViews: sumOf('photo_view'),
      imageNavigations: sumOf('photo_nav'),
      postClicks: sumOf('post_click'),
      postReads: sumOf('post_read'),
      contactSubmits: sumOf('contact'),
      newsletterSignups: Number(signups?.n ?? 0),
    },
    series,
    pages: breakdown(rows, 'page'),
    languages: breakdown(rows, 'language'),
    referrers: breakdown(rows, 'referrer'),
    countries: breakdown(rows, 'country'),
    topPhotos,
    topPosts,
  };
}

async function itemCounts(db: Db, kinds: [string, string], id: number, limits: StatsLimits, now: number) {
  await rollupIfDayChanged(db, limits, now);
  const rows = await rowsSince(db, firstDay(limits.retentionDays, now), limits, kinds, String(id));
  const last30 = firstDay(30, now);
  const counts = (kind: string) => ({
    last30: rows.reduce((n, r) => (r.kind === kind && r.day >= last30 ? n + r.views : n), 0),
    total: total(rows, kind),
  });
  return [counts(kinds[0]), counts(kinds[1])] as const;
}

/** A photo's views and viewer moves to it, in the last 30 days and in all kept days. */
export async function getPhotoStats(db: Db, id: number, limits: StatsLimits, now = Date.now()): Promise<PhotoStats> {
  const [views, navigations] = await itemCounts(db, ['photo_view', 'photo_nav'], id, limits, now);
  return { views, navigations };
}

/** A post's reads and card clicks, in the last 30 days and in all kept days. */
export async function getPostStats(db: Db, id: number, limits: StatsLimits, now = Date.now()): Promise<PostStats> {
  const [reads, clicks] = await itemCounts(db, ['post_read', 'post_click'], id, limits, now);
  return { reads, clicks };
}
