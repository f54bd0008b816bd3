import { API, ClientPhotoPageSchema, ClientPhotosAddedSchema } from '@portfolio/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { isImageFile } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/admin-context';
import { AdminThumb } from './admin-thumb';

const PAGE = 60;

/** Uploads files one by one, then makes private photos of them in the gallery. */
function usePrivateUpload(galleryId: number) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const upload = async (files: File[]) => {
    const photos = files.filter(isImageFile);
    if (!photos.length) return;
    setProgress({ done: 0, total: photos.length });
    try {
      const hashes: string[] = [];
      for (const file of photos) {
        hashes.push((await api.uploadFile(file)).hash);
        setProgress({ done: hashes.length, total: photos.length });
      }
      const { added } = await api.send('POST', API.admin.clientGalleryUpload(galleryId), { mediaHashes: hashes }, ClientPhotosAddedSchema);
      toast({ title: t('clientGalleries.uploaded', { count: added }) });
    } catch (error) {
      toastFailure(error, t('clientGalleries.uploadFailed'), errorMessage(error, ''));
    } finally {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
    }
  };
  return { upload, progress };
}

/** The gallery's photos in order, a page at a time, with the client's hearts; each can be taken out. */
export function ClientGalleryPhotos({ galleryId, openUpload }: { galleryId: number; openUpload: number }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress } = usePrivateUpload(galleryId);
  useEffect(() => {
    if (openUpload > 0) input.current?.click();
  }, [openUpload]);
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.clientGallery(galleryId), 'photos'],
    queryFn: ({ pageParam }) => api.get(`${API.admin.clientGalleryPhotos(galleryId)}?limit=${PAGE}${pageParam ? `&cursor=${pageParam}` : ''}`, ClientPhotoPageSchema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const remove = useMutation({
    mutationFn: (itemId: number) => api.call('DELETE', API.admin.clientGalleryPhotos(galleryId), { itemIds: [itemId] }),
    onSuccess: () => {
      toast({ title: t('clientGalleries.removed') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('clientGalleries.actionFailed'))),
  });
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="grid gap-3">
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        data-testid="private-upload-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
      />
      {progress ? (
        <p role="status" className="text-sm">
          {t('clientGalleries.uploading', progress)}
        </p>
      ) : null}
      {pages.isPending ? (
        <p className="text-sm text-muted-foreground">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{t('clientGalleries.noPhotos')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="client-gallery-photos">
          {items.map((item) => (
            <li key={item.id} className="group relative overflow-hidden rounded-md border bg-card" data-testid="client-gallery-photo">
              <AdminThumb url={item.thumbnailUrl} alt={item.title} className="aspect-square w-full object-cover" />
              <div className="flex items-center gap-1 p-1.5 text-xs">
                <span className="min-w-0 flex-1 truncate" title={item.fileName ?? item.title}>
                  {item.title}
                </span>
                {item.favourite ? <Heart className="size-3.5 shrink-0 fill-red-500 text-red-500" aria-label={item.favourite.comment ?? t('clientGalleries.favouritesTitle')} /> : null}
              </div>
              {item.isPrivate ? (
                <Badge variant="purple" className="absolute top-1 left-1">
                  {t('clientGalleries.privateBadge')}
                </Badge>
              ) : null}
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-1 right-1 size-7 opacity-90"
                aria-label={`${t('clientGalleries.remove')}: ${item.title}`}
                onClick={() => remove.mutate(item.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {pages.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('clientGalleries.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
