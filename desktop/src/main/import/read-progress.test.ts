import type { ReadProgress } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { readProgress } from './read-progress';

describe('readProgress', () => {
  it('reports files and bytes read, the time left at the pace so far, and the end', () => {
    let clock = 1000;
    const seen: ReadProgress[] = [];
    const progress = readProgress(4, 400, (p) => seen.push(p), { everyMs: 100, now: () => clock });
    expect(seen[0]).toEqual({ filesRead: 0, filesTotal: 4, bytesRead: 0, bytesTotal: 400, etaMs: null });
    clock += 100;
    progress.fileRead(100);
    // A quarter of the bytes in 100 ms: 300 ms to go.
    expect(seen.at(-1)).toEqual({ filesRead: 1, filesTotal: 4, bytesRead: 100, bytesTotal: 400, etaMs: 300 });
    clock += 10;
    progress.fileRead(100);
    expect(seen).toHaveLength(2);
    clock += 10;
    progress.fileRead(100);
    progress.fileRead(100);
    expect(seen.at(-1)).toMatchObject({ filesRead: 4, bytesRead: 400, etaMs: 0 });
  });
});
