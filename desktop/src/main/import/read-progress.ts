import type { ReadProgress } from '@portfolio/shared';

/**
 * Counts files and bytes read of a known total and reports it at most every `everyMs` (and once
 * at the end), with the time left at the pace so far.
 */
export function readProgress(filesTotal: number, bytesTotal: number, emit: (p: ReadProgress) => void, { everyMs = 200, now = Date.now } = {}) {
  const started = now();
  let filesRead = 0;
  let bytesRead = 0;
  let last = 0;
  const snapshot = (): ReadProgress => {
    const elapsed = now() - started;
    const etaMs = bytesRead > 0 && elapsed > 0 ? Math.round(((bytesTotal - bytesRead) * elapsed) / bytesRead) : null;
    return { filesRead, filesTotal, bytesRead, bytesTotal, etaMs: filesRead === filesTotal ? 0 : etaMs };
  };
  emit(snapshot());
  return {
    fileRead(bytes: number) {
      filesRead++;
      bytesRead += bytes;
      const at = now();
      if (filesRead === filesTotal || at - last >= everyMs) {
        last = at;
        emit(snapshot());
      }
    },
  };
}
