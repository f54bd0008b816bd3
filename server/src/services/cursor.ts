import { AppError } from '../lib/app-error';

/*
 * Keyset cursors: where the last row of a page stood (two integers, such as a place and an id), so
 * the next page starts after it with an index seek however deep the list is.
 */

export const encodeCursor = (a: number, b: number): string => `${a.toString(36)}.${b.toString(36)}`;

/** The cursor's two numbers, or null when there is none; a cursor this server did not make is a 400. */
export function decodeCursor(cursor: string | undefined): [number, number] | null {
  if (!cursor) return null;
  const match = /^(-?[0-9a-z]{1,12})\.([0-9a-z]{1,12})$/.exec(cursor);
  const a = match ? Number.parseInt(match[1]!, 36) : Number.NaN;
  const b = match ? Number.parseInt(match[2]!, 36) : Number.NaN;
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) throw new AppError('bad_request', 'This page link is not valid: start from the first page');
  return [a, b];
}
