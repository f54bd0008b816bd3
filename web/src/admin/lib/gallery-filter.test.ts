import { describe, expect, it } from 'vitest';
import { defaultGalleryFilters, filterQuery, isSelected, noSelection, selectionRequest, selectionSize, serverFilter, toggleSelected } from './gallery-filter';

describe('admin gallery filter', () => {
  it('sends only the fields that narrow the list', () => {
    expect(serverFilter(defaultGalleryFilters)).toEqual({});
    expect(filterQuery(defaultGalleryFilters)).toBe('sort=newest');
    const f = { ...defaultGalleryFilters, q: '  ijsbeer ', category: '7', published: 'draft' as const, country: 'Norway', takenFrom: '2024-01-01', sort: 'title' as const };
    expect(serverFilter(f)).toEqual({ q: 'ijsbeer', category: 7, published: 'draft', country: 'Norway', takenFrom: '2024-01-01' });
    expect(filterQuery(f)).toBe('q=ijsbeer&country=Norway&category=7&published=draft&takenFrom=2024-01-01&sort=title');
  });
});

describe('admin gallery selection', () => {
  const loaded = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it('toggles chosen cards', () => {
    const one = toggleSelected(noSelection, 2, loaded);
    expect(isSelected(one, 2)).toBe(true);
    expect(selectionSize(one)).toBe(1);
    expect(selectionRequest(toggleSelected(one, 2, loaded))).toEqual({ itemIds: [] });
  });

  it('selects every matching item by its filter, and a card taken out leaves the other loaded ones', () => {
    const all = { kind: 'filter' as const, filter: { country: 'Norway' }, total: 3412 };
    expect(selectionSize(all)).toBe(3412);
    expect(isSelected(all, 99)).toBe(true);
    expect(selectionRequest(all)).toEqual({ filter: { country: 'Norway' } });
    expect(selectionRequest(toggleSelected(all, 2, loaded))).toEqual({ itemIds: [1, 3] });
  });
});
