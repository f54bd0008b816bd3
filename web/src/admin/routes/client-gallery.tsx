import { API, ClientGalleryAdminSchema, type ClientGalleryAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, KeyRound, Mail, Pencil, Plus, RefreshCw, Trash2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { toast } from '../../ui/toast';
import { ClientGalleryDialog } from '../components/client-gallery/client-gallery-dialog';
import { ClientGalleryActivity } from '../components/client-gallery/client-gallery-activity';
import { ClientGalleryPhotos } from '../components/client-gallery/client-gallery-photos';
import { AddClientPhotosDialog } from '../components/client-gallery/add-photos-dialog';
import { SendLinkDialog } from '../components/client-gallery/send-link-dialog';
import { LoadingState, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery, useDeleteById } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi, useOpenExternal } from '../lib/admin-context';
import { formatDateTime } from '../lib/format';
import { STATE_BADGE } from './client-galleries';

/** The site's address for a path: the admin may run inside the desktop app, on another origin. */
const siteUrl = (baseUrl: string, path: string) => `${baseUrl || (typeof window !== 'undefined' ? window.location.origin : '')}${path}`;

function AddressCard({ gallery }: { gallery: ClientGalleryAdmin }) {
  const t = useAdminT();
  const api = useAdminApi();
  const openExternal = useOpenExternal();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [sending, setSending] = useState(false);
  const url = gallery.path ? siteUrl(api.baseUrl, gallery.path) : null;
  const action = useMutation({
    mutationFn: (kind: 'regenerate' | 'revoke') =>
      api.send('POST', kind === 'regenerate' ? API.admin.clientGalleryRegenerate(gallery.id) : API.admin.clientGalleryRevoke(gallery.id), {}, ClientGalleryAdminSchema),
    onSuccess: (_, kind) => {
      toast({ title: kind === 'regenerate' ? t('clientGalleries.regenerated') : t('clientGalleries.revoked') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('clientGalleries.actionFailed'))),
  });
  const ask = async (kind: 'regenerate' | 'revoke') => {
    const title = kind === 'regenerate' ? t('clientGalleries.regenerateConfirm') : t('clientGalleries.revokeConfirm');
    const label = kind === 'regenerate' ? t('clientGalleries.regenerate') : t('clientGalleries.revoke');
    if (await confirm({ title, confirmLabel: label, cancelLabel: t('common.cancel') })) action.mutate(kind);
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => {});
    toast({ title: t('clientGalleries.copied') });
  };

  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{t('clientGalleries.address')}</h2>
        <Badge variant={STATE_BADGE[gallery.state]}>{t(`clientGalleries.states.${gallery.state}`)}</Badge>
        {gallery.hasPassword ? <KeyRound className="size-4 text-muted-foreground" aria-label={t('clientGalleries.usePassword')} /> : null}
      </div>
      {url ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1 text-sm" data-testid="client-gallery-url">
            {url}
          </code>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" /> {t('clientGalleries.copy')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => openExternal(url)}>
            {t('nav.viewSite')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('clientGalleries.revokedNote')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={gallery.state !== 'open'} onClick={() => setSending(true)}>
          <Mail aria-hidden="true" /> {t('clientGalleries.send')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void ask('regenerate')}>
          <RefreshCw aria-hidden="true" /> {t('clientGalleries.regenerate')}
        </Button>
        {gallery.state !== 'revoked' ? (
          <Button variant="outline" size="sm" onClick={() => void ask('revoke')}>
            {t('clientGalleries.revoke')}
          </Button>
        ) : null}
      </div>
      {gallery.linkSentAt ? <p className="text-xs text-muted-foreground">{t('clientGalleries.linkSentAt', { at: formatDateTime(gallery.linkSentAt) })}</p> : null}
      {gallery.failedTries > 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="failed-tries">
          {t('clientGalleries.failedTries', { count: gallery.failedTries, at: formatDateTime(gallery.lastFailedAt) })}
        </p>
      ) : null}
      {sending ? <SendLinkDialog gallery={gallery} onClose={() => setSending(false)} /> : null}
      {dialog}
    </Card>
  );
}

/** One client gallery: its address, its photos, and what the client did with them. */
export function ClientGalleryScreen() {
  const t = useAdminT();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState(false);
  const [picking, setPicking] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(0);
  // While watermarked proofs are being made, the count is asked again now and then.
  const [making, setMaking] = useState(false);
  const gallery = useAdminQuery(queryKeys.clientGallery(id), API.admin.clientGallery(id), ClientGalleryAdminSchema, {
    errorTitle: t('clientGalleries.loadFailed'),
    refetchInterval: making ? 5000 : undefined,
  });
  const pending = gallery.data?.proofsPending ?? 0;
  useEffect(() => setMaking(pending > 0), [pending]);
  const remove = useDeleteById(API.admin.clientGallery, {
    deleted: t('clientGalleries.deleted'),
    failed: t('clientGalleries.deleteFailed'),
    refresh: [queryKeys.clientGalleries],
    onDeleted: () => void navigate('/admin/client-galleries'),
  });
  const g = gallery.data;
  if (!g) return gallery.isPending ? <LoadingState label={t('common.loading')} /> : null;

  return (
    <>
      <Link to="/admin/client-galleries" className="mb-2 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t('clientGalleries.back')}
      </Link>
      <PageHeader
        title={g.name}
        description={[
          t('clientGalleries.photos', { count: g.photoCount }),
          g.downloads === 'none'
            ? t('clientGalleries.downloadsOptions.none')
            : `${t('clientGalleries.downloads')}: ${g.downloadSizes.map((size) => t(`clientGalleries.sizes.${size}`)).join(', ')}${g.hasDownloadPin ? ` (${t('clientGalleries.withPin')})` : ''}`,
          g.proofWatermark ? t('clientGalleries.watermarked') : null,
          g.expiresOn ? `${t('clientGalleries.expiresOn')} ${g.expiresOn}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> {t('common.edit')}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`${t('common.delete')}: ${g.name}`}
              onClick={() => void confirm({ title: t('clientGalleries.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') }).then((ok) => ok && remove.mutate(g.id))}
            >
              <Trash2 className="text-destructive" aria-hidden="true" />
            </Button>
          </div>
        }
      />
      <div className="grid gap-6">
        <AddressCard gallery={g} />
        <section className="grid gap-3" aria-labelledby="cg-photos">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="cg-photos" className="text-lg font-semibold">
              {t('clientGalleries.photosTitle')}
            </h2>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setPicking(true)}>
                <Plus aria-hidden="true" /> {t('clientGalleries.addPhotos')}
              </Button>
              <Button variant="outline" onClick={() => setUploadOpen((n) => n + 1)}>
                <Upload aria-hidden="true" /> {t('clientGalleries.uploadPrivate')}
              </Button>
            </div>
          </div>
          <p className="text-xs text-muted-foreground">{t('clientGalleries.privateHint')}</p>
          <ClientGalleryPhotos galleryId={g.id} openUpload={uploadOpen} />
        </section>
        <ClientGalleryActivity gallery={g} />
      </div>
      {editing ? <ClientGalleryDialog gallery={g} onClose={() => setEditing(false)} /> : null}
      {picking ? <AddClientPhotosDialog galleryId={g.id} onClose={() => setPicking(false)} /> : null}
      {dialog}
    </>
  );
}
