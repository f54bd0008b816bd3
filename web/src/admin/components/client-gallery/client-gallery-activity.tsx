import { API, ClientDownloadListSchema, ClientFavouriteListSchema, type ClientGalleryAdmin, type ClientSelectionState, ClientSelectionReopenedSchema } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Download, Lock, LockOpen } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { useConfirm } from '../../../ui/alert-dialog';
import { Badge, type BadgeVariant } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure, useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { formatDateTime } from '../../lib/format';
import { AdminThumb } from './admin-thumb';
import { saveBlob } from '../../lib/save-file';

const SELECTION_BADGE: Record<ClientSelectionState, BadgeVariant> = { open: 'grey', sent: 'green', reopened: 'grey' };

/** The selection's state, the picks against the gallery's limits, and the button that reopens a sent selection. */
function SelectionState({ gallery }: { gallery: ClientGalleryAdmin }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const reopen = useMutation({
    mutationFn: () => api.send('POST', API.admin.clientGalleryReopen(gallery.id), {}, ClientSelectionReopenedSchema),
    onSuccess: ({ mailed }) => {
      toast({ title: mailed ? t('clientGalleries.reopenedMailed') : t('clientGalleries.reopened') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('clientGalleries.reopenFailed'))),
  });
  const ask = async () => {
    if (await confirm({ title: t('clientGalleries.reopenConfirm'), confirmLabel: t('clientGalleries.reopen'), cancelLabel: t('common.cancel') })) reopen.mutate();
  };
  const picks = [
    gallery.maxPicks !== null ? t('clientGalleries.picksOf', { count: gallery.favouriteCount, max: gallery.maxPicks }) : t('clientGalleries.favourites', { count: gallery.favouriteCount }),
    gallery.minPicks !== null ? t('clientGalleries.picksMin', { min: gallery.minPicks }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="grid gap-2 rounded-md border p-3" data-testid="client-selection">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{t('clientGalleries.selectionTitle')}</h3>
        <Badge variant={SELECTION_BADGE[gallery.selectionState]} data-testid="selection-state">
          {gallery.selectionState === 'sent' ? <Lock className="mr-1 size-3" aria-hidden="true" /> : null}
          {t(`clientGalleries.selectionStates.${gallery.selectionState}`)}
        </Badge>
      </div>
      <p className="text-sm" data-testid="client-picks">
        {picks}
      </p>
      {gallery.selectionSentAt || gallery.selectionReopenedAt ? (
        <p className="text-sm text-muted-foreground">
          {[
            gallery.selectionSentAt ? t('clientGalleries.selectionSentAt', { at: formatDateTime(gallery.selectionSentAt) }) : null,
            gallery.selectionReopenedAt ? t('clientGalleries.selectionReopenedAt', { at: formatDateTime(gallery.selectionReopenedAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      {gallery.selectionState === 'sent' ? (
        <div>
          <Button variant="outline" size="sm" disabled={reopen.isPending} onClick={() => void ask()}>
            <LockOpen aria-hidden="true" /> {t('clientGalleries.reopen')}
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">{gallery.clientEmail ? t('clientGalleries.reopenHintMail') : t('clientGalleries.reopenHint')}</p>
        </div>
      ) : null}
      {dialog}
    </div>
  );
}

/** What the client did: openings and visitors, the selection and its favourites (with the Lightroom list), and downloads. */
export function ClientGalleryActivity({ gallery }: { gallery: ClientGalleryAdmin }) {
  const t = useAdminT();
  const favourites = useAdminQuery([...queryKeys.clientGallery(gallery.id), 'favourites'], API.admin.clientGalleryFavourites(gallery.id), ClientFavouriteListSchema);
  const downloads = useAdminQuery([...queryKeys.clientGallery(gallery.id), 'downloads'], API.admin.clientGalleryDownloads(gallery.id), ClientDownloadListSchema);
  const list = favourites.data;
  const copy = async () => {
    await navigator.clipboard?.writeText(list?.lightroom ?? '').catch(() => {});
    toast({ title: t('clientGalleries.listCopied') });
  };
  const downloadList = () => {
    saveBlob(new Blob([list?.lightroom ?? ''], { type: 'text/plain' }), `${gallery.name.replace(/[^\w-]+/g, '-')}-selection.txt`);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="grid content-start gap-3 p-4" data-testid="client-favourites">
        <div>
          <h2 className="text-lg font-semibold">{t('clientGalleries.favouritesTitle')}</h2>
          <p className="text-sm text-muted-foreground">
            {gallery.firstOpenedAt
              ? `${t('clientGalleries.opened', { first: formatDateTime(gallery.firstOpenedAt), last: formatDateTime(gallery.lastOpenedAt) })} · ${t('clientGalleries.visitors', { count: gallery.visitors })} · ${t('clientGalleries.views', { count: gallery.views })}`
              : t('clientGalleries.notOpened')}
          </p>
        </div>
        <SelectionState gallery={gallery} />
        {list && list.favourites.length > 0 ? (
          <>
            <ul className="grid gap-2">
              {list.favourites.map((f) => (
                <li key={f.itemId} className="flex items-start gap-3">
                  <AdminThumb url={f.thumbnailUrl} alt={f.title} className="size-14 shrink-0 rounded object-cover" />
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-medium">{f.fileName ?? f.title}</p>
                    {f.comment ? <p className="whitespace-pre-wrap text-muted-foreground">“{f.comment}”</p> : null}
                  </div>
                </li>
              ))}
            </ul>
            <div className="grid gap-1">
              <p className="text-sm font-medium">{t('clientGalleries.lightroom')}</p>
              <code className="break-all rounded bg-muted px-2 py-1 text-xs" data-testid="lightroom-list">
                {list.lightroom}
              </code>
              <p className="text-xs text-muted-foreground">{t('clientGalleries.lightroomHint')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => void copy()}>
                  <Copy aria-hidden="true" /> {t('clientGalleries.copyList')}
                </Button>
                <Button variant="outline" size="sm" onClick={downloadList}>
                  <Download aria-hidden="true" /> {t('clientGalleries.downloadList')}
                </Button>
              </div>
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('clientGalleries.noFavourites')}</p>
        )}
      </Card>
      <Card className="grid content-start gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('clientGalleries.downloadsTitle')}</h2>
        <p className="text-sm" data-testid="downloads-by-size">
          {t('clientGalleries.downloadsBySize', { web: gallery.downloadsBySize.web, original: gallery.downloadsBySize.original })}
        </p>
        {gallery.proofsPending > 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="proofs-pending">
            {t('clientGalleries.proofsPending', { count: gallery.proofsPending })}
          </p>
        ) : null}
        {downloads.data && downloads.data.downloads.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {downloads.data.downloads.map((d) => (
              <li key={`${d.itemId}-${d.size}-${d.via}`} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">{d.title}</span>
                <span className="shrink-0 text-muted-foreground">
                  {t('clientGalleries.downloadRow', { count: d.count, size: t(`clientGalleries.sizes.${d.size}`), via: t(`clientGalleries.via.${d.via}`) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('clientGalleries.noDownloads')}</p>
        )}
      </Card>
    </div>
  );
}
