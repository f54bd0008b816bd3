import { IN_THREE_LANGUAGES, type GalleryItemAdmin } from '@portfolio/shared';

type CountryField = (typeof IN_THREE_LANGUAGES.country)[number];

/** `manual` is the photographer's own order ("My order"), by each item's order key. */
export type GallerySort = 'date-desc' | 'date-asc' | 'title' | 'manual';
export type GalleryTypeFilter = 'all' | 'photo' | 'video';

export interface GalleryFilters {
  search: string;
  /** A category id as text, or 'all'. */
  category: string;
  type: GalleryTypeFilter;
  sort: GallerySort;
}

/** Admin gallery defaults. */
export const defaultGalleryFilters: GalleryFilters = { search: '', category: 'all', type: 'all', sort: 'date-desc' };

const time = (item: Pick<GalleryItemAdmin, 'dateTaken' | 'createdAt'>) => {
  const t = Date.parse(item.dateTaken ?? item.createdAt);
  return Number.isNaN(t) ? 0 : t;
};

/** Admin search matches title, country and location, then category and type; then sorts. */
export function filterGalleryItems<T extends Pick<GalleryItemAdmin, 'id' | 'title' | CountryField | 'location' | 'type' | 'dateTaken' | 'createdAt' | 'position'> & { categories: { id: number }[] }>(
  items: T[],
  filters: GalleryFilters,
): T[] {
  const q = filters.search.trim().toLowerCase();
  const result = items.filter((item) => {
    if (q && ![item.title, ...IN_THREE_LANGUAGES.country.map((key) => item[key]), item.location].some((v) => v?.toLowerCase().includes(q))) return false;
    if (filters.category !== 'all' && !item.categories.some((c) => String(c.id) === filters.category)) return false;
    if (filters.type !== 'all' && item.type !== filters.type) return false;
    return true;
  });
  return result.sort((a, b) => {
    if (filters.sort === 'title') return a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;
    // Order keys compare as plain text (byte order, as the database compares them).
    if (filters.sort === 'manual') return (a.position < b.position ? -1 : a.position > b.position ? 1 : 0) || b.id - a.id;
    const diff = time(a) - time(b);
    return (filters.sort === 'date-asc' ? diff : -diff) || b.id - a.id;
  });
}

/** Select all over the filtered items (keeps any selection outside the filter). */
export function selectAll(selected: ReadonlySet<number>, filtered: { id: number }[]): Set<number> {
  const next = new Set(selected);
  for (const item of filtered) next.add(item.id);
  return next;
}

/** Deselect all over the filtered items. */
export function deselectAll(selected: ReadonlySet<number>, filtered: { id: number }[]): Set<number> {
  const next = new Set(selected);
  for (const item of filtered) next.delete(item.id);
  return next;
}

export function toggleSelected(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
