import { zodResolver } from '@hookform/resolvers/zod';
import { API, CollectionAdminSchema, CollectionInputSchema, type CollectionAdmin, type CollectionInput } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { CollectionItems } from '../components/collections/collection-items';
import { FieldError } from '../components/field-error';
import { FormCheckbox } from '../components/form-checkbox';
import { LoadingState, PageHeader } from '../components/page-header';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

const RichTextEditor = lazy(() => import('../components/rich-text-editor/rich-text-editor'));

const LANGUAGES = [
  { code: 'nl', suffix: 'Nl' },
  { code: 'en', suffix: 'En' },
  { code: 'sv', suffix: 'Sv' },
] as const;

type FormValues = { [K in `${'title' | 'intro'}${'Nl' | 'En' | 'Sv'}`]: string } & { isPublished: boolean; coverItemId: number | null };
type Payload = ReturnType<typeof CollectionInputSchema.parse>;

const toValues = (c: CollectionAdmin | null): FormValues => ({
  titleNl: c?.titleNl ?? '',
  titleEn: c?.titleEn ?? '',
  titleSv: c?.titleSv ?? '',
  introNl: c?.introNl ?? '',
  introEn: c?.introEn ?? '',
  introSv: c?.introSv ?? '',
  isPublished: c?.isPublished ?? false,
  coverItemId: c?.coverItemId ?? null,
});

function CollectionForm({ collection }: { collection: CollectionAdmin | null }) {
  const t = useAdminT();
  const api = useAdminApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  const [tab, setTab] = useState('nl');
  const form = useForm<FormValues, unknown, Payload>({
    resolver: zodResolver(CollectionInputSchema) as unknown as Resolver<FormValues, unknown, Payload>,
    defaultValues: toValues(collection),
  });
  const { errors, isDirty } = form.formState;

  const save = useMutation({
    mutationFn: (payload: CollectionInput) =>
      collection ? api.send('PUT', API.admin.collection(collection.id), payload, CollectionAdminSchema) : api.send('POST', API.admin.collections, payload, CollectionAdminSchema),
    onSuccess: (saved) => {
      toast({ title: collection ? t('collections.updated') : t('collections.created') });
      queryClient.setQueryData(queryKeys.collection(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.collections, exact: true });
      form.reset(toValues(saved));
      // A new collection goes on to its own screen, where its photos are added.
      if (!collection) {
        leaving.current = true;
        navigate(`/admin/collections/${saved.id}`, { replace: true });
      }
    },
    onError: (error) => toastFailure(error, t('collections.saveFailed'), errorMessage(error, '') || undefined),
  });

  const onSubmit = form.handleSubmit(
    (payload) => save.mutateAsync(payload).catch(() => undefined),
    (invalid) => {
      // The Dutch title is the one required field: its tab opens, and the field says why.
      if (invalid.titleNl) setTab('nl');
      toast({ title: invalid.titleNl?.message ?? t('collections.saveFailed'), variant: 'destructive' });
    },
  );

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-6" data-testid="collection-form">
        <UnsavedChangesGuard when={() => isDirty && !leaving.current} />
        <p className="text-sm text-muted-foreground">{t('collections.dutchRequired')}</p>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            {LANGUAGES.map((l) => (
              <TabsTrigger key={l.code} value={l.code}>
                {t(`languages.${l.code}`, { defaultValue: l.code.toUpperCase() })}
              </TabsTrigger>
            ))}
          </TabsList>
          {LANGUAGES.map(({ code, suffix }) => {
            const title = `title${suffix}` as const;
            const intro = `intro${suffix}` as const;
            return (
              // Kept mounted so each editor keeps its own undo history while another tab is shown.
              <TabsContent key={code} value={code} forceMount className="data-[state=inactive]:hidden">
                <Card>
                  <CardContent className="grid gap-5 pt-6">
                    <div className="grid gap-2">
                      <Label htmlFor={`collection-title-${code}`}>
                        {t('collections.titleLabel')} ({code.toUpperCase()})
                      </Label>
                      <Input id={`collection-title-${code}`} aria-invalid={!!errors[title]} aria-required={code === 'nl' || undefined} {...form.register(title)} />
                      <FieldError message={errors[title]?.message} />
                    </div>
                    <div className="grid gap-2">
                      <Label>
                        {t('collections.introLabel')} ({code.toUpperCase()})
                      </Label>
                      <Controller
                        control={form.control}
                        name={intro}
                        render={({ field }) => (
                          <Suspense fallback={<LoadingState label={t('blog.loadingEditor')} />}>
                            <RichTextEditor value={field.value} onChange={field.onChange} onUploadImage={(file) => api.uploadFile(file)} label={`${t('collections.introLabel')} (${code.toUpperCase()})`} language={code} />
                          </Suspense>
                        )}
                      />
                      <FieldError message={errors[intro]?.message} />
                    </div>
                  </CardContent>
                </Card>
              </TabsContent>
            );
          })}
        </Tabs>
        <FormCheckbox control={form.control} name="isPublished" id="collection-published" label={t('collections.publishedLabel')} />
        {collection ? <p className="text-xs text-muted-foreground">{t('collections.address', { slug: collection.slug })}</p> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => navigate('/admin/collections')}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : collection ? t('collections.save') : t('collections.create')}
          </Button>
        </div>
      </form>
      {collection ? (
        <CollectionItems
          collection={collection}
          coverItemId={form.watch('coverItemId')}
          onCover={(itemId) => save.mutate({ ...form.getValues(), coverItemId: itemId })}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('collections.photosAfterSave')}</p>
      )}
    </div>
  );
}

/** /admin/collections/new and /admin/collections/:id: the texts in three languages, then the photos in their order. */
export function CollectionEditScreen() {
  const t = useAdminT();
  const { id } = useParams();
  const isNew = id === undefined || id === 'new';
  const query = useAdminQuery(queryKeys.collection(id ?? 'new'), API.admin.collection(id ?? 0), CollectionAdminSchema, { enabled: !isNew, errorTitle: t('collections.loadFailed') });
  return (
    <div>
      <PageHeader
        title={isNew ? t('collections.newTitle') : t('collections.editTitle')}
        actions={
          <Button variant="outline" asChild>
            <Link to="/admin/collections">
              <ArrowLeft aria-hidden="true" />
              {t('collections.back')}
            </Link>
          </Button>
        }
      />
      {isNew ? <CollectionForm key="new" collection={null} /> : query.data ? <CollectionForm key={query.data.id} collection={query.data} /> : <LoadingState label={t('common.loading')} />}
    </div>
  );
}
