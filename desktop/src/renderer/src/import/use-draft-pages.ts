import type { DraftFields, DraftRow } from '@portfolio/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call, desktop } from '../desktop-bridge';

/** Rows asked of main at a time (thumbnails make a row a few KB). */
export const DRAFT_PAGE = 50;

/**
 * The drafts kept in main, a page at a time: the pages covering the rows in view (`first`..`last`)
 * are asked for, and asked again whenever `version` changes (a read, a batch edit, the queue moved).
 * Pages out of view are dropped, so the screen holds what it shows, however long the card.
 */
export function useDraftPages(first: number, last: number, version: number) {
  const [pages, setPages] = useState<ReadonlyMap<number, DraftRow[]>>(new Map());
  const [total, setTotal] = useState(0);
  const [uploadable, setUploadable] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const loaded = useRef(new Map<number, number>());

  const firstPage = Math.floor(Math.max(0, first) / DRAFT_PAGE);
  const lastPage = Math.floor(Math.max(0, last) / DRAFT_PAGE);

  useEffect(() => {
    let live = true;
    const wanted: number[] = [];
    for (let p = firstPage; p <= lastPage; p++) if (loaded.current.get(p) !== version) wanted.push(p);
    for (const p of wanted) {
      loaded.current.set(p, version);
      call(desktop().import.page({ offset: p * DRAFT_PAGE, limit: DRAFT_PAGE })).then(
        (answer) => {
          if (!live) return;
          setTotal(answer.total);
          setUploadable(answer.uploadable);
          setError(null);
          setPages((old) => {
            const next = new Map<number, DraftRow[]>();
            for (const [n, rows] of old) if (n >= firstPage - 1 && n <= lastPage + 1) next.set(n, rows);
            return next.set(p, answer.rows);
          });
        },
        (err: unknown) => {
          loaded.current.delete(p);
          if (live) setError(err instanceof Error ? err.message : String(err));
        },
      );
    }
    // A page dropped from view is asked for again when it comes back.
    for (const p of [...loaded.current.keys()]) if (p < firstPage - 1 || p > lastPage + 1) loaded.current.delete(p);
    return () => {
      live = false;
      for (const p of wanted) if (loaded.current.get(p) === version) loaded.current.delete(p);
    };
  }, [firstPage, lastPage, version]);

  /** The row at a position, or undefined while its page is on the way. */
  const rowAt = useCallback((index: number) => pages.get(Math.floor(index / DRAFT_PAGE))?.[index % DRAFT_PAGE], [pages]);

  /** A row's fields as typed: shown at once, kept in main. */
  const setFields = useCallback((id: string, fields: DraftFields) => {
    setPages((old) => {
      const next = new Map(old);
      for (const [n, rows] of old) {
        const at = rows.findIndex((r) => r.id === id);
        if (at >= 0) next.set(n, rows.map((r, i) => (i === at ? { ...r, fields } : r)));
      }
      return next;
    });
    call(desktop().import.setFields({ id, fields })).catch((err: unknown) => setError(err instanceof Error ? err.message : String(err)));
  }, []);

  /** Forgets every page (the session was cleared). */
  const reset = useCallback(() => {
    loaded.current.clear();
    setPages(new Map());
    setTotal(0);
    setUploadable(0);
  }, []);

  return { total, uploadable, rowAt, setFields, reset, error };
}
