import type { PhotoMetadata, ResponsiveImage } from '@portfolio/shared';
import type { Db } from '../db/client';

/** What the gallery needs to know about a stored upload, found by its public URL. */
export interface StoredAsset {
  hash: string;
  kind: 'photo' | 'video';
  width: number | null;
  height: number | null;
  dateTaken: Date | null;
  metadata: PhotoMetadata | null;
  /** Poster (video) or small derivative (photo) to use as the item's thumbnail. */
  thumbnailUrl: string | null;
}

/** Finds the media asset behind a URL the upload answered, or null for an outside URL. */
export async function findAssetByUrl(_db: Db, _url: string): Promise<StoredAsset | null> {
  return null;
}

/** Responsive image data for public answers, keyed by the URL given. URLs without an asset are absent. */
export async function resolveImages(_db: Db, _urls: string[]): Promise<Map<string, ResponsiveImage>> {
  return new Map();
}
