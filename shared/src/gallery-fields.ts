// A gallery item's fields on their way in: proposed from a file, edited in bulk, sent to the server.
// The admin's bulk upload and the desktop import share these rules.
import { titleFromFileName } from './bulk-upload';
import { GALLERY_TEXT_FIELDS, type GalleryItemCreate, type GalleryItemFields, type GalleryTextField } from './contracts/gallery';
import type { ImportDraft } from './contracts/ipc';
import type { UploadResult } from './contracts/media';
import { matchKeywords, type CategoryNames, type CountryInLanguages, type EmbeddedTexts } from './photo-metadata';

export interface FileFacts {
  fileName: string;
  /** The photographer's own texts in the file (IPTC/XMP from Lightroom or Photo Mechanic). */
  texts?: EmbeddedTexts | null;
  /** A place the file's surroundings name (its folder, a GPS region), used when its texts do not. */
  location?: string | null;
  /** The country its GPS position lies in, used when its texts do not name one. */
  country?: Omit<CountryInLanguages, 'code'> | null;
}

const clip = (text: string | null | undefined, max: number) => (text?.trim() ? text.trim().slice(0, max) : null);

/**
 * The proposed fields of a new file: the photographer's texts in the file first, then the file's
 * name for the title. New items wait unpublished for the photographer's review, without categories.
 */
export function proposedFields({ fileName, texts, location, country }: FileFacts): GalleryItemFields {
  const named = texts?.country ?? country ?? null;
  const empty = Object.fromEntries(GALLERY_TEXT_FIELDS.map((key) => [key, null])) as Record<GalleryTextField, null>;
  return {
    ...empty,
    title: clip(texts?.title, 200) ?? titleFromFileName(fileName).slice(0, 200),
    description: clip(texts?.description, 5000),
    location: clip(texts?.location ?? location, 200),
    country: clip(named?.nl, 100),
    countryEn: clip(named?.en, 100),
    countrySv: clip(named?.sv, 100),
    categoryIds: [],
    isPublished: false,
    sensitiveLocation: false,
  };
}

/**
 * Fields set on many items at once: a text that is filled in replaces, an empty one keeps each
 * item's own; chosen categories are added (or replace, for the desktop's "set" mode); flags that
 * are given are set.
 */
export function applyBulkEdit<F extends GalleryItemFields>(fields: F, patch: Partial<GalleryItemFields>, mode: { addCategories: boolean } = { addCategories: true }): F {
  const next = { ...fields };
  for (const key of ['title', ...GALLERY_TEXT_FIELDS] as const) {
    const value = patch[key];
    if (typeof value === 'string' && value.trim() !== '') next[key] = value.trim();
  }
  if (patch.categoryIds) next.categoryIds = mode.addCategories ? [...new Set([...fields.categoryIds, ...patch.categoryIds])] : [...patch.categoryIds];
  if (typeof patch.isPublished === 'boolean') next.isPublished = patch.isPublished;
  if (typeof patch.sensitiveLocation === 'boolean') next.sensitiveLocation = patch.sensitiveLocation;
  return next;
}

/**
 * A title from a pattern for many items at once: `{n}` is the item's number in the selection
 * (from 1), `{name}` its file name without the extension; anything else is kept as written.
 */
export function titleFromPattern(pattern: string, n: number, fileName: string): string {
  const name = fileName.replace(/\.[^.]+$/, '');
  return pattern.replace(/\{n\}/g, String(n)).replace(/\{name\}/g, name).trim();
}

/**
 * The POST /api/admin/gallery/items body for an uploaded file and the fields chosen for it: the
 * media by its key (the URL only for an answer without one).
 */
export function galleryItemPayload(upload: Pick<UploadResult, 'type' | 'url' | 'thumbnailUrl'> & { hash?: string | null }, fields: GalleryItemFields): GalleryItemCreate {
  const media = upload.hash ? { mediaHash: upload.hash } : { url: upload.url };
  return { ...fields, type: upload.type, ...media, thumbnailUrl: upload.thumbnailUrl };
}

/**
 * Adds to each draft the categories its keywords name (in any language, ignoring case and accents);
 * returns the keywords no category is named after, to be offered, never created silently.
 */
export function matchDraftKeywords(drafts: ImportDraft[], categories: CategoryNames[]): { drafts: ImportDraft[]; unmatched: string[] } {
  const unmatched = new Map<string, string>();
  const matched = drafts.map((d) => {
    if (!d.keywords.length) return d;
    const m = matchKeywords(d.keywords, categories);
    for (const k of m.unmatched) if (!unmatched.has(k.toLowerCase())) unmatched.set(k.toLowerCase(), k);
    const categoryIds = [...new Set([...d.fields.categoryIds, ...m.categoryIds])];
    return categoryIds.length === d.fields.categoryIds.length ? d : { ...d, fields: { ...d.fields, categoryIds } };
  });
  return { drafts: matched, unmatched: [...unmatched.values()] };
}
