import { API, CategoryAdminSchema, ClientPhotoPageSchema } from '@portfolio/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { z } from 'zod';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure, useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { AdminThumb } from './admin-thumb';

const FILTERS = ['all', 'published', 'unpublished', 'private'] as const;
const PAGE = 60;

/** Picks photos of the gallery by search and filter, a page at a time from the server. */
export function PhotoPickerDialog({ galleryId, onClose }: { galleryId: number; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [categoryId, setCategoryId] = useState('all');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  const params = (cursor: string | null) => {
    const p = new URLSearchParams({ filter, limit: String(PAGE) });
    if (search) p.set('q', search);
    if (categoryId !== 'all') p.set('categoryId', categoryId);
    if (cursor) p.set('cursor', cursor);
    return p.toString();
  };
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.clientGallery(galleryId), 'picker', search, filter, categoryId],
    queryFn: ({ pageParam }) => api.get(`${API.admin.clientGalleryPicker(galleryId)}?${params(pageParam)}`, ClientPhotoPageSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const add = useMutation({
    mutationFn: () => api.send('POST', API.admin.clientGalleryPhotos(galleryId), { itemIds: [...chosen] }, z.object({ added: z.number() })),
    onSuccess: ({ added }) => {
      toast({ title: t('clientGalleries.added', { count: added }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGallery(galleryId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
      onClose();
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('clientGalleries.actionFailed'))),
  });
  const toggle = (id: number) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="flex max-h-[92vh] flex-col sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('clientGalleries.pickerTitle')}</DialogTitle>
          <DialogDescription>{pages.data ? t('clientGalleries.results', { count: pages.data.pages[0]?.total ?? 0 }) : t('common.loading')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('clientGalleries.search')} aria-label={t('clientGalleries.search')} />
          <div className="grid gap-1">
            <Label htmlFor="picker-filter" className="sr-only">
              {t('clientGalleries.filter')}
            </Label>
            <Select value={filter} onValueChange={(v) => setFilter(v as (typeof FILTERS)[number])}>
              <SelectTrigger id="picker-filter" aria-label={t('clientGalleries.filter')}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {FILTERS.map((f) => (
                  <SelectItem key={f} value={f}>
                    {t(`clientGalleries.filters.${f}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Select value={categoryId} onValueChange={setCategoryId}>
            <SelectTrigger aria-label={t('clientGalleries.category')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t('clientGalleries.allCategories')}</SelectItem>
              {(categories.data ?? []).map((c) => (
                <SelectItem key={c.id} value={String(c.id)}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-6">
            {items.map((item) => {
              const on = chosen.has(item.id);
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    disabled={item.inGallery}
                    aria-pressed={on}
                    title={item.inGallery ? t('clientGalleries.inGallery') : item.title}
                    onClick={() => toggle(item.id)}
                    className={cn('relative block w-full overflow-hidden rounded-md border-2 text-left disabled:opacity-40', on ? 'border-primary' : 'border-transparent')}
                    data-testid="picker-photo"
                  >
                    <AdminThumb url={item.thumbnailUrl} alt={item.title} className="aspect-square w-full object-cover" />
                    {on || item.inGallery ? (
                      <span className="absolute top-1 right-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                        <Check className="size-3.5" aria-hidden="true" />
                      </span>
                    ) : null}
                    <span className="block truncate px-1 py-0.5 text-xs">{item.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {pages.hasNextPage ? (
            <div className="mt-3 flex justify-center">
              <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
                {pages.isFetchingNextPage ? t('common.loading') : t('clientGalleries.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex justify-end gap-2 border-t pt-3">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button disabled={chosen.size === 0 || add.isPending} onClick={() => add.mutate()}>
            {t('clientGalleries.selected', { count: chosen.size })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
