import { API, CategoryAdminSchema, GalleryPickerPageSchema, type GalleryPickerPhoto } from '@portfolio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Images } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { queryKeys, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

/** Waits until typing pauses before the search goes to the server. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Choose a photo of the gallery: search and a category narrow it on the server, which sends
 * 30 photos a page (the gallery may hold many thousands).
 */
export function GalleryPickerDialog({ onPick, onClose }: { onPick: (photo: GalleryPickerPhoto) => void; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const words = useSettled(search);
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  const pages = useInfiniteQuery({
    queryKey: ['admin', 'gallery-picker', words, categoryId],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (words.trim()) params.set('search', words.trim());
      if (categoryId) params.set('categoryId', categoryId);
      if (pageParam) params.set('cursor', String(pageParam));
      return api.get(`${API.admin.galleryPicker}?${params}`, GalleryPickerPageSchema);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const photos = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="flex max-h-[90svh] max-w-3xl flex-col" data-testid="gallery-picker">
        <DialogHeader>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogDescription>{t('picker.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('picker.search')} aria-label={t('picker.search')} className="sm:flex-1" />
          <select
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            aria-label={t('picker.category')}
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
          >
            <option value="">{t('picker.allCategories')}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="-mx-1 min-h-40 overflow-y-auto px-1">
          {pages.isPending ? (
            <p role="status" className="p-6 text-center text-sm text-muted-foreground">
              {t('common.loading')}
            </p>
          ) : photos.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">{t('picker.none')}</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    className="group block w-full overflow-hidden rounded-md ring-1 ring-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                    onClick={() => onPick(photo)}
                    aria-label={t('picker.choose', { title: photo.title })}
                  >
                    <img src={photo.thumbnailUrl ?? photo.url} alt="" loading="lazy" className="aspect-square w-full object-cover transition group-hover:opacity-80" />
                    <span className="block truncate px-1 py-0.5 text-left text-xs">{photo.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {pages.hasNextPage ? (
            <div className="mt-3 text-center">
              <Button type="button" variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? t('common.loading') : t('picker.more')}
              </Button>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** A button that opens the gallery picker. */
export function GalleryPickButton({ label, onPick, disabled }: { label: string; onPick: (photo: GalleryPickerPhoto) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" />
        {label}
      </Button>
      {open ? (
        <GalleryPickerDialog
          onClose={() => setOpen(false)}
          onPick={(photo) => {
            setOpen(false);
            onPick(photo);
          }}
        />
      ) : null}
    </>
  );
}
