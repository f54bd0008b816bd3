import { ADMIN_GALLERY_FILTER_KEYS, type AdminGalleryFilter, type AdminGallerySort } from '@portfolio/shared';

/** The back-office gallery's filter form; '' or 'all' leaves a field out. */
export interface GalleryFilters {
  q: string;
  /** A category id as text, or 'all'. */
  category: string;
  type: 'all' | 'photo' | 'video';
  /** 'draft' is what the screen calls "To review". */
  published: 'all' | 'published' | 'draft';
  country: string;
  takenFrom: string;
  takenTo: string;
  sort: AdminGallerySort;
}

export const defaultGalleryFilters: GalleryFilters = { q: '', category: 'all', type: 'all', published: 'all', country: 'all', takenFrom: '', takenTo: '', sort: 'newest' };

/** The filter as the server reads it (a bulk job's selection), without the fields left open. */
export function serverFilter(f: GalleryFilters): AdminGalleryFilter {
  const out: Record<string, string | number> = {};
  const values: Record<(typeof ADMIN_GALLERY_FILTER_KEYS)[number], string> = {
    q: f.q.trim(),
    type: f.type,
    country: f.country,
    category: f.category,
    published: f.published,
    takenFrom: f.takenFrom,
    takenTo: f.takenTo,
  };
  for (const key of ADMIN_GALLERY_FILTER_KEYS) {
    const v = values[key];
    if (v && v !== 'all') out[key] = key === 'category' ? Number(v) : v;
  }
  return out as AdminGalleryFilter;
}

/** The query string of the list for the filter and sort (the page size and cursor are added by the list). */
export function filterQuery(f: GalleryFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(serverFilter(f))) params.set(key, String(value));
  params.set('sort', f.sort);
  return params.toString();
}

/**
 * What is selected: chosen cards, or every item matching a filter (counted by the server), which
 * a bulk action sends as the filter itself.
 */
export type GallerySelection = { kind: 'ids'; ids: ReadonlySet<number> } | { kind: 'filter'; filter: AdminGalleryFilter; total: number };

export const noSelection: GallerySelection = { kind: 'ids', ids: new Set() };

export const selectionSize = (s: GallerySelection) => (s.kind === 'ids' ? s.ids.size : s.total);

export const isSelected = (s: GallerySelection, id: number) => s.kind === 'filter' || s.ids.has(id);

/** Toggles one card. Out of "all matching", the other loaded cards stay chosen. */
export function toggleSelected(s: GallerySelection, id: number, loaded: readonly { id: number }[]): GallerySelection {
  const ids = new Set(s.kind === 'ids' ? s.ids : loaded.map((i) => i.id));
  if (s.kind === 'ids' && !ids.has(id)) ids.add(id);
  else ids.delete(id);
  return { kind: 'ids', ids };
}

/** The selection as a bulk job's request names it. */
export const selectionRequest = (s: GallerySelection) => (s.kind === 'ids' ? { itemIds: [...s.ids] } : { filter: s.filter });
