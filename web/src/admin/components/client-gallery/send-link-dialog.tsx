import { API, type ClientGalleryAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { FieldError } from '../field-error';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';

/** Puts the link in the outbox, in the client's language; the password only when typed here. */
export function SendLinkDialog({ gallery, onClose }: { gallery: ClientGalleryAdmin; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [to, setTo] = useState(gallery.clientEmail ?? '');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => api.call('POST', API.admin.clientGallerySend(gallery.id), { ...(to.trim() ? { to: to.trim() } : {}), ...(password ? { password } : {}) }),
    onSuccess: () => {
      toast({ title: t('clientGalleries.sent') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
      onClose();
    },
    onError: (error) => {
      setFieldError(error instanceof ApiError && error.issues?.length ? error.issues[0]!.message : undefined);
      toastFailure(error, errorMessage(error, t('clientGalleries.sendFailed')));
    },
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('clientGalleries.sendTitle')}</DialogTitle>
          <DialogDescription>{gallery.name}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor="send-to">{t('clientGalleries.sendTo')}</Label>
            <Input id="send-to" type="email" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={!!fieldError} />
            <FieldError message={fieldError} />
          </div>
          {gallery.hasPassword ? (
            <div className="grid gap-2">
              <Label htmlFor="send-password">{t('clientGalleries.sendPassword')}</Label>
              <Input id="send-password" type="text" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
              <p className="text-xs text-muted-foreground">{t('clientGalleries.sendPasswordHint')}</p>
            </div>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t('clientGalleries.sendButton')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
