import type { GalleryItem } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { distinctCountries, filterGallery, filterHome, toPhoto, DEFAULT_GALLERY_FILTERS } from './gallery';

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
  ...over,
});

describe('toPhoto', () => {
  it('derives src, alt, location fallbacks, date and category slugs', () => {
    const now = new Date('2024-01-01T00:00:00Z');
    const p = toPhoto(item({ country: 'Norway', categories: [{ id: 3, name: 'Northern  Lights' }] }), () => now);
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
});

describe('filterHome', () => {
  const photos = [
    toPhoto(item({ id: 1, title: 'Polar bear', location: 'Svalbard', categories: [{ id: 1, name: 'Wildlife' }] })),
    toPhoto(item({ id: 2, title: 'Aurora', location: 'Tromsø', description: 'green sky', categories: [{ id: 2, name: 'Northern Lights' }] })),
    toPhoto(item({ id: 3, title: 'Fox', country: 'Iceland', categories: [{ id: 1, name: 'Wildlife' }] })),
  ];
  it('filters by category slug and search together', () => {
    expect(filterHome(photos, 'wildlife', '').map((p) => p.id)).toEqual([1, 3]);
    expect(filterHome(photos, 'wildlife', 'fox').map((p) => p.id)).toEqual([3]);
    expect(filterHome(photos, 'northern-lights', 'fox')).toEqual([]);
  });
  it('matches title, location or a category slug, case-insensitively, not the description', () => {
    expect(filterHome(photos, 'all', 'SVAL').map((p) => p.id)).toEqual([1]);
    expect(filterHome(photos, 'all', 'northern-li').map((p) => p.id)).toEqual([2]);
    expect(filterHome(photos, 'all', 'green')).toEqual([]);
    expect(filterHome(photos, 'all', 'iceland').map((p) => p.id)).toEqual([3]);
  });
});

describe('filterGallery', () => {
  const photos = [
    toPhoto(item({ id: 1, title: 'Bear', description: 'On the pack ice', country: 'Norway', categories: [{ id: 1, name: 'Mammals' }] })),
    toPhoto(item({ id: 2, type: 'video', title: 'Whales', country: 'Iceland', categories: [{ id: 2, name: 'Sea' }] })),
    toPhoto(item({ id: 3, title: 'Owl', country: 'Sweden', location: 'Abisko', categories: [{ id: 3, name: 'Birds' }] })),
  ];
  const f = (over: Partial<typeof DEFAULT_GALLERY_FILTERS>) => filterGallery(photos, { ...DEFAULT_GALLERY_FILTERS, ...over }).map((p) => p.id);
  it('matches title, description, location, country and category names', () => {
    expect(f({ search: 'pack' })).toEqual([1]);
    expect(f({ search: 'abisko' })).toEqual([3]);
    expect(f({ search: 'iceland' })).toEqual([2]);
    expect(f({ search: 'BIRDS' })).toEqual([3]);
  });
  it('combines type, country and category filters', () => {
    expect(f({ type: 'video' })).toEqual([2]);
    expect(f({ type: 'photo', country: 'Sweden' })).toEqual([3]);
    expect(f({ category: '1' })).toEqual([1]);
    expect(f({ category: '1', search: 'owl' })).toEqual([]);
  });
  it('lists distinct countries sorted', () => {
    expect(distinctCountries([...photos, photos[0]!])).toEqual(['Iceland', 'Norway', 'Sweden']);
  });
});
