import { API, CategoryAdminSchema, GalleryItemAdminSchema, type GalleryItemAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Film, Images, Pencil, Search, SquareCheck, SquareX, Trash2, Upload, Wand2 } from 'lucide-react';
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
import { BulkEditDialog } from '../components/gallery/bulk-edit-dialog';
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

function GalleryCard({ item, selected, onToggle, onDelete }: { item: GalleryItemAdmin; selected: boolean; onToggle: () => void; onDelete: () => void }) {
  const t = useAdminT();
  const thumb = item.thumbnailUrl ?? (item.type === 'photo' ? item.url : null);
  return (
    <Card className={cn('overflow-hidden', selected && 'ring-2 ring-ring')} data-testid="gallery-card">
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
          {item.sensitiveLocation || item.sensitiveByCategory ? <Badge variant="orange" data-testid="sensitive-mark">{t('sensitive.mark')}</Badge> : null}
        </div>
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold" title={item.title}>
            {item.title || '—'}
          </h2>
          <p className="truncate text-xs text-muted-foreground">{[item.location, item.country].filter(Boolean).join(', ') || '\u00a0'}</p>
        </div>
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
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const drop = useFileDrop((files) => {
    setDropped(files);
    setUploadOpen(true);
  });
  const items = useAdminQuery(queryKeys.galleryItems, API.admin.galleryItems, z.array(GalleryItemAdminSchema));
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
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
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
        <Select value={filters.sort} onValueChange={(v) => setFilter('sort', v as GallerySort)}>
          <SelectTrigger aria-label={t('gallery.sortDateDesc')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="date-desc">{t('gallery.sortDateDesc')}</SelectItem>
            <SelectItem value="date-asc">{t('gallery.sortDateAsc')}</SelectItem>
            <SelectItem value="title">{t('gallery.sortTitle')}</SelectItem>
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
        <Button size="sm" className="ml-auto" disabled={selected.size === 0} onClick={() => setBulkOpen(true)}>
          <Wand2 aria-hidden="true" />
          {t('gallery.bulkEdit')}
        </Button>
      </div>
      {items.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : filtered.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {filtered.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onToggle={() => setSelected((s) => toggleSelected(s, item.id))}
              onDelete={() => void askDelete(item)}
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
