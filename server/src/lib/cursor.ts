import { AppError } from './app-error';

/** A keyset cursor: the sort keys of the last row of a page, opaque to clients. */
export const encodeCursor = (values: Array<number | string>) => Buffer.from(JSON.stringify(values)).toString('base64url');

/** What each value of a cursor must be: a whole number (an id, a time, a place) or a text (a name, an order key). */
export type CursorKind = 'int' | 'text';

/** The longest text a cursor value may hold (the longest sort key is a 200-character title). */
const MAX_TEXT = 500;

const fits = (value: unknown, kind: CursorKind) => (kind === 'text' ? typeof value === 'string' && value.length <= MAX_TEXT : Number.isSafeInteger(value));

/**
 * The sort keys a cursor holds, each of the kind its key is; a 400 for anything that is not one of
 * ours (not base64 JSON, another length, a text where a number belongs, `1e999`, a fraction),
 * so nothing a client made up reaches the query. `shape` is the number of whole numbers, or the
 * kinds one by one.
 */
export function decodeCursor(cursor: string, shape: number | readonly CursorKind[]): Array<number | string> {
  const kinds: readonly CursorKind[] = typeof shape === 'number' ? Array.from({ length: shape }, () => 'int' as const) : shape;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(values) && values.length === kinds.length && values.every((v, i) => fits(v, kinds[i]!))) return values as Array<number | string>;
  } catch {
    // Falls through to the 400 below.
  }
  throw new AppError('bad_request', 'Invalid cursor');
}

/** A cursor of whole numbers only (a place and an id, say), or null when none was sent. */
export function decodeNumberCursor(cursor: string | undefined, length: number): number[] | null {
  if (!cursor) return null;
  return decodeCursor(cursor, length) as number[];
}
