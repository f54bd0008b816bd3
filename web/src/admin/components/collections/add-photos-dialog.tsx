import { API, CategoryAdminSchema, CollectionAddItemsResponseSchema, CollectionCandidatesPageSchema } from '@portfolio/shared';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { z } from 'zod';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { fieldClass, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure, useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';

const PAGE_SIZE = 60;

/**
 * Finds photos to add by words and category, a page at a time from the server (the gallery may
 * hold thousands), and adds the chosen ones at the end of the collection.
 */
export function AddPhotosDialog({ collectionId, onClose, onAdded }: { collectionId: number; onClose: () => void; onAdded: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const id = useId();
  const [q, setQ] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const words = useDeferredValue(q.trim());
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  const filter = `${words ? `&q=${encodeURIComponent(words)}` : ''}${categoryId ? `&categoryId=${categoryId}` : ''}`;
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.collection(collectionId), 'candidates', filter],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api.get(`${API.admin.collectionCandidates(collectionId)}?limit=${PAGE_SIZE}${filter}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, CollectionCandidatesPageSchema),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const found = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const toggle = (itemId: number) => setChosen((c) => (c.includes(itemId) ? c.filter((i) => i !== itemId) : [...c, itemId]));

  const add = useMutation({
    mutationFn: () => api.send('POST', API.admin.collectionItems(collectionId), { itemIds: chosen }, CollectionAddItemsResponseSchema),
    onSuccess: (res) => {
      toast({ title: t('collections.picker.added', { count: res.added }) });
      onAdded();
      onClose();
    },
    onError: (error) => toastFailure(error, t('collections.picker.addFailed')),
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90vh] max-w-4xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('collections.picker.title')}</DialogTitle>
          <DialogDescription>{t('collections.picker.description')}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3" role="search">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor={`${id}-q`}>{t('collections.picker.search')}</Label>
            <Input id={`${id}-q`} type="search" value={q} placeholder={t('collections.picker.searchPlaceholder')} onChange={(e) => setQ(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('collections.picker.category')}</Label>
            <select id={`${id}-category`} className={fieldClass} value={categoryId} onChange={(e) => setCategoryId(e.target.value)}>
              <option value="">{t('collections.picker.allCategories')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {pages.data ? t('collections.picker.found', { count: total }) : t('common.loading')}
        </p>
        {pages.data && found.length === 0 ? <p className="text-sm">{t('collections.picker.none')}</p> : null}
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" data-testid="photo-picker">
          {found.map((photo) => {
            const on = chosen.includes(photo.id);
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  disabled={photo.inCollection}
                  aria-pressed={on}
                  aria-label={photo.inCollection ? `${photo.title}: ${t('collections.picker.inCollection')}` : t('collections.picker.choose', { title: photo.title })}
                  onClick={() => toggle(photo.id)}
                  className={cn(
                    'relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    on ? 'border-primary' : 'border-transparent',
                    photo.inCollection && 'cursor-not-allowed opacity-40',
                  )}
                >
                  {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" /> : null}
                  {on || photo.inCollection ? (
                    <span className="absolute right-1 top-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                      <Check className="size-3.5" aria-hidden="true" />
                    </span>
                  ) : null}
                  <span className="absolute inset-x-0 bottom-0 truncate bg-black/55 px-1 text-left text-[11px] text-white">{photo.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {pages.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
              {t('collections.loadMore')}
            </Button>
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => add.mutate()} disabled={chosen.length === 0 || add.isPending}>
            {t('collections.picker.add', { count: chosen.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
