import { API, ClientPhotosAddedSchema } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { GalleryPickerDialog } from '../gallery-picker';

/** The gallery picker for a client gallery: its photos are marked, and the chosen ones are added to it. */
export function AddClientPhotosDialog({ galleryId, onClose }: { galleryId: number; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (itemIds: number[]) => api.send('POST', API.admin.clientGalleryPhotos(galleryId), { itemIds }, ClientPhotosAddedSchema),
    onSuccess: ({ added }) => {
      toast({ title: t('clientGalleries.added', { count: added }) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGallery(galleryId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
      onClose();
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('clientGalleries.actionFailed'))),
  });
  return (
    <GalleryPickerDialog
      title={t('clientGalleries.pickerTitle')}
      description={t('picker.description')}
      into={{ clientGalleryId: galleryId }}
      onClose={onClose}
      pick={{ many: (photos) => add.mutate(photos.map((p) => p.id)), confirmLabel: (count) => t('clientGalleries.selected', { count }), busy: add.isPending }}
    />
  );
}
