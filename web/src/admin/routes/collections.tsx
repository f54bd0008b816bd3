import { API, CollectionAdminSchema, type CollectionAdmin } from '@portfolio/shared';
import { BookImage, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { LanguageMarkers, languagesWithText } from '../components/language-markers';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState, LoadingState, NewButton, PageHeader } from '../components/page-header';
import { queryKeys, useAdminQuery, useDeleteById } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';

/** Collections: a card per story with its cover, title, photo count and state. */
export function CollectionsScreen() {
  const t = useAdminT();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const collections = useAdminQuery(queryKeys.collections, API.admin.collections, z.array(CollectionAdminSchema), { errorTitle: t('collections.loadFailed') });
  const remove = useDeleteById(API.admin.collection, { deleted: t('collections.deleted'), failed: t('collections.deleteFailed'), refresh: [queryKeys.collections] });
  const askDelete = async (collection: CollectionAdmin) => {
    if (await confirm({ title: t('collections.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(collection.id);
  };
  const create = () => navigate('/admin/collections/new');

  return (
    <>
      <PageHeader title={t('collections.title')} description={t('collections.description')} actions={<NewButton label={t('collections.new')} onClick={create} />} />
      {collections.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : collections.data && collections.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collections.data.map((collection) => (
            <li key={collection.id}>
              <Card className="flex h-full flex-col overflow-hidden" data-testid="collection-card">
                <Link to={`/admin/collections/${collection.id}`} className="block aspect-[3/2] bg-muted" tabIndex={-1} aria-hidden="true">
                  {collection.coverThumbnailUrl ? <img src={collection.coverThumbnailUrl} alt="" className="size-full object-cover" loading="lazy" /> : null}
                </Link>
                <div className="flex flex-1 items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <h2 className="truncate font-semibold">
                      <Link to={`/admin/collections/${collection.id}`} className="hover:underline">
                        {collection.titleNl}
                      </Link>
                    </h2>
                    {collection.titleEn || collection.titleSv ? <p className="truncate text-xs text-muted-foreground">{[collection.titleEn, collection.titleSv].filter(Boolean).join(' · ')}</p> : null}
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <Badge variant={collection.isPublished ? 'green' : 'grey'}>{collection.isPublished ? t('collections.published') : t('collections.draft')}</Badge>
                      <LanguageMarkers has={languagesWithText({ nl: collection.titleNl, en: collection.titleEn, sv: collection.titleSv })} />
                      <span className="text-xs text-muted-foreground">{t('collections.photos', { count: collection.itemCount })}</span>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button variant="ghost" size="icon" aria-label={`${t('common.edit')}: ${collection.titleNl}`} onClick={() => navigate(`/admin/collections/${collection.id}`)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`${t('common.delete')}: ${collection.titleNl}`} onClick={() => void askDelete(collection)}>
                      <Trash2 className="text-destructive" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : collections.data ? (
        <EmptyState icon={<BookImage />} title={t('collections.empty')} action={<Button onClick={create}>{t('collections.createFirst')}</Button>} />
      ) : null}
      {dialog}
    </>
  );
}
