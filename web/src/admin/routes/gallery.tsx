import { API, CategoryAdminSchema, GalleryItemAdminSchema, type GalleryAdminStatus, type GalleryItemAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowUpToLine, Eye, Film, Images, Pencil, Search, SquareCheck, SquareX, Star, Trash2, Upload, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { cn } from '../../lib/cn';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { toast } from '../../ui/toast';
import { AddToCollectionButton } from '../components/collections/add-to-collection-dialog';
import { BulkEditDialog } from '../components/gallery/bulk-edit-dialog';
import { LanguageMarkers, languagesWithText } from '../components/language-markers';
import { UploadDialog } from '../components/gallery/upload-dialog';
import { useFileDrop } from '../lib/file-drop';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery, useErrorToast } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import {
  defaultGalleryFilters,
  deselectAll,
  filterGalleryItems,
  selectAll,
  toggleSelected,
  type GalleryFilters,
  type GallerySort,
  type GalleryTypeFilter,
} from '../lib/gallery-filter';

interface CardActions {
  onToggle: () => void;
  onDelete: () => void;
  onFeature: () => void;
  onMoveToTop: () => void;
  /** In "My order": dropping another card here puts it before this one. */
  drag: { onDragStart: () => void; onDrop: () => void } | null;
}

function GalleryCard({ item, selected, actions }: { item: GalleryItemAdmin; selected: boolean; actions: CardActions }) {
  const t = useAdminT();
  const thumb = item.thumbnailUrl ?? (item.type === 'photo' ? item.url : null);
  const { onToggle, onDelete, onFeature, onMoveToTop, drag } = actions;
  const [over, setOver] = useState(false);
  return (
    <Card
      className={cn('overflow-hidden', selected && 'ring-2 ring-ring', over && 'ring-2 ring-primary', drag && 'cursor-grab')}
      data-testid="gallery-card"
      data-item-id={item.id}
      draggable={!!drag}
      onDragStart={drag ? (e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(item.id));
        drag.onDragStart();
      } : undefined}
      onDragOver={drag ? (e) => {
        e.preventDefault();
        setOver(true);
      } : undefined}
      onDragLeave={drag ? () => setOver(false) : undefined}
      onDrop={drag ? (e) => {
        e.preventDefault();
        setOver(false);
        drag.onDrop();
      } : undefined}
    >
      <div className="relative aspect-[4/3] bg-muted">
        {thumb ? (
          <img src={thumb} alt={item.title} className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <div className="flex h-full items-center justify-center text-muted-foreground">
            <Film className="size-8" aria-hidden="true" />
          </div>
        )}
        <div className="absolute left-2 top-2 rounded bg-background/90 p-1">
          <Checkbox checked={selected} onCheckedChange={onToggle} aria-label={t('gallery.select', { title: item.title || String(item.id) })} />
        </div>
        <div className="absolute right-2 top-2 flex gap-1">
          <Badge variant={item.type === 'video' ? 'purple' : 'blue'}>{item.type === 'video' ? t('gallery.video') : t('gallery.photo')}</Badge>
          {!item.isPublished ? <Badge variant="grey">{t('gallery.unpublished')}</Badge> : null}
          {item.featured ? <Badge variant="orange">{t('gallery.featured')}</Badge> : null}
          {item.sensitiveLocation || item.sensitiveByCategory ? <Badge variant="orange" data-testid="sensitive-mark">{t('sensitive.mark')}</Badge> : null}
        </div>
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold" title={item.title}>
            {item.title || '—'}
          </h2>
          <p className="truncate text-xs text-muted-foreground">{[item.location, item.country].filter(Boolean).join(', ') || '\u00a0'}</p>
          <LanguageMarkers className="mt-1" has={languagesWithText({ nl: item.title, en: item.titleEn, sv: item.titleSv })} />
        </div>
        <Button variant="ghost" size="icon" className="size-8" aria-pressed={item.featured} aria-label={t(item.featured ? 'gallery.unfeature' : 'gallery.feature', { title: item.title })} onClick={onFeature}>
          <Star className={item.featured ? 'fill-amber-400 text-amber-500' : undefined} aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('gallery.moveToTop', { title: item.title })} onClick={onMoveToTop}>
          <ArrowUpToLine aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" asChild>
          <Link to={`/admin/gallery/${item.id}/edit`} aria-label={`${t('common.edit')}: ${item.title}`}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`${t('common.delete')}: ${item.title}`} onClick={onDelete}>
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

