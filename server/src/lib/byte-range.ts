/** A byte range of a file of `size` bytes, both ends included. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a Range header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`): null when there is
 * none to honour (no header, another unit, several ranges: the whole file is sent), 'unsatisfiable'
 * when it lies outside the file.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
