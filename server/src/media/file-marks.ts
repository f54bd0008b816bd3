import type { Db } from '../db/db-type';
import type { FileMarks } from './derivatives';
import { rightsXmpFor } from './rights-xmp';
import { watermarkFor } from './watermark';

/** What the public files of the original `hash` carry now: the rights (with the photo's title) and the watermark. */
export async function fileMarksFor(db: Db, publicUrl: string, hash: string): Promise<FileMarks> {
  const [xmp, watermark] = await Promise.all([rightsXmpFor(db, publicUrl, hash), watermarkFor(db)]);
  return { xmp, watermark };
}

/** Equal for two marks that make the same files. */
export function sameMarks(a: FileMarks, b: FileMarks): boolean {
  const key = (m: FileMarks) => JSON.stringify([m.xmp, m.watermark?.watermark ?? null, m.watermark?.text ?? null]);
  return key(a) === key(b);
}
