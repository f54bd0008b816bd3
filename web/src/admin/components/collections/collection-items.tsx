import { API, CollectionItemsAdminPageSchema, type CollectionAdmin, type CollectionItemAdmin } from '@portfolio/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, GripVertical, Plus, Star, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { AddPhotosDialog } from './add-photos-dialog';

/** Photos per page of the collection's grid: a collection of thousands costs one page here. */
const PAGE_SIZE = 100;

export const collectionItemsKey = (id: number) => [...queryKeys.collection(id), 'items'];

/**
 * The collection's photos in their order: drag one onto another's place (or use the arrows,
 * which keyboards reach), take one out, choose the cover, add more. Every change is saved at once.
 */
export function CollectionItems({ collection, coverItemId, onCover }: { collection: CollectionAdmin; coverItemId: number | null; onCover: (itemId: number) => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const key = collectionItemsKey(collection.id);
  const pages = useInfiniteQuery({
    queryKey: key,
    initialPageParam: '',
    queryFn: ({ pageParam }) => api.get(`${API.admin.collectionItems(collection.id)}?limit=${PAGE_SIZE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, CollectionItemsAdminPageSchema),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: queryKeys.collections, exact: true });
  };

  const move = useMutation({
    mutationFn: ({ itemId, index }: { itemId: number; index: number }) => api.call('PUT', API.admin.collectionItem(collection.id, itemId), { index }),
    onSuccess: () => toast({ title: t('collections.moved') }),
    onError: (error) => toastFailure(error, t('collections.moveFailed')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (itemId: number) => api.call('DELETE', API.admin.collectionItem(collection.id, itemId)),
    onSuccess: () => toast({ title: t('collections.removed') }),
    onError: (error) => toastFailure(error, t('collections.saveFailed')),
    onSettled: refresh,
  });

  /** Shows the new order at once (the server's answer follows). */
  const moveTo = (item: CollectionItemAdmin, index: number) => {
    if (index < 0 || index >= total || index === item.index) return;
    queryClient.setQueryData(key, (data: typeof pages.data) => {
      if (!data) return data;
      const all = data.pages.flatMap((p) => p.items).filter((i) => i.itemId !== item.itemId);
      all.splice(index, 0, item);
      let at = 0;
      return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(() => ({ ...all[at]!, index: at++ })) })) };
    });
    move.mutate({ itemId: item.itemId, index });
  };

  const dropOn = (target: CollectionItemAdmin) => (e: DragEvent) => {
    e.preventDefault();
    const item = items.find((i) => i.itemId === dragged);
    setDragged(null);
    setOver(null);
    if (item) moveTo(item, target.index);
  };

  return (
    <section className="grid gap-4" aria-labelledby="collection-photos-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="collection-photos-title" className="text-lg font-semibold">
            {t('collections.photosTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('collections.photosHint')}</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          {t('collections.addPhotos')}
        </Button>
      </div>
      {items.length === 0 && !pages.isPending ? <p className="text-sm text-muted-foreground">{t('collections.noPhotos')}</p> : null}
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 2xl:grid-cols-6" data-testid="collection-items">
        {items.map((item) => (
          <li
            key={item.itemId}
            draggable
            onDragStart={(e) => {
              setDragged(item.itemId);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(item.itemId));
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(item.itemId);
            }}
            onDrop={dropOn(item)}
            data-testid="collection-item"
            data-item-id={item.itemId}
          >
            <Card className={cn('overflow-hidden transition', dragged === item.itemId && 'opacity-40', over === item.itemId && dragged !== item.itemId && 'ring-2 ring-primary')}>
              <div className="relative aspect-[3/2] cursor-grab bg-muted active:cursor-grabbing" title={t('collections.dragHandle', { title: item.title })}>
                {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" draggable={false} /> : null}
                <span className="absolute left-1 top-1 rounded bg-background/85 px-1.5 text-xs font-semibold tabular-nums">{item.index + 1}</span>
                <GripVertical className="absolute right-1 top-1 size-4 text-white drop-shadow" aria-hidden="true" />
              </div>
              <div className="grid gap-1 p-2">
                <p className="truncate text-xs font-medium" title={item.title}>
                  {item.title}
                </p>
                <div className="flex flex-wrap gap-1">
                  {coverItemId === item.itemId ? <Badge variant="blue">{t('collections.cover')}</Badge> : null}
                  {item.isPublished ? null : <Badge variant="grey">{t('collections.unpublishedPhoto')}</Badge>}
                </div>
                <div className="flex items-center justify-between gap-1">
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('collections.moveEarlier', { title: item.title })} disabled={item.index === 0} onClick={() => moveTo(item, item.index - 1)}>
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('collections.moveLater', { title: item.title })} disabled={item.index >= total - 1} onClick={() => moveTo(item, item.index + 1)}>
                    <ArrowRight aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('collections.makeCover', { title: item.title })} aria-pressed={coverItemId === item.itemId} onClick={() => onCover(item.itemId)}>
                    <Star aria-hidden="true" className={cn(coverItemId === item.itemId && 'fill-current')} />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-8" aria-label={t('collections.remove', { title: item.title })} onClick={() => remove.mutate(item.itemId)}>
                    <X className="text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <div className="flex flex-col items-center gap-2">
        {total > 0 ? <p className="text-sm text-muted-foreground">{t('collections.showing', { shown: items.length, total })}</p> : null}
        {pages.hasNextPage ? (
          <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('collections.loadMore')}
          </Button>
        ) : null}
      </div>
      {adding ? <AddPhotosDialog collectionId={collection.id} onClose={() => setAdding(false)} onAdded={refresh} /> : null}
    </section>
  );
}
