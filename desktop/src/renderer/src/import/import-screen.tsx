import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { z } from 'zod';
import { API, CategoryAdminSchema, type CategoryAdmin, type DraftFields, type ImportDraft, type QueueSnapshot, type ReadProgress, type ScanSummary } from '@portfolio/shared';
import { AddToCollectionButton, useAdminApi, useAdminT, useAuthStore } from '@portfolio/web/admin';
import { Badge, Button, Checkbox, Input, Progress } from '@portfolio/web/ui';
import { applyBulkEdit, matchDraftKeywords, titleFromPattern } from '@portfolio/shared/gallery-fields';
import { call, desktop } from '../desktop-bridge';
import { BulkEditPanel, type BulkPatch } from './bulk-edit-panel';
import { formatBytes, formatDuration, rowStatus, statusLabel, STATUS_VARIANT } from './format';

const UPLOADABLE = new Set(['new', 'failed', 'cancelled']);

/** The set with `id` in it or out of it. */
function toggled(set: Set<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * Import: drop a card's folder (or pick it), check and fix the proposed titles, places, countries
 * and categories, then upload. The upload runs in main and survives a restart; this screen shows it.
 */
export function ImportScreen({ serverUrl }: { serverUrl: string }) {
  const t = useAdminT();
  const token = useAuthStore((s) => s.token) ?? '';
  const adminApi = useAdminApi();
  const [drafts, setDrafts] = useState<ImportDraft[]>([]);
  // Off: new photos wait under "To review" in the gallery (unless a row was marked published).
  const [publishAtOnce, setPublishAtOnce] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [snapshot, setSnapshot] = useState<QueueSnapshot | null>(null);
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

  useEffect(() => {
    const off = desktop().upload.onProgress(setSnapshot);
    call(desktop().upload.get({})).then(setSnapshot, () => undefined);
    return off;
  }, []);

  // Keywords in the files pick the categories named after them; the rest are offered below.
  const [offered, setOffered] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (!categories.length && !drafts.some((d) => d.keywords.length)) return;
    const { drafts: matched, unmatched } = matchDraftKeywords(drafts, categories);
    if (matched.some((d, i) => d !== drafts[i])) setDrafts(matched);
    setOffered((old) => (old.join('\n') === unmatched.join('\n') ? old : unmatched));
  }, [drafts, categories]);

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

  const addScan = useCallback((summary: ScanSummary) => {
    setDrafts((old) => [...old, ...summary.drafts]);
    const newCount = summary.drafts.filter((d) => d.status === 'new').length;
    const parts = [t('desktop.import.filesRead', { count: summary.drafts.length }), t('desktop.import.new', { count: newCount })];
    const on = summary.drafts.filter((d) => d.status === 'on-server').length;
    const dup = summary.drafts.filter((d) => d.status === 'duplicate').length;
    const broken = summary.drafts.filter((d) => d.status === 'broken').length;
    if (on) parts.push(t('desktop.import.onServer', { count: on }));
    if (dup) parts.push(t('desktop.import.duplicates', { count: dup }));
    if (broken) parts.push(t('desktop.import.broken', { count: broken }));
    if (summary.skipped) parts.push(t('desktop.import.skipped', { count: summary.skipped }));
    setNotice(parts.join(' · '));
    setError(summary.lookupError);
  }, [t]);

  async function run(op: Promise<Parameters<typeof addScan>[0]>) {
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

  const queueById = useMemo(() => new Map(snapshot?.items.map((i) => [i.id, i]) ?? []), [snapshot]);
  const rows = drafts.map((d) => ({ draft: d, queued: queueById.get(d.id) }));
  const uploadable = rows.filter((r) => UPLOADABLE.has(rowStatus(r.draft.status, r.queued?.status)) && r.draft.hash);
  const running = snapshot?.state === 'running';
  const paused = snapshot?.state === 'paused' && snapshot.counts.pending > 0;
  const hasFailed = (snapshot?.counts.failed ?? 0) + (snapshot?.counts.cancelled ?? 0) > 0;
  const allSelected = drafts.length > 0 && selected.size === drafts.length;

  const setFields = (ids: Set<string> | string[], update: (f: DraftFields) => DraftFields) => {
    const set = new Set(ids);
    setDrafts((old) => old.map((d) => (set.has(d.id) ? { ...d, fields: update(d.fields) } : d)));
  };

  /** The batch edit over every selected row in one pass; a title pattern numbers them in list order. */
  const applyToSelected = ({ titlePattern, ...patch }: BulkPatch) => {
    let n = 0;
    setDrafts((old) =>
      old.map((d) => {
        if (!selected.has(d.id)) return d;
        const fields = applyBulkEdit(d.fields, patch);
        return { ...d, fields: titlePattern ? { ...fields, title: titleFromPattern(titlePattern, ++n, d.fileName) } : fields };
      }),
    );
  };

  // Only the rows on screen are drawn: a card of 10,000 files scrolls like one of 50.
  const body = useRef<HTMLTableSectionElement>(null);
  const [margin, setMargin] = useState(0);
  const hasRows = drafts.length > 0;
  useLayoutEffect(() => {
    if (hasRows && body.current) setMargin(body.current.getBoundingClientRect().top + window.scrollY);
  }, [hasRows]);
  const virtual = useWindowVirtualizer({ count: rows.length, estimateSize: () => 76, overscan: 10, scrollMargin: margin });
  const shown = virtual.getVirtualItems();
  const padTop = shown.length ? shown[0]!.start - margin : 0;
  const padBottom = shown.length ? virtual.getTotalSize() - (shown.at(-1)!.end - margin) : 0;

  async function upload() {
    const chosen = selected.size ? uploadable.filter((r) => selected.has(r.draft.id)) : uploadable;
    if (!chosen.length) {
      setError(t('desktop.import.selectFiles'));
      return;
    }
    setError(null);
    try {
      setSnapshot(await call(desktop().upload.start({ token, items: chosen.map((r) => ({ id: r.draft.id, fields: publishAtOnce ? { ...r.draft.fields, isPublished: true } : r.draft.fields })) })));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }

  const control = async (op: Promise<Awaited<ReturnType<typeof call<QueueSnapshot | null>>>>) => {
    try {
      const snap = await op;
      if (snap) setSnapshot(snap);
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
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      {paused && !drafts.length && (
        <p role="status" className="rounded-md border bg-card p-3 text-sm">
          {t('desktop.import.interrupted', { count: snapshot!.counts.pending })}
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

      {selected.size > 0 && (
        <BulkEditPanel count={selected.size} categories={categories} onApply={applyToSelected} />
      )}

      {snapshot && snapshot.counts.total > 0 && (
        <section aria-label={t('desktop.import.progressLabel')} className="space-y-2 rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span data-testid="upload-counts">
              {t('desktop.import.uploadedOf', { done: snapshot.counts.complete, total: snapshot.counts.total })}
              {snapshot.counts.failed ? ` · ${t('desktop.import.failedCount', { count: snapshot.counts.failed })}` : ''}
              {snapshot.counts.cancelled ? ` · ${t('desktop.import.cancelledCount', { count: snapshot.counts.cancelled })}` : ''}
            </span>
            <span>
              {t('desktop.import.bytesOf', { done: formatBytes(snapshot.bytesDone), total: formatBytes(snapshot.bytesTotal) })}
              {running ? ` · ${formatDuration(snapshot.etaMs)}` : ''}
            </span>
            <span data-testid="upload-state">{snapshot.state}</span>
          </div>
          <Progress value={snapshot.progress * 100} label={t('desktop.import.overall')} />
          {/* The photos uploaded so far can go into a collection (a story, a trip) at once. */}
          <AddToCollectionButton itemIds={snapshot.items.flatMap((i) => (i.galleryItemId ? [i.galleryItemId] : []))} />
        </section>
      )}

      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm" htmlFor="import-publish">
          <Checkbox id="import-publish" checked={publishAtOnce} disabled={running} onCheckedChange={(v) => setPublishAtOnce(v === true)} />
          {t('desktop.import.publishAtOnce')}
        </label>
        <Button onClick={upload} disabled={running || !uploadable.length}>
          {t('desktop.import.upload', { count: selected.size ? uploadable.filter((r) => selected.has(r.draft.id)).length : uploadable.length })}
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
        {drafts.length > 0 && !running && (
          <Button
            variant="ghost"
            onClick={async () => {
              await desktop().import.clear({});
              setDrafts([]);
              setSelected(new Set());
              setNotice(null);
            }}
          >
            {t('desktop.import.clear')}
          </Button>
        )}
      </div>

      {drafts.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left">
              <tr>
                <th className="p-2">
                  <Checkbox
                    aria-label={t('desktop.import.selectAll')}
                    checked={allSelected}
                    onCheckedChange={(v) => setSelected(v === true ? new Set(drafts.map((d) => d.id)) : new Set())}
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
                const { draft, queued } = rows[v.index]!;
                return (
                  <DraftRow
                    key={draft.id}
                    index={v.index}
                    measure={virtual.measureElement}
                    draft={draft}
                    queued={queued}
                    selected={selected.has(draft.id)}
                    onSelect={(on) => setSelected((old) => toggled(old, draft.id, on))}
                    onFields={(update) => setFields([draft.id], update)}
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

/** One file of the import: its picture and name, the fields to check and its status. */
function DraftRow({
  draft,
  queued,
  index,
  measure,
  selected,
  onSelect,
  onFields,
}: {
  draft: ImportDraft;
  queued: QueueSnapshot['items'][number] | undefined;
  index: number;
  measure: (el: HTMLTableRowElement | null) => void;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onFields: (update: (f: DraftFields) => DraftFields) => void;
}) {
  const t = useAdminT();
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
          {(['country', 'countryEn', 'countrySv'] as const).map((key) => (
            <Input
              key={key}
              aria-label={t('desktop.import.countryOf', { lang: key === 'country' ? 'NL' : key === 'countryEn' ? 'EN' : 'SV', name: draft.fileName })}
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
