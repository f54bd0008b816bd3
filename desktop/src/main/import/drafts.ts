import { titleFromFileName, type DraftFields } from '@portfolio/shared';
import type { CountryNames } from './gps-country';

/**
 * Folder names that say nothing about the place: camera and card structure (DCIM, 100CANON,
 * 101ND850, 100MSDCF, PRIVATE, AVCHD), export folders and day numbers.
 */
const GENERIC_FOLDER = [
  /^dcim$/i, /^\d{3}[a-z0-9_]{5}$/i, /^\d{3}_\d{4}$/, /^(private|avchd|m4root|clip|misc|bdmv|stream|sub|thmbnl|xdroot)$/i,
  /^(camera|photos?|pictures?|images?|foto'?s?|bilder|videos?|export(ed)?|edited|raw|jpe?g|selects?|picks?|new folder|nieuwe map|ny mapp)$/i,
  /^(day|dag)\s*\d+$/i, /^card\s*\d*$/i, /^untitled( folder)?$/i, /^[\d\s._-]+$/,
];

/** "2024-06-12 Longyearbyen" → "Longyearbyen"; "Lofoten_winter-2023" → "Lofoten winter 2023". */
export function placeFromFolderName(name: string): string | null {
  if (GENERIC_FOLDER.some((re) => re.test(name.trim()))) return null;
  const cleaned = name
    .replace(/^\d{4}[-_. ]?\d{2}([-_. ]?\d{2})?[\s_-]*/, '')
    .replace(/[_]+/g, ' ')
    .replace(/(?<=\S)-(?=\S)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned && !GENERIC_FOLDER.some((re) => re.test(cleaned)) ? cleaned.slice(0, 200) : null;
}

/** The nearest folder (from the file upwards, within what was dropped) whose name is a place. */
export function locationFromPath(relativePath: string): string | null {
  const folders = relativePath.split('/').slice(0, -1);
  for (let i = folders.length - 1; i >= 0; i--) {
    const place = placeFromFolderName(folders[i]);
    if (place) return place;
  }
  return null;
}

export interface DraftInput {
  fileName: string;
  relativePath: string;
  country: CountryNames | null;
}

/**
 * The proposed fields of one file: title from the file name, location
 * from the folder (else a GPS region such as Svalbard), country in Dutch, English and Swedish from
 * GPS. New photos are published, as in the browser's bulk upload.
 */
export function buildDraftFields({ fileName, relativePath, country }: DraftInput): DraftFields {
  return {
    title: titleFromFileName(fileName).slice(0, 200),
    description: '',
    location: locationFromPath(relativePath) ?? country?.region ?? '',
    country: country?.nl ?? '',
    countryEn: country?.en ?? '',
    countrySv: country?.sv ?? '',
    categoryIds: [],
    isPublished: true,
  };
}

/** Fields that apply to many rows at once: only the keys that are set change. */
export function applyBulkEdit(fields: DraftFields, patch: Partial<DraftFields>, mode: { addCategories: boolean } = { addCategories: true }): DraftFields {
  const next = { ...fields };
  for (const key of ['title', 'description', 'location', 'country', 'countryEn', 'countrySv'] as const) {
    const v = patch[key];
    if (typeof v === 'string' && v.trim() !== '') next[key] = v.trim();
  }
  if (patch.categoryIds) next.categoryIds = mode.addCategories ? [...new Set([...fields.categoryIds, ...patch.categoryIds])] : [...patch.categoryIds];
  if (typeof patch.isPublished === 'boolean') next.isPublished = patch.isPublished;
  return next;
}
