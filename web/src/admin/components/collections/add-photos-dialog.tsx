import { API, CollectionAddItemsResponseSchema } from '@portfolio/shared';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../ui/toast';
import { toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { GalleryPickerDialog } from '../gallery-picker';

/** The gallery picker for a collection: its photos are marked, and the chosen ones go at its end in the order chosen. */
export function AddPhotosDialog({ collectionId, onClose, onAdded }: { collectionId: number; onClose: () => void; onAdded: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const add = useMutation({
    mutationFn: (itemIds: number[]) => api.send('POST', API.admin.collectionItems(collectionId), { itemIds }, CollectionAddItemsResponseSchema),
    onSuccess: (res) => {
      toast({ title: t('collections.picker.added', { count: res.added }) });
      onAdded();
      onClose();
    },
    onError: (error) => toastFailure(error, t('collections.picker.addFailed')),
  });
  return (
    <GalleryPickerDialog
      title={t('collections.picker.title')}
      description={t('collections.picker.description')}
      into={{ collectionId }}
      onClose={onClose}
      pick={{ many: (photos) => add.mutate(photos.map((p) => p.id)), confirmLabel: (count) => t('collections.picker.add', { count }), busy: add.isPending }}
    />
  );
}
