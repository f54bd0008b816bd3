import { describe, expect, it } from 'vitest';
import { StatsBatchSchema, StatsRangeQuerySchema } from './stats';

describe('StatsBatchSchema (POST /api/events)', () => {
  it('takes the beacon events', () => {
    const batch = {
      events: [
        { type: 'pageview', path: '/sv/blog/ice', language: 'sv', referrer: 'https://example.org/' },
        { type: 'image_view', photoId: 3 },
        { type: 'image_navigate', photoId: 4, direction: 'previous' },
        { type: 'post_click', slug: 'ice' },
        { type: 'contact_submit' },
      ],
    };
    expect(StatsBatchSchema.parse(batch)).toEqual(batch);
  });

  it('refuses fields it does not know, so nothing else can be sent along', () => {
    expect(StatsBatchSchema.safeParse({ events: [{ type: 'contact_submit', email: 'a@b.c' }] }).success).toBe(false);
    expect(StatsBatchSchema.safeParse({ events: [{ type: 'contact_submit' }], userId: 1 }).success).toBe(false);
  });

  it('refuses an empty or too long batch, a path without a slash and an unknown language', () => {
    expect(StatsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(StatsBatchSchema.safeParse({ events: Array.from({ length: 26 }, () => ({ type: 'contact_submit' })) }).success).toBe(false);
    expect(StatsBatchSchema.safeParse({ events: [{ type: 'pageview', path: 'gallery', language: 'en' }] }).success).toBe(false);
    expect(StatsBatchSchema.safeParse({ events: [{ type: 'pageview', path: '/', language: 'de' }] }).success).toBe(false);
  });
});

describe('StatsRangeQuerySchema', () => {
  it('offers 7, 30 and 365 days, 30 by default', () => {
    expect(StatsRangeQuerySchema.parse({}).days).toBe(30);
    expect(StatsRangeQuerySchema.parse({ days: '365' }).days).toBe(365);
    expect(StatsRangeQuerySchema.safeParse({ days: '14' }).success).toBe(false);
  });
});
