import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { z } from 'zod';
import { API, FIELD_LANGUAGES, IN_THREE_LANGUAGES, CategoryAdminSchema, type CategoryAdmin, type DraftFields, type DraftRow as DraftRowData, type QueueStatus, type ReadProgress, type ScanSummary } from '@portfolio/shared';
import { AddToCollectionButton, useAdminApi, useAdminT, useAuthStore } from '@portfolio/web/admin';
import { Badge, Button, Checkbox, Input, Progress } from '@portfolio/web/ui';
import { call, desktop } from '../desktop-bridge';
import { BulkEditPanel, type BulkPatch } from './bulk-edit-panel';
import { EVERYTHING, NOTHING, allSelected, isSelected, selectedCount, toRequest, toggle, type Selection } from './draft-selection';
import { useDraftPages } from './use-draft-pages';
import { formatBytes, formatDuration, rowStatus, statusLabel, STATUS_VARIANT } from './format';

const UPLOADABLE = new Set(['new', 'failed', 'cancelled']);
/** Row moves redraw the rows in view at most this often while the queue runs. */
const PROGRESS_REDRAW_MS = 500;

/**
 * Import: drop a card's folder (or pick it), check and fix the proposed titles, places, countries
 * and categories, then upload. The drafts and the upload live in main (the upload survives a
 * restart); this screen asks for the rows in view and shows the queue's counts.
 */
