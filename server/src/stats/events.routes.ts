import { API, StatsBatchSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { readBodyText } from '../lib/read-body';
import { clientIp } from '../lib/client-ip';
import { parseWith } from '../lib/validate';
import { countryCode, isBot, recordEvents, rollupIfDayChanged, type StatsLimits } from './visitor-stats.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';
import type { PublicSite } from '../site/public-site';

const MINUTE_MS = 60_000;
/** A full batch is a few KB; anything much larger is refused before it is read. */
const MAX_BODY_BYTES = 32 * 1024;
/** How often past days are folded (and their visitor hashes deleted) when no request does it first. */
const ROLLUP_EVERY_MS = 10 * MINUTE_MS;

export function statsLimits(env: RouteDeps['env']): StatsLimits {
  return { maxEventsPerDay: env.STATS_MAX_EVENTS_PER_DAY, maxKeysPerDay: env.STATS_MAX_KEYS_PER_DAY, retentionDays: env.STATS_RETENTION_DAYS };
}

/** Events per address per minute, in this process (a flood from one address is refused early). */
class EventsPerMinute {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly limit: number) {}

  take(ip: string, events: number, now = Date.now()): boolean {
    if (this.windows.size > 10_000) {
      for (const [key, w] of this.windows) if (now - w.start >= MINUTE_MS) this.windows.delete(key);
    }
    let w = this.windows.get(ip);
    if (!w || now - w.start >= MINUTE_MS) {
      w = { start: now, count: 0 };
      this.windows.set(ip, w);
    }
    if (w.count + events > this.limit) return false;
    w.count += events;
    return true;
  }
}

/**
 * POST /api/events: the beacon of the public pages. Answers 204 whether or not anything was kept:
 * nothing is kept when statistics are off, for Do Not Track or Global Privacy Control, or for bots.
 */
export function eventRoutes({ db, env }: RouteDeps, site: PublicSite | null) {
  const limits = statsLimits(env);
  const perMinute = new EventsPerMinute(env.STATS_RATE_LIMIT);
  const ownHosts = [new URL(env.publicUrl).hostname];
  // Pages that are someone's own (a client gallery, an order): their browsers send nothing, and nothing sent for them is kept.
  const unseen = new Set<string>(site?.PUBLIC_PAGES.filter((p) => p.unseen).map((p) => p.id));
  if (env.STATS_ENABLED) {
    // unref: the timer never keeps the process (or a test run) alive.
    const timer = setInterval(() => void rollupIfDayChanged(db, limits, Date.now()).catch((err) => console.error('Statistics roll-up failed:', err)), ROLLUP_EVERY_MS);
    (timer as { unref?: () => void }).unref?.();
  }

  return new Hono<AppEnv>().post(API.events, declare({ path: API.events, summary: 'The beacon of the public pages (text/plain or JSON): kept unless statistics are off, Do Not Track or GPC is on, or it is a bot', tags: ['public'], body: StatsBatchSchema, response: null, refuses: { 429: 'Too many events from this address' } }), async (c) => {
    const text = await readBodyText(c, MAX_BODY_BYTES);
    // sendBeacon posts text/plain; the body is JSON all the same.
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('bad_request', 'Malformed JSON body');
    }
    const { events } = parseWith(StatsBatchSchema, body);
    const userAgent = c.req.header('user-agent');
    const optedOut = c.req.header('dnt') === '1' || c.req.header('sec-gpc') === '1';
    if (env.STATS_ENABLED && !optedOut && !isBot(userAgent)) {
      const ip = clientIp(c, env.TRUST_PROXY);
      if (!perMinute.take(ip, events.length)) throw new AppError('rate_limited', 'Too many events');
      const host = c.req.header('host')?.split(':')[0]?.toLowerCase();
      const country = env.COUNTRY_HEADER ? countryCode(c.req.header(env.COUNTRY_HEADER)) : '';
      await recordEvents(db, events, { ip, userAgent: userAgent!, ownHosts: host ? [...ownHosts, host] : ownHosts, country }, limits, Date.now(), unseen);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