/** Gallery admin: filters, selection, bulk edit, bulk upload. */
export function GalleryScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [filters, setFilters] = useState<GalleryFilters>(defaultGalleryFilters);
  // Filtered by the server: new uploads wait under "To review" until they are published.
  const [status, setStatus] = useState<GalleryAdminStatus>('all');
  const [dragged, setDragged] = useState<number | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const drop = useFileDrop((files) => {
    setDropped(files);
    setUploadOpen(true);
  });
  const items = useAdminQuery([...queryKeys.galleryItems, status], `${API.admin.galleryItems}?status=${status}`, z.array(GalleryItemAdminSchema));
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  useErrorToast(items.error ?? categories.error, t('gallery.loadFailed'));

  const filtered = useMemo(() => filterGalleryItems(items.data ?? [], filters), [items.data, filters]);
  const allFilteredSelected = filtered.length > 0 && filtered.every((i) => selected.has(i.id));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.galleryItems });
    void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  };

  const remove = useMutation({
    mutationFn: (id: number) => api.call('DELETE', API.admin.galleryItem(id)),
    onSuccess: (_, id) => {
      toast({ title: t('gallery.deleted') });
      setSelected((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
      refresh();
    },
    onError: (error) => toastFailure(error, t('gallery.deleteFailed')),
  });

  const publish = useMutation({
    mutationFn: (itemIds: number[]) => api.call('PUT', API.admin.galleryBulkEdit, { itemIds, updates: { isPublished: true } }),
    onSuccess: (_, itemIds) => {
      toast({ title: t('gallery.published', { count: itemIds.length }) });
      setSelected(new Set());
      refresh();
    },
    onError: (error) => toastFailure(error, t('gallery.publishFailed')),
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
    const others = filtered.filter((i) => i.id !== dragged);
    const at = others.findIndex((i) => i.id === target.id);
    move.mutate({ id: dragged, afterId: at > 0 ? others[at - 1]!.id : null });
    setDragged(null);
  };

  const askDelete = async (item: GalleryItemAdmin) => {
    if (await confirm({ title: t('gallery.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(item.id);
  };

  const setFilter = <K extends keyof GalleryFilters>(key: K, value: GalleryFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <div {...drop.props} className="relative min-h-[60vh]" data-testid="gallery-screen">
      {drop.dragging ? (
        <div className="pointer-events-none absolute inset-0 z-20 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-background/85 text-lg font-medium">
          {t('gallery.dropToUpload')}
        </div>
      ) : null}
      <PageHeader
        title={t('gallery.title')}
        description={items.data ? t('gallery.subtitle', { count: items.data.length }) : undefined}
        actions={
          <Button onClick={() => setUploadOpen(true)}>
            <Upload aria-hidden="true" />
            {t('gallery.upload')}
          </Button>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            className="pl-9"
            placeholder={t('gallery.search')}
            aria-label={t('gallery.search')}
            value={filters.search}
            onChange={(e) => setFilter('search', e.target.value)}
          />
        </div>
        <Select value={filters.category} onValueChange={(v) => setFilter('category', v)}>
          <SelectTrigger aria-label={t('gallery.allCategories')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('gallery.allCategories')}</SelectItem>
            {(categories.data ?? []).map((c) => (
              <SelectItem key={c.id} value={String(c.id)}>
                {c.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={filters.type} onValueChange={(v) => setFilter('type', v as GalleryTypeFilter)}>
          <SelectTrigger aria-label={t('gallery.allTypes')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('gallery.allTypes')}</SelectItem>
            <SelectItem value="photo">{t('gallery.photos')}</SelectItem>
            <SelectItem value="video">{t('gallery.videos')}</SelectItem>
          </SelectContent>
        </Select>
        <Select value={status} onValueChange={(v) => setStatus(v as GalleryAdminStatus)}>
          <SelectTrigger aria-label={t('gallery.statusLabel')} data-testid="gallery-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{t('gallery.statusAll')}</SelectItem>
            <SelectItem value="review">{t('gallery.statusReview')}</SelectItem>
            <SelectItem value="published">{t('gallery.statusPublished')}</SelectItem>
          </SelectContent>
        </Select>
        <Select value={filters.sort} onValueChange={(v) => setFilter('sort', v as GallerySort)}>
          <SelectTrigger aria-label={t('gallery.sortDateDesc')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="date-desc">{t('gallery.sortDateDesc')}</SelectItem>
            <SelectItem value="date-asc">{t('gallery.sortDateAsc')}</SelectItem>
            <SelectItem value="title">{t('gallery.sortTitle')}</SelectItem>
            <SelectItem value="manual">{t('gallery.sortManual')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" disabled={filtered.length === 0} onClick={() => setSelected((s) => (allFilteredSelected ? deselectAll(s, filtered) : selectAll(s, filtered)))}>
          <SquareCheck aria-hidden="true" />
          {t('gallery.selectAll')}
        </Button>
        <Button variant="outline" size="sm" disabled={selected.size === 0} onClick={() => setSelected(new Set())}>
          <SquareX aria-hidden="true" />
          {t('gallery.clear')}
        </Button>
        <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="selected-count">
          {selected.size > 0 ? t('gallery.selectedCount', { count: selected.size }) : ''}
        </span>
        <Button size="sm" variant="outline" className="ml-auto" disabled={selected.size === 0 || publish.isPending} onClick={() => publish.mutate([...selected])}>
          <Eye aria-hidden="true" />
          {t('gallery.publishSelected')}
        </Button>
        <AddToCollectionButton itemIds={[...selected]} />
        <Button size="sm" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
          <Wand2 aria-hidden="true" />
          {t('gallery.bulkEdit')}
        </Button>
      </div>
      {filters.sort === 'manual' && filtered.length > 1 ? <p className="mb-3 text-sm text-muted-foreground">{t('gallery.dragHint')}</p> : null}
      {items.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : filtered.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {filtered.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              actions={{
                onToggle: () => setSelected((s) => toggleSelected(s, item.id)),
                onDelete: () => void askDelete(item),
                onFeature: () => feature.mutate(item),
                onMoveToTop: () => move.mutate({ id: item.id, afterId: null }),
                drag: filters.sort === 'manual' ? { onDragStart: () => setDragged(item.id), onDrop: () => dropBefore(item) } : null,
              }}
            />
          ))}
        </div>
      ) : items.data ? (
        <EmptyState icon={<Images />} title={t('gallery.empty')} />
      ) : null}
      {bulkOpen ? (
        <BulkEditDialog
          itemIds={[...selected]}
          categories={categories.data ?? []}
          onClose={() => setBulkOpen(false)}
          onSaved={() => {
            setSelected(new Set());
            setBulkOpen(false);
            refresh();
          }}
        />
      ) : null}
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
