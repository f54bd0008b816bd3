import type { GalleryItem } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { toPhoto } from './gallery';

const item = (over: Partial<GalleryItem>): GalleryItem => ({
  id: 1,
  type: 'photo',
  url: '/media/a.jpg',
  thumbnailUrl: null,
  title: 'Polar bear',
  alt: 'Polar bear',
  description: null,
  location: null,
  country: null,
  dateTaken: null,
  categories: [],
  width: null,
  height: null,
  image: null,
  titleLang: 'en',
  descriptionLang: 'en',
  altLang: 'en',
  countryLang: 'en',
  ...over,
});

describe('toPhoto', () => {
  it('derives src, alt, location fallbacks, date and category slugs', () => {
    const now = new Date('2024-01-01T00:00:00Z');
    const p = toPhoto(item({ country: 'Norway', categories: [{ id: 3, name: 'Northern  Lights', nameLang: 'en' }] }), () => now);
    expect(p.src).toBe('/media/a.jpg');
    expect(p.thumbnail).toBe('/media/a.jpg');
    expect(p.alt).toBe('Polar bear');
    expect(p.location).toBe('Norway');
    expect(p.date).toBe(now);
    expect(p.categorySlugs).toEqual(['northern-lights']);
    expect(toPhoto(item({})).location).toBe('Unknown');
    expect(toPhoto(item({ location: 'Longyearbyen', thumbnailUrl: '/t.webp' })).location).toBe('Longyearbyen');
    expect(toPhoto(item({ thumbnailUrl: '/t.webp' })).thumbnail).toBe('/t.webp');
  });

  it("gives the place shown the country name's language only when it is that name", () => {
    const dutchCountry = { country: 'Noorwegen', countryLang: 'nl' } as const;
    expect(toPhoto(item(dutchCountry))).toMatchObject({ location: 'Noorwegen', locationLang: 'nl', countryLang: 'nl' });
    expect(toPhoto(item({ ...dutchCountry, location: 'Hornøya' }))).toMatchObject({ location: 'Hornøya', locationLang: undefined, countryLang: 'nl' });
  });
});
