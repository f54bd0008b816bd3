import { describe, expect, it } from 'vitest';
import { defaultGalleryFilters, deselectAll, filterGalleryItems, selectAll, toggleSelected } from './gallery-filter';

const item = (id: number, over: Partial<Parameters<typeof filterGalleryItems>[0][number]> = {}) => ({
  id,
  title: `Item ${id}`,
  country: null,
  countryEn: null,
  countrySv: null,
  location: null,
  type: 'photo' as const,
  dateTaken: null,
  createdAt: `2024-01-0${id}T00:00:00Z`,
  categories: [] as { id: number }[],
  position: 'a0',
  ...over,
});

describe('admin gallery filters', () => {
  const items = [
    item(1, { title: 'Polar bear', country: 'Noorwegen', location: 'Svalbard', categories: [{ id: 10 }], position: 'a1' }),
    item(2, { title: 'Aurora', countryEn: 'Iceland', type: 'video', dateTaken: '2020-01-01T00:00:00Z', position: 'Zz' }),
    item(3, { title: 'Fjord', location: 'Geiranger', position: 'a0V' }),
  ];

  it('defaults to newest first, all categories, all types', () => {
    expect(defaultGalleryFilters).toEqual({ search: '', category: 'all', type: 'all', sort: 'date-desc' });
    expect(filterGalleryItems(items, defaultGalleryFilters).map((i) => i.id)).toEqual([3, 1, 2]);
  });

  it('searches title, country and location, case-insensitively', () => {
    const ids = (search: string) => filterGalleryItems(items, { ...defaultGalleryFilters, search }).map((i) => i.id);
    expect(ids('POLAR')).toEqual([1]);
    expect(ids('noorw')).toEqual([1]);
    expect(ids('iceland')).toEqual([2]);
    expect(ids('geiranger')).toEqual([3]);
  });

  it('filters by category and type and sorts', () => {
    expect(filterGalleryItems(items, { ...defaultGalleryFilters, category: '10' }).map((i) => i.id)).toEqual([1]);
    expect(filterGalleryItems(items, { ...defaultGalleryFilters, type: 'video' }).map((i) => i.id)).toEqual([2]);
    expect(filterGalleryItems(items, { ...defaultGalleryFilters, sort: 'date-asc' }).map((i) => i.id)).toEqual([2, 1, 3]);
    expect(filterGalleryItems(items, { ...defaultGalleryFilters, sort: 'title' }).map((i) => i.title)).toEqual(['Aurora', 'Fjord', 'Polar bear']);
    // My order compares the order keys as bytes ('Z' before 'a').
    expect(filterGalleryItems(items, { ...defaultGalleryFilters, sort: 'manual' }).map((i) => i.id)).toEqual([2, 3, 1]);
  });

  it('selects and deselects over the filtered items only', () => {
    const selected = selectAll(new Set([9]), [{ id: 1 }, { id: 2 }]);
    expect([...selected]).toEqual([9, 1, 2]);
    expect([...deselectAll(selected, [{ id: 1 }])]).toEqual([9, 2]);
    expect([...toggleSelected(new Set([1]), 1)]).toEqual([]);
  });
});