export function ImportScreen({ serverUrl }: { serverUrl: string }) {
  const t = useAdminT();
  const token = useAuthStore((s) => s.token) ?? '';
  const adminApi = useAdminApi();
  // Bumped whenever main's drafts change, so the rows in view are asked for again.
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);
  // Off: new photos wait under "To review" in the gallery (unless a row was marked published).
  const [publishAtOnce, setPublishAtOnce] = useState(false);
  const [selection, setSelection] = useState<Selection>(NOTHING);
  const [status, setStatus] = useState<QueueStatus | null>(null);
  const [categories, setCategories] = useState<CategoryAdmin[]>([]);
  const [scanning, setScanning] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    adminApi.get(API.admin.categories, z.array(CategoryAdminSchema)).then(setCategories, () => setCategories([]));
  }, [adminApi]);

  const [reading, setReading] = useState<ReadProgress | null>(null);
  useEffect(() => desktop().import.onProgress(setReading), []);

  // The queue's counts on every change; the rows in view follow at most twice a second.
  const redrawAt = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const off = desktop().upload.onProgress((next) => {
      setStatus(next);
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        redrawAt.current = Date.now();
        bump();
      }, Math.max(0, redrawAt.current + PROGRESS_REDRAW_MS - Date.now()));
    });
    call(desktop().upload.get({})).then(setStatus, () => undefined);
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [bump]);

  // Keywords in the files pick the categories named after them (in main); the rest are offered below.
  const [offered, setOffered] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const matchKeywords = useCallback(async () => {
    if (!categories.length) return;
    const { offered } = await call(desktop().import.matchKeywords({ categories: categories.map(({ id, name, nameEn, nameSv }) => ({ id, name, nameEn, nameSv })) }));
    setOffered((old) => (old.join('\n') === offered.join('\n') ? old : offered));
    bump();
  }, [categories, bump]);
  useEffect(() => {
    void matchKeywords().catch(() => undefined);
  }, [matchKeywords]);

  async function createCategory(keyword: string) {
    setCreating(true);
    try {
      const created = await adminApi.send('POST', API.admin.categories, { name: keyword, type: 'other' }, CategoryAdminSchema);
      setCategories((old) => [...old, created]);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setCreating(false);
    }
  }

  const addScan = useCallback(
    (summary: ScanSummary) => {
      const parts = [t('desktop.import.filesRead', { count: summary.added }), t('desktop.import.new', { count: summary.new })];
      if (summary.onServer) parts.push(t('desktop.import.onServer', { count: summary.onServer }));
      if (summary.duplicates) parts.push(t('desktop.import.duplicates', { count: summary.duplicates }));
      if (summary.broken) parts.push(t('desktop.import.broken', { count: summary.broken }));
      if (summary.skipped) parts.push(t('desktop.import.skipped', { count: summary.skipped }));
      setNotice(parts.join(' · '));
      setError(summary.lookupError);
      bump();
      void matchKeywords().catch(() => undefined);
    },
    [t, bump, matchKeywords],
  );

  async function run(op: Promise<ScanSummary>) {
    setScanning(true);
    setError(null);
    try {
      addScan(await op);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setScanning(false);
    }
  }

  function onDrop(e: DragEvent) {
    e.preventDefault();
    setDragging(false);
    const files = Array.from(e.dataTransfer.files);
    if (files.length) void run(call(desktop().import.dropFiles(files, { token })));
  }

  // Only the rows on screen are drawn, and only their page is asked of main: a card of 10,000 files scrolls like one of 50.
  const body = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  const [inView, setInView] = useState({ first: 0, last: 0 });
  const drafts = useDraftPages(inView.first, inView.last, version);
  const total = drafts.total;
  const hasRows = total > 0;
  useLayoutEffect(() => {
    if (hasRows && body.current) setMargin(body.current.getBoundingClientRect().top + window.scrollY);
  }, [hasRows]);
  const virtual = useWindowVirtualizer({ count: total, estimateSize: () => 76, overscan: 10, scrollMargin: margin });
  const shown = virtual.getVirtualItems();
  const first = shown[0]?.index ?? 0;
  const last = shown.at(-1)?.index ?? 0;
  useEffect(() => setInView((old) => (old.first === first && old.last === last ? old : { first, last })), [first, last]);
  const padTop = shown.length ? shown[0]!.start - margin : 0;
  const padBottom = shown.length ? virtual.getTotalSize() - (shown.at(-1)!.end - margin) : 0;

  const selected = selectedCount(selection, total);
  // How many of the ticked rows can be uploaded: main counts them (they may be far out of view).
  const [chosenUploadable, setChosenUploadable] = useState(0);
  useEffect(() => {
    if (!selected) return;
    let live = true;
    call(desktop().import.count({ selection: toRequest(selection) })).then((n) => live && setChosenUploadable(n.uploadable), () => undefined);
    return () => {
      live = false;
    };
  }, [selection, selected, version]);
  const toUpload = selected ? chosenUploadable : drafts.uploadable;

  const running = status?.state === 'running';
  const paused = status?.state === 'paused' && status.counts.pending > 0;
  const hasFailed = (status?.counts.failed ?? 0) + (status?.counts.cancelled ?? 0) > 0;

  // The photos uploaded so far can go into a collection (a story, a trip) at once.
  const [created, setCreated] = useState<number[]>([]);
  const completeCount = status?.counts.complete ?? 0;
  useEffect(() => {
    if (!completeCount) {
      setCreated([]);
      return;
    }
    call(desktop().upload.created({})).then((r) => setCreated(r.galleryItemIds), () => undefined);
  }, [completeCount]);

  /** The batch edit over every selected row, in main in one pass; a title pattern numbers them in list order. */
  const applyToSelected = async (patch: BulkPatch) => {
    try {
      await call(desktop().import.bulkEdit({ selection: toRequest(selection), patch }));
      bump();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  async function upload() {
    if (!toUpload) {
      setError(t('desktop.import.selectFiles'));
      return;
    }
    setError(null);
    try {
      setStatus(await call(desktop().upload.start({ token, selection: selected ? toRequest(selection) : undefined, publishAtOnce })));
      bump();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  const control = async (op: Promise<QueueStatus | null>) => {
    try {
      const next = await op;
      if (next) setStatus(next);
      bump();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <div
      className="space-y-4"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('desktop.import.title')}</h1>
          <p className="text-sm text-muted-foreground">{t('desktop.import.to', { server: serverUrl })}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" disabled={scanning} onClick={() => run(call(desktop().import.pick({ mode: 'folders', token })))}>
            {t('desktop.import.chooseFolder')}
          </Button>
          <Button variant="outline" disabled={scanning} onClick={() => run(call(desktop().import.pick({ mode: 'files', token })))}>
            {t('desktop.import.chooseFiles')}
          </Button>
        </div>
      </header>

      <div
        data-testid="drop-zone"
        className={`rounded-lg border-2 border-dashed p-8 text-center text-sm ${dragging ? 'border-primary bg-accent' : 'text-muted-foreground'}`}
      >
        {scanning ? t('desktop.import.reading') : t('desktop.import.dropHint')}
      </div>

      {scanning && reading && (
        <section aria-label={t('desktop.import.readingLabel')} className="space-y-2 rounded-lg border bg-card p-4" data-testid="read-progress">
          <p role="status" className="text-sm">
            {t('desktop.import.readingProgress', { done: reading.filesRead, total: reading.filesTotal })} ·{' '}
            {t('desktop.import.bytesOf', { done: formatBytes(reading.bytesRead), total: formatBytes(reading.bytesTotal) })} · {formatDuration(reading.etaMs)}
          </p>
          <Progress value={reading.bytesTotal ? (reading.bytesRead / reading.bytesTotal) * 100 : 0} label={t('desktop.import.readingLabel')} />
        </section>
      )}

      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      {(error ?? drafts.error) && (
        <p role="alert" className="text-sm text-destructive">
          {error ?? drafts.error}
        </p>
      )}

      {paused && !hasRows && (
        <p role="status" className="rounded-md border bg-card p-3 text-sm">
          {t('desktop.import.interrupted', { count: status!.counts.pending })}
        </p>
      )}

      {offered.length > 0 && (
        <section aria-label={t('desktop.import.keywordsLabel')} data-testid="offered-keywords" className="space-y-2 rounded-lg border bg-card p-3 text-sm">
          <p className="text-muted-foreground">{t('desktop.import.keywordsHint')}</p>
          <div className="flex flex-wrap gap-2">
            {offered.map((k) => (
              <Button key={k} size="sm" variant="outline" disabled={creating} aria-label={t('desktop.import.createCategory', { name: k })} onClick={() => void createCategory(k)}>
                + {k}
              </Button>
            ))}
          </div>
        </section>
      )}

      {selected > 0 && <BulkEditPanel count={selected} categories={categories} onApply={(patch) => void applyToSelected(patch)} />}

      {status && status.counts.total > 0 && (
        <section aria-label={t('desktop.import.progressLabel')} className="space-y-2 rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span data-testid="upload-counts">
              {t('desktop.import.uploadedOf', { done: status.counts.complete, total: status.counts.total })}
              {status.counts.failed ? ` · ${t('desktop.import.failedCount', { count: status.counts.failed })}` : ''}
              {status.counts.cancelled ? ` · ${t('desktop.import.cancelledCount', { count: status.counts.cancelled })}` : ''}
            </span>
            <span>
              {t('desktop.import.bytesOf', { done: formatBytes(status.bytesDone), total: formatBytes(status.bytesTotal) })}
              {running ? ` · ${formatDuration(status.etaMs)}` : ''}
            </span>
            <span data-testid="upload-state">{status.state}</span>
          </div>
          <Progress value={status.progress * 100} label={t('desktop.import.overall')} />
          <AddToCollectionButton itemIds={created} />
        </section>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm" htmlFor="import-publish">
          <Checkbox id="import-publish" checked={publishAtOnce} disabled={running} onCheckedChange={(v) => setPublishAtOnce(v === true)} />
          {t('desktop.import.publishAtOnce')}
        </label>
        <Button onClick={upload} disabled={running || !toUpload}>
          {t('desktop.import.upload', { count: toUpload })}
        </Button>
        {running && (
          <Button variant="outline" onClick={() => control(call(desktop().upload.pause({})))}>
            {t('desktop.import.pause')}
          </Button>
        )}
        {paused && (
          <Button variant="outline" onClick={() => control(call(desktop().upload.resume({ token })))}>
            {t('desktop.import.resume')}
          </Button>
        )}
        {(running || paused) && (
          <Button variant="destructive" onClick={() => control(call(desktop().upload.cancel({})))}>
            {t('desktop.import.cancel')}
          </Button>
        )}
        {!running && hasFailed && (
          <Button variant="outline" onClick={() => control(call(desktop().upload.retryFailed({ token })))}>
            {t('desktop.import.retryFailed')}
          </Button>
        )}
        {hasRows && !running && (
          <Button
            variant="ghost"
            onClick={async () => {
              await desktop().import.clear({});
              drafts.reset();
              setSelection(NOTHING);
              setNotice(null);
              bump();
            }}
          >
            {t('desktop.import.clear')}
          </Button>
        )}
      </div>

      {hasRows && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left">
              <tr>
                <th className="p-2">
                  <Checkbox
                    aria-label={t('desktop.import.selectAll')}
                    checked={allSelected(selection, total)}
                    onCheckedChange={(v) => setSelection(v === true ? EVERYTHING : NOTHING)}
                  />
                </th>
                <th className="p-2">{t('desktop.import.photo')}</th>
                <th className="p-2">{t('desktop.import.titleColumn')}</th>
                <th className="p-2">{t('desktop.import.location')}</th>
                <th className="p-2">{t('desktop.import.country')}</th>
                <th className="p-2">{t('desktop.import.date')}</th>
                <th className="p-2">{t('desktop.import.status')}</th>
              </tr>
            </thead>
            <tbody ref={body}>
              {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
              {shown.map((v) => {
                const draft = drafts.rowAt(v.index);
                if (!draft) return <PendingRow key={`pending-${v.index}`} index={v.index} measure={virtual.measureElement} />;
                return (
                  <DraftRow
                    key={draft.id}
                    index={v.index}
                    measure={virtual.measureElement}
                    draft={draft}
                    selected={isSelected(selection, draft.id)}
                    onSelect={(on) => setSelection((old) => toggle(old, draft.id, on))}
                    onFields={(update) => drafts.setFields(draft.id, update(draft.fields))}
                  />
                );
              })}
              {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A row whose page is still on its way from main. */
function PendingRow({ index, measure }: { index: number; measure: (el: HTMLTableRowElement | null) => void }) {
  return (
    <tr ref={measure} data-index={index} className="border-t" aria-hidden="true">
      <td colSpan={7} className="h-[76px] p-2">
        <div className="h-12 w-16 rounded bg-muted" />
      </td>
    </tr>
  );
}

/** One file of the import: its picture and name, the fields to check and its status. */
function DraftRow({
  draft,
  index,
  measure,
  selected,
  onSelect,
  onFields,
}: {
  draft: DraftRowData;
  index: number;
  measure: (el: HTMLTableRowElement | null) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onFields: (update: (f: DraftFields) => DraftFields) => void;
}) {
  const t = useAdminT();
  const queued = draft.queued;
  const status = rowStatus(draft.status, queued?.status);
  const editable = UPLOADABLE.has(status);
  const message = queued?.error ?? draft.message;
  return (
    <tr ref={measure} data-index={index} data-testid="draft-row" data-file={draft.relativePath} data-status={status} className="border-t align-top">
      <td className="p-2">
        <Checkbox
          aria-label={t('desktop.import.select', { name: draft.fileName })}
          checked={selected}
          onCheckedChange={(v) => onSelect(v === true)}
        />
      </td>
      <td className="p-2">
        <div className="flex items-center gap-2">
          {draft.thumbnail ? (
            <img src={draft.thumbnail} alt="" className="h-12 w-16 rounded object-cover" />
          ) : (
            <div className="flex h-12 w-16 items-center justify-center rounded bg-muted text-xs text-muted-foreground">{draft.kind ?? '—'}</div>
          )}
          <div className="max-w-56">
            <div className="truncate font-mono text-xs" title={draft.relativePath}>
              {draft.relativePath}
            </div>
            <div className="text-xs text-muted-foreground">{formatBytes(draft.size)}</div>
          </div>
        </div>
      </td>
      <td className="p-2">
        <Input
          aria-label={t('desktop.import.titleOf', { name: draft.fileName })}
          value={draft.fields.title}
          disabled={!editable}
          onChange={(e) => onFields((f) => ({ ...f, title: e.target.value }))}
        />
      </td>
      <td className="p-2">
        <Input
          aria-label={t('desktop.import.locationOf', { name: draft.fileName })}
          value={draft.fields.location ?? ''}
          disabled={!editable}
          onChange={(e) => onFields((f) => ({ ...f, location: e.target.value }))}
        />
      </td>
      <td className="p-2">
        <div className="flex min-w-64 gap-1">
          {IN_THREE_LANGUAGES.country.map((key, i) => (
            <Input
              key={key}
              aria-label={t('desktop.import.countryOf', { lang: FIELD_LANGUAGES[i]!.toUpperCase(), name: draft.fileName })}
              value={draft.fields[key] ?? ''}
              disabled={!editable}
              onChange={(e) => onFields((f) => ({ ...f, [key]: e.target.value }))}
            />
          ))}
        </div>
      </td>
      <td className="whitespace-nowrap p-2 text-xs">{draft.dateTaken ? new Date(draft.dateTaken).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : t('desktop.import.unknownDate')}</td>
      <td className="min-w-40 p-2">
        <Badge variant={STATUS_VARIANT[status]} data-testid="row-status">
          {statusLabel(status)}
        </Badge>
        {queued && (status === 'uploading' || status === 'pending') && <Progress className="mt-2" value={queued.progress * 100} label={t('desktop.import.uploadOf', { name: draft.fileName })} />}
        {message && <p className="mt-1 text-xs text-muted-foreground">{message}</p>}
      </td>
    </tr>
  );
}
