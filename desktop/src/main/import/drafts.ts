import type { DraftFields } from '@portfolio/shared';
import { proposedFields } from '@portfolio/shared/gallery-fields';
import type { EmbeddedTexts } from '@portfolio/shared/photo-metadata';
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
  /** The photographer's own texts in the file (IPTC/XMP from Lightroom or Photo Mechanic). */
  texts?: EmbeddedTexts;
}

/**
 * The proposed fields of one file, as the browser's bulk upload proposes them, with what only a
 * folder on disk tells: the location from the folder (else a GPS region such as Svalbard) and the
 * country in Dutch, English and Swedish from GPS.
 */
export function buildDraftFields({ fileName, relativePath, country, texts }: DraftInput): DraftFields {
  return proposedFields({ fileName, texts, location: locationFromPath(relativePath) ?? country?.region, country });
}
