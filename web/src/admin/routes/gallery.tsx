import { type AdminStats, AdminGalleryFacetsSchema, API, type BulkEditUpdates, CategoryAdminSchema, type GalleryBulkJob, GalleryItemAdminSchema, type GalleryItemAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Images, SquareCheck, SquareX, Trash2, Upload, Wand2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { z } from 'zod';
import { useConfirm } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { Progress } from '../../ui/progress';
import { toast } from '../../ui/toast';
import { useAdminStats } from '../components/admin-layout';
import { AddToCollectionButton } from '../components/collections/add-to-collection-dialog';
import { BulkEditDialog } from '../components/gallery/bulk-edit-dialog';
import { GalleryCard } from '../components/gallery/gallery-card';
import { GalleryFilterBar } from '../components/gallery/gallery-filter-bar';
import { UploadDialog } from '../components/gallery/upload-dialog';
import { VirtualCardGrid } from '../components/gallery/virtual-card-grid';
import { LoadMore } from '../components/load-more';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery, useErrorToast } from '../hooks/use-admin-query';
import { useBulkJobs } from '../hooks/use-bulk-jobs';
import { dropListRows, usePagedList } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { useFileDrop } from '../lib/file-drop';
import {
  defaultGalleryFilters,
  filterQuery,
  type GalleryFilters,
  type GallerySelection,
  isSelected,
  noSelection,
  selectionRequest,
  selectionSize,
  serverFilter,
  toggleSelected,
} from '../lib/gallery-filter';

/** Rows of cards asked for at a time. */
const GALLERY_PAGE = 60;

/** The toast when a bulk job is done, by its action. */
const DONE_MESSAGE: Record<GalleryBulkJob['action'], string> = {
  edit: 'gallery.bulkUpdated',
  publish: 'gallery.published',
  unpublish: 'gallery.unpublishedCount',
  delete: 'gallery.bulkDeleted',
  collect: 'gallery.addedToCollection',
};

/**
 * Gallery admin: search, filters and sort run on the server; the first page shows at once and
 * more load as the grid scrolls (only the rows on screen are drawn). "Select all" selects every
 * item matching the filter; bulk actions run on the server as one background job with progress.
 */
