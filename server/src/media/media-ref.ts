import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { getAsset } from './assets';
import { mediaKeyOfUrl } from './media-files';

/** Where a write's media is: a stored asset (by key) or a URL outside this site; never both. */
export type MediaRef = { mediaHash: string; url: null } | { mediaHash: null; url: string };

export const UNKNOWN_MEDIA = 'No uploaded file has this media key: upload it first';

/**
 * The API edge's one translation: a key is taken as is once the asset exists; a URL of this
 * site's media becomes its key; any other URL stays a URL (media outside this site).
 */
export async function mediaRefOf(db: Db, input: { mediaHash?: string | null; url?: string | null }): Promise<MediaRef> {
  if (input.mediaHash) {
    if (!(await getAsset(db, input.mediaHash))) throw new AppError('unprocessable', UNKNOWN_MEDIA);
    return { mediaHash: input.mediaHash, url: null };
  }
  const url = input.url ?? '';
  const key = mediaKeyOfUrl(url);
  if (key && (await getAsset(db, key))) return { mediaHash: key, url: null };
  return { mediaHash: null, url };
}
