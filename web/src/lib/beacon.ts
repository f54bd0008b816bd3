import type { StatsEvent } from '@portfolio/shared/contracts/stats';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';

/*
 * The first-party statistics beacon: events wait here a moment and leave together with
 * navigator.sendBeacon (also when the page is hidden or closed). No cookie, no storage, no id:
 * the server tells visitors of one day apart by a hash it forgets the next day. Nothing is sent
 * when the browser asks not to be tracked (Do Not Track or Global Privacy Control).
 */

const WAIT_MS = 2000;
/** Under the server's STATS_MAX_BATCH (25). */
const MAX_BATCH = 20;

let queue: StatsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** The other site the visitor came from: sent with the first page view only. */
let referrer: string | undefined;
/**
 * The page view the page's loader sent before the app ran (its path; server/src/site/entry-script.ts),
 * with the referrer: the app's first view of that address is not counted again.
 */
let sentByLoader = typeof document === 'undefined' ? undefined : document.documentElement.dataset.counted;

function optedOut(): boolean {
  const n = navigator as Navigator & { globalPrivacyControl?: boolean };
  return n.doNotTrack === '1' || n.globalPrivacyControl === true;
}

export function flushEvents() {
  clearTimeout(timer);
  timer = undefined;
  if (!queue.length) return;
  const body = JSON.stringify({ events: queue });
  queue = [];
  // A string goes as text/plain: no preflight, and the server reads it as JSON.
  if (!navigator.sendBeacon?.(API.events, body)) fetch(API.events, { method: 'POST', body, keepalive: true }).catch(() => {});
}

export function sendEvent(event: StatsEvent) {
  if (typeof window === 'undefined' || optedOut()) return;
  if (!listening) {
    listening = true;
    const from = document.referrer;
    if (from && !from.startsWith(location.origin) && sentByLoader === undefined) referrer = from;
    addEventListener('pagehide', flushEvents);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushEvents());
  }
  if (event.type === 'pageview' && sentByLoader !== undefined) {
    const counted = event.path === sentByLoader;
    sentByLoader = undefined;
    if (counted) return;
  }
  if (event.type === 'pageview' && referrer) {
    event = { ...event, referrer };
    referrer = undefined;
  }
  queue.push(event);
  if (queue.length >= MAX_BATCH) flushEvents();
  else timer ??= setTimeout(flushEvents, WAIT_MS);
}