export function GalleryScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [filters, setFiltersState] = useState<GalleryFilters>(defaultGalleryFilters);
  const [selection, setSelection] = useState<GallerySelection>(noSelection);
  const [dragged, setDragged] = useState<number | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const drop = useFileDrop((files) => {
    setDropped(files);
    setUploadOpen(true);
  });
  const setFilters = useCallback((next: GalleryFilters) => {
    setFiltersState(next);
    // A selection belongs to the list it was made in.
    setSelection(noSelection);
  }, []);
  const query = filterQuery(filters);
  const listKey = [...queryKeys.galleryItems, 'paged', query];
  const items = usePagedList(listKey, `${API.admin.galleryItems}?${query}`, GalleryItemAdminSchema, {
    errorTitle: t('gallery.loadFailed'),
    pageSize: GALLERY_PAGE,
  });
  const facets = useAdminQuery([...queryKeys.galleryItems, 'facets', query], `${API.admin.galleryFacets}?${query}`, AdminGalleryFacetsSchema);
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  useErrorToast(categories.error, t('gallery.loadFailed'));
  const rows = items.rows ?? [];
  const reviewCount = useAdminStats().data?.reviewItems;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.galleryItems });
    void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };
  const jobs = useBulkJobs((job) => {
    if (job.status === 'failed') toast({ title: t('gallery.bulkUpdateFailed'), description: job.error ?? undefined, variant: 'destructive' });
    else toast({ title: t(DONE_MESSAGE[job.action], { count: job.changed }), description: job.skipped ? t('gallery.bulkSkippedPrivate', { count: job.skipped }) : undefined });
    refresh();
    if (job.action === 'collect') void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
  }, t('gallery.bulkUpdateFailed'));
  const runBulk = (action: GalleryBulkJob['action'], extra: { updates?: BulkEditUpdates; collectionId?: number } = {}) => {
    jobs.start({ action, selection: selectionRequest(selection), ...extra });
    // Cards chosen one by one that the change takes out of this list leave it at once; the job's end refreshes the list either way.
    const leaves = action === 'delete' || (action === 'publish' && filters.published === 'draft') || (action === 'unpublish' && filters.published === 'published');
    if (selection.kind === 'ids' && leaves) {
      dropListRows(queryClient, listKey, selection.ids);
      if (filters.published === 'draft') queryClient.setQueryData<AdminStats>(queryKeys.stats, (s) => s && { ...s, reviewItems: Math.max(0, s.reviewItems - selection.ids.size) });
    }
    setSelection(noSelection);
    setBulkOpen(false);
  };

  const remove = useMutation({
    mutationFn: (id: number) => api.call('DELETE', API.admin.galleryItem(id)),
    onSuccess: () => {
      toast({ title: t('gallery.deleted') });
      setSelection(noSelection);
      refresh();
    },
    onError: (error) => toastFailure(error, t('gallery.deleteFailed')),
  });
  const feature = useMutation({
    mutationFn: (item: GalleryItemAdmin) => api.call('PUT', API.admin.galleryItem(item.id), { featured: !item.featured }),
    onSuccess: refresh,
    onError: (error) => toastFailure(error, t('gallery.updateFailed')),
  });
  const move = useMutation({
    mutationFn: ({ id, afterId }: { id: number; afterId: number | null }) => api.call('POST', API.admin.galleryItemMove(id), { afterId }),
    onSuccess: (_, { afterId }) => {
      if (afterId === null) toast({ title: t('gallery.moved') });
      refresh();
    },
    onError: (error) => toastFailure(error, t('gallery.moveFailed')),
  });
  /** Drops the dragged item before `target`: right after the item shown before it (first when none). */
  const dropBefore = (target: GalleryItemAdmin) => {
    if (dragged === null || dragged === target.id) return;
    const others = rows.filter((i) => i.id !== dragged);
    const at = others.findIndex((i) => i.id === target.id);
    move.mutate({ id: dragged, afterId: at > 0 ? others[at - 1]!.id : null });
    setDragged(null);
  };

  const askDelete = async (item: GalleryItemAdmin) => {
    if (await confirm({ title: t('gallery.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(item.id);
  };
  const askDeleteSelected = async () => {
    const count = selectionSize(selection);
    if (await confirm({ title: t('gallery.deleteSelectedConfirm', { count }), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) runBulk('delete');
  };

  const selectedCount = selectionSize(selection);
  const allMatching = selection.kind === 'filter';
  const loadMore = items.loadMore;

  return (
    <div {...drop.props} className="relative min-h-[60vh]" data-testid="gallery-screen">
      {drop.dragging ? (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/85 text-lg font-medium">
          {t('gallery.dropToUpload')}
        </div>
      ) : null}
      <PageHeader
        title={t('gallery.title')}
        description={items.rows ? <span data-testid="gallery-total">{t('gallery.subtitle', { count: items.total })}</span> : undefined}
        actions={
          <Button onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden="true" />
            {t('gallery.upload')}
          </Button>
        }
      />
      <GalleryFilterBar filters={filters} onChange={setFilters} categories={categories.data ?? []} countries={facets.data?.countries ?? []} reviewCount={reviewCount} />
      <BulkJobProgress jobs={jobs.active} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={items.total === 0 || allMatching}
          onClick={() => setSelection({ kind: 'filter', filter: serverFilter(filters), total: items.total })}
        >
          <SquareCheck aria-hidden="true" />
          {t('gallery.selectAll')}
        </Button>
        <Button variant="outline" size="sm" disabled={selectedCount === 0} onClick={() => setSelection(noSelection)}>
          <SquareX aria-hidden="true" />
          {t('gallery.clear')}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">
          {selectedCount > 0 ? t(allMatching ? 'gallery.allMatchingSelected' : 'gallery.selectedCount', { count: selectedCount }) : ''}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button size="sm" variant="outline" disabled={selectedCount === 0 || jobs.starting} onClick={() => runBulk('publish')}>
            <Eye aria-hidden="true" />
            {t('gallery.publishSelected')}
          </Button>
          <Button size="sm" variant="outline" disabled={selectedCount === 0 || jobs.starting} onClick={() => runBulk('unpublish')}>
            <EyeOff aria-hidden="true" />
            {t('gallery.unpublishSelected')}
          </Button>
          <Button size="sm" variant="outline" disabled={selectedCount === 0 || jobs.starting} onClick={() => void askDeleteSelected()}>
            <Trash2 className="text-destructive" aria-hidden="true" />
            {t('gallery.deleteSelected')}
          </Button>
          {/* The chosen cards, or every item of the filter, go at the collection's end as one background job. */}
          <AddToCollectionButton count={selectedCount} disabled={jobs.starting} addTo={(collectionId) => runBulk('collect', { collectionId })} />
          <Button size="sm" disabled={selectedCount === 0 || jobs.starting} onClick={() => setBulkOpen(true)}>
            <Wand2 aria-hidden="true" />
            {t('gallery.bulkEdit')}
          </Button>
        </div>
      </div>
      {filters.sort === 'manual' && rows.length > 1 ? <p className="mb-3 text-sm text-muted-foreground">{t('gallery.dragHint')}</p> : null}
      {items.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : rows.length > 0 ? (
        <>
          <VirtualCardGrid
            items={rows}
            onNearEnd={loadMore}
            renderCard={(item) => (
              <GalleryCard
                item={item}
                selected={isSelected(selection, item.id)}
                actions={{
                  onToggle: () => setSelection((s) => toggleSelected(s, item.id, rows)),
                  onDelete: () => void askDelete(item),
                  onFeature: () => feature.mutate(item),
                  onMoveToTop: () => move.mutate({ id: item.id, afterId: null }),
                  drag: filters.sort === 'manual' ? { onDragStart: () => setDragged(item.id), onDrop: () => dropBefore(item) } : null,
                }}
              />
            )}
          />
          <LoadMore shown={rows.length} total={items.total} hasMore={items.hasMore} loading={items.loadingMore} onMore={loadMore} />
        </>
      ) : items.rows ? (
        <EmptyState icon={<Images />} title={t('gallery.empty')} />
      ) : null}
      {bulkOpen ? <BulkEditDialog count={selectedCount} categories={categories.data ?? []} onClose={() => setBulkOpen(false)} onApply={(updates) => runBulk('edit', { updates })} /> : null}
      {uploadOpen ? (
        <UploadDialog
          categories={categories.data ?? []}
          initialFiles={dropped}
          onClose={() => {
            setUploadOpen(false);
            setDropped([]);
          }}
          onUploaded={refresh}
        />
      ) : null}
      {dialog}
    </div>
  );
}

/** The bulk jobs still running, each with how far it is. */
function BulkJobProgress({ jobs }: { jobs: GalleryBulkJob[] }) {
  const t = useAdminT();
  if (jobs.length === 0) return null;
  return (
    <div className="mb-4 grid gap-2" data-testid="bulk-jobs">
      {jobs.map((job) => (
        <div key={job.id} className="rounded-md border border-border bg-muted/40 p-3 text-sm">
          <p role="status">{t('gallery.jobProgress', { action: t(`gallery.jobActions.${job.action}`), done: job.done, total: job.total })}</p>
          <Progress className="mt-2" value={job.total ? (job.done / job.total) * 100 : 0} label={t(`gallery.jobActions.${job.action}`)} />
        </div>
      ))}
    </div>
  );
}
