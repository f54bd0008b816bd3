import { AppError } from './app-error';

/** A keyset cursor: the sort keys of the last row of a page, opaque to clients. */
export const encodeCursor = (values: Array<number | string>) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** The sort keys a cursor holds; a 400 for anything that is not one of ours. */
export function decodeCursor(cursor: string, length: number): Array<number | string> {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(values) && values.length === length && values.every((v) => typeof v === 'number' || typeof v === 'string')) return values;
  } catch {
    // Falls through to the 400 below.
  }
  throw new AppError('bad_request', 'Invalid cursor');
}

/** A cursor of whole numbers only (a place and an id, say), or null when none was sent. */
export function decodeNumberCursor(cursor: string | undefined, length: number): number[] | null {
  if (!cursor) return null;
  const values = decodeCursor(cursor, length);
  if (!values.every((v) => Number.isSafeInteger(v))) throw new AppError('bad_request', 'Invalid cursor');
  return values as number[];
}
