import { GALLERY_ITEM_TYPES } from './constants';

/*
 * A gallery filter and its spelling in an address (/{lang}/gallery?q=&type=&country=&category=&collection=&cell=),
 * without zod: the public pages read and write it. The API validates the same fields with
 * GalleryFilterSchema (contracts/gallery-query.ts).
 */

export interface GalleryFilter {
  /** Words to search for (every word must match, the last one as a prefix). */
  q?: string;
  type?: (typeof GALLERY_ITEM_TYPES)[number];
  /** The country as the page's language names it. */
  country?: string;
  /** A category id. */
  category?: number;
  /** A published collection's slug: its photos, and the viewer walks them in the collection's order. */
  collection?: string;
  /**
   * A square of the map (`west,south,east,north` in degrees, as a cluster's bounds): the photos
   * placed there, compared at the photographer's precision, never one with a sensitive place.
   */
  cell?: string;
}

/** The filter fields, in the order an address writes them. */
export const GALLERY_FILTER_KEYS = ['q', 'type', 'country', 'category', 'collection', 'cell'] as const;

/** `west,south,east,north`: four decimal numbers, as a map square is written in an address. */
export const CELL_PATTERN = /^-?\d{1,3}(\.\d{1,4})?(,-?\d{1,3}(\.\d{1,4})?){3}$/;

/** `q=…&type=…` of a filter, fields in a fixed order and empty ones left out: one spelling per filter. */
export function filterSearch(filter: GalleryFilter): string {
  const params = new URLSearchParams();
  for (const key of GALLERY_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The filter of an address's query string; "all", empty and malformed values are no filter. */
export function filterOfSearch(search: string | URLSearchParams): GalleryFilter {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const text = (key: string, max: number) => {
    const v = params.get(key)?.trim();
    return v && v !== 'all' && v.length <= max ? v : undefined;
  };
  const out: GalleryFilter = {};
  const q = text('q', 200);
  if (q) out.q = q;
  const type = text('type', 10);
  if (type && (GALLERY_ITEM_TYPES as readonly string[]).includes(type)) out.type = type as GalleryFilter['type'];
  const country = text('country', 100);
  if (country) out.country = country;
  const category = Number(text('category', 12));
  if (Number.isInteger(category) && category > 0) out.category = category;
  const collection = text('collection', 200);
  if (collection) out.collection = collection;
  const cell = text('cell', 60);
  if (cell && CELL_PATTERN.test(cell)) out.cell = cell;
  return out;
}
