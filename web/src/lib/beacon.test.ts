import { afterEach, describe, expect, it, vi } from 'vitest';

/** The beacon module as the page starts it (it reads what the page's loader left on <html> once). */
async function startBeacon(counted?: string) {
  vi.resetModules();
  if (counted === undefined) delete document.documentElement.dataset.counted;
  else document.documentElement.dataset.counted = counted;
  const sent: unknown[] = [];
  vi.stubGlobal('navigator', { ...navigator, doNotTrack: null, sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) > 0 });
  return { ...(await import('./beacon')), sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.counted;
});

describe('the page view the loader counted before the app ran', () => {
  it('is not counted again by the app; the next page is', async () => {
    const { sendEvent, flushEvents, sent } = await startBeacon('/sv');
    sendEvent({ type: 'pageview', path: '/sv', language: 'sv' });
    sendEvent({ type: 'pageview', path: '/sv/gallery', language: 'sv' });
    sendEvent({ type: 'pageview', path: '/sv', language: 'sv' });
    flushEvents();
    expect(sent).toEqual([{ events: [{ type: 'pageview', path: '/sv/gallery', language: 'sv' }, { type: 'pageview', path: '/sv', language: 'sv' }] }]);
  });

  it('leaves the first view to the app when the loader counted none', async () => {
    const { sendEvent, flushEvents, sent } = await startBeacon();
    sendEvent({ type: 'pageview', path: '/sv', language: 'sv' });
    flushEvents();
    expect(sent).toEqual([{ events: [{ type: 'pageview', path: '/sv', language: 'sv' }] }]);
  });
});
