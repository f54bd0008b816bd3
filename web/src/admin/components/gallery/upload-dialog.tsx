import { API, IN_THREE_LANGUAGES, FIELD_LANGUAGES, BULK_EDIT_TEXT_FIELDS, CategoryAdminSchema, GalleryItemAdminSchema, type BulkEditTextField, type CategoryAdmin, type QueueItemStatus, type QueueSnapshot } from '@portfolio/shared';
import { applyBulkEdit, galleryItemPayload, proposedFields } from '@portfolio/shared/gallery-fields';
import { HttpError, summarizeRun, UploadQueue } from '@portfolio/shared/upload-queue';
import { matchKeywords, nameKey, type EmbeddedTexts } from '@portfolio/shared/photo-metadata';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Progress } from '../../../ui/progress';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast';
import { t as translate, useAdminT } from '../../i18n';
import { isMediaFile } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/admin-context';
import { useAuthStore } from '../../lib/auth-store';
import { browserEntries, describeUploadError, parseBulkUploadAnswer, type BrowserEntry, type QueueMessages } from '../../lib/upload-queue';
import { readEmbeddedTexts } from '../../lib/embedded-texts';
import { useFileDrop } from '../../lib/file-drop';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { xhrUpload } from '../../lib/xhr-upload';
import { LanguageTabs } from '../language-tabs';
import { CategoryCheckboxGrid } from './category-checkbox-grid';

/** The queue's texts in the admin's language. */
export const adminQueueMessages = (): QueueMessages => ({
  timeout: translate('upload.timeout'),
  failedStatus: (code) => translate('upload.failedStatus', { code }),
  noUrl: translate('upload.noUrl'),
  network: translate('upload.networkError'),
});

/** A failure that never got the server's reason: a network error or the time limit. */
function isConnectionFailure(error: string | null) {
  const messages = adminQueueMessages();
  return error === messages.network || error === messages.timeout;
}

/** The texts typed once for every file of the run. */
type SharedFields = Record<BulkEditTextField, string>;
const emptyShared = Object.fromEntries(BULK_EDIT_TEXT_FIELDS.map((key) => [key, ''])) as SharedFields;

function StatusIcon({ status }: { status: QueueItemStatus }) {
  if (status === 'complete') return <CircleCheck className="size-4 text-emerald-600" aria-hidden="true" />;
  if (status === 'failed') return <CircleAlert className="size-4 text-destructive" aria-hidden="true" />;
  if (status === 'uploading') return <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />;
  return <Clock className="size-4 text-muted-foreground" aria-hidden="true" />;
}

/**
 * Bulk upload: files go one per request to /api/admin/upload/bulk, each then becomes a
 * gallery item. The run itself is the pure queue in lib/upload-queue.ts.
 */
