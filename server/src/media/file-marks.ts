import type { Db } from '../db/db-type';
import type { FileMarks } from './derivatives';
import { rightsXmpFor } from './rights-xmp';
import { proofMarkFor, watermarkFor } from './watermark';

/** What the files of the original `hash` carry now: the rights (with the photo's title), the watermark and the proofs' mark. */
export async function fileMarksFor(db: Db, publicUrl: string, hash: string): Promise<FileMarks> {
  const [xmp, watermark, proof] = await Promise.all([rightsXmpFor(db, publicUrl, hash), watermarkFor(db), proofMarkFor(db)]);
  return { xmp, watermark, proof };
}

/** Equal for two marks that make the same files. */
export function sameMarks(a: FileMarks, b: FileMarks): boolean {
  const key = (m: FileMarks) => JSON.stringify([m.xmp, m.watermark?.watermark ?? null, m.watermark?.text ?? null, m.proof?.watermark ?? null, m.proof?.text ?? null]);
  return key(a) === key(b);
}
