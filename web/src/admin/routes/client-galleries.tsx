import { API, ClientGalleryListSchema, type ClientGalleryState } from '@portfolio/shared';
import { FolderLock, Heart, Images, Lock, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeVariant } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ClientGalleryDialog } from '../components/client-gallery/client-gallery-dialog';
import { EmptyState, LoadingState, NewButton, PageHeader } from '../components/page-header';
import { queryKeys, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';

export const STATE_BADGE: Record<ClientGalleryState, BadgeVariant> = { open: 'green', expired: 'grey', revoked: 'destructive' };

/** Client galleries: each with its state, photos, visitors and the client's favourites. */
export function ClientGalleriesScreen() {
  const t = useAdminT();
  const [creating, setCreating] = useState(false);
  const list = useAdminQuery(queryKeys.clientGalleries, API.admin.clientGalleries, ClientGalleryListSchema, { errorTitle: t('clientGalleries.loadFailed') });
  const galleries = list.data?.galleries;

  return (
    <>
      <PageHeader title={t('clientGalleries.title')} description={t('clientGalleries.description')} actions={<NewButton label={t('clientGalleries.new')} onClick={() => setCreating(true)} />} />
      {list.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : galleries && galleries.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {galleries.map((g) => (
            <li key={g.id}>
              <Link to={`/admin/client-galleries/${g.id}`} className="block h-full rounded-lg focus-visible:outline-2 focus-visible:outline-ring">
                <Card className="h-full p-4 transition-colors hover:bg-muted/50" data-testid="client-gallery-card">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="min-w-0 truncate font-semibold">{g.name}</h2>
                    <Badge variant={STATE_BADGE[g.state]}>{t(`clientGalleries.states.${g.state}`)}</Badge>
                  </div>
                  <p className="mt-1 text-xs text-muted-foreground">{g.clientEmail ?? g.language.toUpperCase()}</p>
                  <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                    <span className="inline-flex items-center gap-1">
                      <Images className="size-4" aria-hidden="true" />
                      {t('clientGalleries.photos', { count: g.photoCount })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Users className="size-4" aria-hidden="true" />
                      {t('clientGalleries.visitors', { count: g.visitors })}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Heart className="size-4" aria-hidden="true" />
                      {g.maxPicks !== null ? t('clientGalleries.picksOf', { count: g.favouriteCount, max: g.maxPicks }) : t('clientGalleries.favourites', { count: g.favouriteCount })}
                    </span>
                    {g.selectionState === 'sent' ? (
                      <span className="inline-flex items-center gap-1 font-medium text-foreground">
                        <Lock className="size-4" aria-hidden="true" />
                        {t('clientGalleries.selectionStates.sent')}
                      </span>
                    ) : null}
                  </div>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      ) : galleries ? (
        <EmptyState
          icon={<FolderLock />}
          title={t('clientGalleries.empty')}
          hint={t('clientGalleries.emptyHint')}
          action={<Button onClick={() => setCreating(true)}>{t('clientGalleries.createFirst')}</Button>}
        />
      ) : null}
      {creating ? <ClientGalleryDialog gallery={null} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
