import { API, CollectionAddItemsResponseSchema, CollectionAdminSchema } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookImage } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { fieldClass, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { FieldError } from '../field-error';
import { queryKeys, toastFailure, useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';

/**
 * What the dialog adds: these photos at once (the desktop's import), or `count` photos handed to
 * `addTo` with the collection chosen (the gallery, whose selection may be a whole filter: it adds
 * them as a background job).
 */
type Adding = { itemIds: number[]; onAdded?: () => void } | { count: number; addTo: (collectionId: number) => void };

const countOf = (adding: Adding) => ('itemIds' in adding ? adding.itemIds.length : adding.count);

/**
 * "Add to collection" for chosen photos (the gallery's bulk actions, the desktop's import): an
 * existing collection, or a new one named by its Dutch title; the photos go at its end.
 */
export function AddToCollectionDialog({ onClose, ...adding }: Adding & { onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const collections = useAdminQuery(queryKeys.collections, API.admin.collections, z.array(CollectionAdminSchema), { errorTitle: t('collections.loadFailed') });
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = useMutation({
    mutationFn: async () => {
      const collectionId = target ? Number(target) : (await api.send('POST', API.admin.collections, { titleNl: title }, CollectionAdminSchema)).id;
      if (!('itemIds' in adding)) return adding.addTo(collectionId);
      const res = await api.send('POST', API.admin.collectionItems(collectionId), { itemIds: adding.itemIds }, CollectionAddItemsResponseSchema);
      toast({ title: t('collections.picker.added', { count: res.added }) });
      adding.onAdded?.();
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
      onClose();
    },
    onError: (err) => toastFailure(err, t('collections.picker.addFailed')),
  });

  const submit = () => {
    if (!target && title.trim() === '') {
      setError(t('collections.addTo.none'));
      return;
    }
    setError(undefined);
    add.mutate();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('collections.addTo.title')}</DialogTitle>
          <DialogDescription>{t('collections.addTo.description', { count: countOf(adding) })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-collection`}>{t('collections.addTo.collection')}</Label>
            <select id={`${id}-collection`} className={fieldClass} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('collections.addTo.choose')}</option>
              {(collections.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.titleNl} ({t('collections.photos', { count: c.itemCount })})
                </option>
              ))}
            </select>
          </div>
          {target ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-new`}>{t('collections.addTo.orNew')}</Label>
              <Input id={`${id}-new`} value={title} placeholder={t('collections.addTo.newPlaceholder')} aria-invalid={!!error} onChange={(e) => setTitle(e.target.value)} />
              <FieldError message={error} />
            </div>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={add.isPending}>
            {t('collections.addTo.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The bulk action: a button that opens the dialog for the chosen photos. */
export function AddToCollectionButton({ disabled = false, ...adding }: Adding & { disabled?: boolean }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" disabled={disabled || countOf(adding) === 0} onClick={() => setOpen(true)}>
        <BookImage aria-hidden="true" />
        {t('collections.addTo.button')}
      </Button>
      {open ? <AddToCollectionDialog {...adding} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