export function UploadDialog({
  categories,
  initialFiles = [],
  onClose,
  onUploaded,
}: {
  categories: CategoryAdmin[];
  /** Files dropped onto the gallery screen, chosen already. */
  initialFiles?: File[];
  onClose: () => void;
  onUploaded: () => void;
}) {
  const t = useAdminT();
  const api = useAdminApi();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>(() => initialFiles.filter(isMediaFile));
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [shared, setShared] = useState(emptyShared);
  // New photos wait in "To review" unless the photographer chooses otherwise for this run.
  const [publishAtOnce, setPublishAtOnce] = useState(false);
  const [queue, setQueue] = useState<QueueSnapshot | null>(null);
  const running = queue?.state === 'running';
  const phase = !queue ? 'idle' : queue.state === 'done' ? 'done' : 'running';
  const entries = queue?.items ?? [];
  const queryClient = useQueryClient();
  // Each photo's own title, caption, place, country and keywords (IPTC/XMP), read in the browser.
  const [embedded, setEmbedded] = useState<Map<File, EmbeddedTexts>>(new Map());
  useEffect(() => {
    let current = true;
    void Promise.all(files.map(async (f) => [f, await readEmbeddedTexts(f)] as const)).then((read) => current && setEmbedded(new Map(read)));
    return () => {
      current = false;
    };
  }, [files]);
  const categoriesOf = (file: File) => matchKeywords(embedded.get(file)?.keywords ?? [], categories);
  // Keywords no category is named after: offered as new categories, never created silently.
  const offered = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const texts of embedded.values()) for (const k of matchKeywords(texts.keywords, categories).unmatched) if (!byKey.has(nameKey(k))) byKey.set(nameKey(k), k);
    return [...byKey.values()];
  }, [embedded, categories]);
  const fromFiles = [...embedded.values()].filter((x) => x.title || x.description || x.location || x.country || x.keywords.length).length;
  const [creating, setCreating] = useState<string | null>(null);
  const createCategory = async (keyword: string) => {
    setCreating(keyword);
    try {
      await api.send('POST', API.admin.categories, { name: keyword, type: 'other' }, CategoryAdminSchema);
      await queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      toast({ title: t('upload.categoryCreated', { name: keyword }) });
    } catch (error) {
      toastFailure(error, errorMessage(error, t('common.requestFailed')));
    } finally {
      setCreating(null);
    }
  };
  const drop = useFileDrop((dropped) => {
    if (running) return;
    setFiles(dropped.filter(isMediaFile));
    setQueue(null);
  });
  const failures = phase === 'done' ? entries.filter((e) => e.status === 'failed') : [];
  // The connection is worth checking only when a file never got the server's answer.
  const connectionTrouble = failures.some((f) => isConnectionFailure(f.error));
  const statusLabel: Record<QueueItemStatus, string> = {
    pending: t('upload.statusPending'),
    uploading: t('upload.statusUploading'),
    complete: t('upload.statusComplete'),
    failed: t('upload.statusFailed'),
    cancelled: t('upload.statusCancelled'),
  };

  const start = async () => {
    if (files.length === 0) {
      toast({ title: t('upload.noFiles'), variant: 'destructive' });
      return;
    }
    const messages = adminQueueMessages();
    const run = new UploadQueue<BrowserEntry>({
      transport: {
        upload: async (entry, onProgress, signal) => {
          const answer = await xhrUpload({
            url: `${api.baseUrl}${API.admin.uploadBulk}`,
            field: 'files',
            file: entry.file,
            token: useAuthStore.getState().token,
            signal,
            onProgress: (fraction) => onProgress(fraction * entry.size),
          });
          return parseBulkUploadAnswer(answer.status, answer.body, messages);
        },
        createItem: async (entry, upload) => {
          // What the photographer typed for the run wins; the file's own texts fill what was left empty.
          const fields = applyBulkEdit(proposedFields({ fileName: entry.fileName, texts: embedded.get(entry.file) }), {
            ...shared,
            categoryIds: [...categoryIds, ...categoriesOf(entry.file).categoryIds],
            isPublished: publishAtOnce,
          });
          try {
            return await api.send('POST', API.admin.galleryItems, galleryItemPayload(upload, fields), GalleryItemAdminSchema);
          } catch (error) {
            throw new HttpError((error as { status?: number }).status ?? 0, errorMessage(error, t('common.requestFailed')));
          }
        },
      },
      describeError: (error) => describeUploadError(error, messages),
      timeoutMessage: () => messages.timeout,
      // A closed session ends the run: sign in again, then send what is left.
      isFatal: (error) => {
        if (!(error instanceof HttpError && error.status === 401)) return false;
        useAuthStore.getState().logout();
        return true;
      },
      retryDelaysMs: [],
      onChange: setQueue,
    });
    await run.enqueue(browserEntries(files));
    await run.start();
    const summary = summarizeRun(run.snapshot());
    onUploaded();
    if (summary.outcome === 'success') {
      toast({ title: t('upload.successTitle'), description: t('upload.successDescription', { count: summary.succeeded }) });
      setFiles([]);
      setCategoryIds([]);
      setQueue(null);
      onClose();
    } else if (summary.outcome === 'partial') {
      // A second run retries only what failed.
      setFiles(files.filter((f) => summary.failures.some((x) => x.fileName === f.name)));
      toast({ title: t('upload.partialTitle'), description: t('upload.partialDescription', { ok: summary.succeeded, total: summary.total, failed: summary.failed }) });
    } else {
      setFiles(files.filter((f) => summary.failures.some((x) => x.fileName === f.name)));
      const reasons = summary.failures.map((f) => f.error);
      const description = reasons.some(isConnectionFailure)
        ? t('upload.allFailed')
        : reasons.length === 1
          ? reasons[0]
          : t('upload.allRefused', { count: reasons.length });
      toast({ title: t('upload.failedTitle'), description, variant: 'destructive' });
    }
  };

  const field = (key: keyof SharedFields, label: string) => (
    <div key={key} className="grid gap-1">
      <Label htmlFor={`upload-${key}`}>{label}</Label>
      <Input id={`upload-${key}`} value={shared[key]} disabled={running} onChange={(e) => setShared({ ...shared, [key]: e.target.value })} />
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !running && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl" onEscapeKeyDown={(e) => running && e.preventDefault()} onPointerDownOutside={(e) => running && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t('upload.title')}</DialogTitle>
          <DialogDescription>{t('upload.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div
            {...drop.props}
            className={cn('grid gap-2 rounded-md border-2 border-dashed p-3 transition-colors', drop.dragging ? 'border-primary bg-primary/5' : 'border-border')}
            data-testid="upload-drop-zone"
          >
            <Label htmlFor="upload-files">{t('upload.files')}</Label>
            <p className="text-xs text-muted-foreground">{t('upload.dropHint')}</p>
            <input
              ref={fileInput}
              id="upload-files"
              type="file"
              multiple
              accept="image/*,video/*"
              disabled={running}
              className="block w-full text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={(e) => {
                setFiles(Array.from(e.target.files ?? []).filter(isMediaFile));
                setQueue(null);
              }}
            />
            {files.length > 0 && phase === 'idle' ? <p className="text-xs text-muted-foreground">{t('upload.selected', { count: files.length })}</p> : null}
          </div>

          {fromFiles > 0 && phase === 'idle' ? (
            <div className="grid gap-2 rounded-md border border-border p-3 text-sm" data-testid="upload-embedded">
              <p className="font-medium">{t('upload.fromFiles', { count: fromFiles })}</p>
              <ul className="grid max-h-40 gap-1 overflow-y-auto text-xs text-muted-foreground">
                {files.map((f) => {
                  const texts = embedded.get(f);
                  if (!texts?.title && !texts?.location && !texts?.country) return null;
                  const matched = categoriesOf(f).categoryIds.map((id) => categories.find((c) => c.id === id)?.name).filter(Boolean);
                  return (
                    <li key={f.name} data-testid="upload-embedded-file">
                      <span className="font-medium text-foreground">{texts.title ?? f.name}</span>
                      {[texts.location, texts.country?.en].filter(Boolean).length ? ` · ${[texts.location, texts.country?.en].filter(Boolean).join(', ')}` : ''}
                      {matched.length ? ` · ${t('upload.withCategories', { names: matched.join(', ') })}` : ''}
                    </li>
                  );
                })}
              </ul>
              {offered.length > 0 ? (
                <div className="grid gap-1">
                  <p className="text-xs text-muted-foreground">{t('upload.keywordsOffered')}</p>
                  <div className="flex flex-wrap gap-2">
                    {offered.map((k) => (
                      <Button key={k} type="button" size="sm" variant="outline" disabled={creating !== null} onClick={() => void createCategory(k)} aria-label={t('upload.createCategory', { name: k })}>
                        + {k}
                      </Button>
                    ))}
                  </div>
                </div>
              ) : null}
            </div>
          ) : null}

          {entries.length > 0 ? (
            <ul className="grid max-h-60 gap-2 overflow-y-auto rounded-md border border-border p-3" aria-live="polite" data-testid="upload-queue">
              {entries.map((entry) => (
                <li key={entry.id} className="grid gap-1" data-status={entry.status}>
                  <div className="flex items-center gap-2 text-sm">
                    <StatusIcon status={entry.status} />
                    <span className="min-w-0 flex-1 truncate">{entry.fileName}</span>
                    <span className="text-xs text-muted-foreground">{statusLabel[entry.status]}</span>
                  </div>
                  {entry.status === 'uploading' || entry.status === 'complete' ? <Progress value={entry.progress * 100} label={entry.fileName} /> : null}
                  {entry.error && phase !== 'done' ? <p className="text-xs text-destructive">{entry.error}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}

          {failures.length > 0 ? (
            <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" data-testid="upload-failures">
              <p className="font-medium text-destructive">{t('upload.failedList')}</p>
              <ul className="my-2 list-disc pl-5">
                {failures.map((f, i) => (
                  <li key={f.id}>
                    {f.fileName}: {f.error}
                  </li>
                ))}
              </ul>
              {connectionTrouble ? <p>{t('upload.failedHint')}</p> : null}
            </div>
          ) : null}

          <CategoryCheckboxGrid categories={categories} value={categoryIds} onChange={setCategoryIds} label={t('upload.categories')} />
          <fieldset className="grid gap-3" disabled={running}>
            <legend className="mb-1 text-sm font-medium">{t('upload.sharedFields')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {field('location', t('bulkEdit.location'))}
              {IN_THREE_LANGUAGES.country.map((name, i) => field(name, t('bulkEdit.countryIn', { lang: FIELD_LANGUAGES[i]!.toUpperCase() })))}
            </div>
            <LanguageTabs label={t('bulkEdit.descriptionLabel')} names={IN_THREE_LANGUAGES.description}>
              {(name, label) => <Textarea aria-label={label} rows={2} value={shared[name]} onChange={(e) => setShared({ ...shared, [name]: e.target.value })} />}
            </LanguageTabs>
          </fieldset>
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Checkbox id="upload-publish" checked={publishAtOnce} disabled={running} onCheckedChange={(v) => setPublishAtOnce(v === true)} />
              <Label htmlFor="upload-publish">{t('upload.publishAtOnce')}</Label>
            </div>
            <p className="text-xs text-muted-foreground">{publishAtOnce ? t('upload.publishAtOnceHint') : t('upload.reviewHint')}</p>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={running} onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void start()} disabled={running}>
            <Upload aria-hidden="true" />
            {running ? t('upload.uploading') : t('upload.start', { count: files.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
