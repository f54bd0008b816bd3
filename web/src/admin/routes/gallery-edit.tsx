import { zodResolver } from '@hookform/resolvers/zod';
import { API, IN_THREE_LANGUAGES, CategoryAdminSchema, GALLERY_TEXT_FIELDS, GalleryItemAdminSchema, GalleryItemUpdateSchema, type GalleryItemAdmin, type GalleryItemFields, type GalleryTextField, SALE_MODES, type SaleMode } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Film } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { FormCheckbox } from '../components/form-checkbox';
import { CategoryCheckboxGrid } from '../components/gallery/category-checkbox-grid';
import { LanguageTabs } from '../components/language-tabs';
import { LoadingState, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { PhotoStatsLine } from '../components/stats/item-stats';
import { FediverseInteractions } from '../components/fediverse-interactions';
import { useAdminT } from '../i18n';
import { isUnauthorized } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';
import { formatCameraSettings, formatLongDateTime } from '../lib/format';

/** The edit form's values: every text as typed (empty: not set), the flags and the categories. */
type GalleryFormValues = Record<'title' | GalleryTextField, string> & Pick<GalleryItemFields, 'isPublished' | 'categoryIds' | 'sensitiveLocation'> & { saleMode: SaleMode | null };
type GalleryPayload = z.output<typeof GalleryItemUpdateSchema>;

export function toGalleryFormValues(item: GalleryItemAdmin): GalleryFormValues {
  const texts = Object.fromEntries(GALLERY_TEXT_FIELDS.map((key) => [key, item[key] ?? ''])) as Record<GalleryTextField, string>;
  return {
    ...texts,
    title: item.title,
    isPublished: item.isPublished,
    categoryIds: item.categories.map((c) => c.id),
    sensitiveLocation: item.sensitiveLocation,
    saleMode: item.saleMode,
  };
}

function GalleryEditForm({ item }: { item: GalleryItemAdmin }) {
  const t = useAdminT();
  const api = useAdminApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  const form = useForm<GalleryFormValues, unknown, GalleryPayload>({
    resolver: zodResolver(GalleryItemUpdateSchema) as unknown as Resolver<GalleryFormValues, unknown, GalleryPayload>,
    defaultValues: toGalleryFormValues(item),
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (payload: GalleryPayload) => api.send('PUT', API.admin.galleryItem(item.id), payload, z.unknown()),
    onSuccess: () => {
      toast({ title: t('gallery.updated') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'gallery'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      // Publishing here changes the "To review" badges.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      navigate('/admin/gallery');
    },
    onError: (error) => toastFailure(error, t('gallery.updateFailed'), errorMessage(error, '') || undefined),
  });
  const meta = item.metadata;
  const settings = formatCameraSettings(meta);
  const camera = [meta?.Make, meta?.Model].filter(Boolean).join(' ');
  const preview = item.type === 'video' ? item.thumbnailUrl : (item.image?.fallback ?? item.url);

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <Card className="h-fit overflow-hidden">
        <div className="aspect-[4/3] bg-muted">
          {item.type === 'video' ? (
            <video src={item.url} poster={item.thumbnailUrl ?? undefined} controls className="h-full w-full object-contain" />
          ) : preview ? (
            <img src={preview} alt={item.title} className="h-full w-full object-contain" />
          ) : (
            <Film className="m-auto size-10 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <dl className="grid gap-2 p-4 text-sm">
          <div>
            <dt className="font-medium">{t('galleryEdit.dateTaken')}</dt>
            <dd className="text-muted-foreground" data-testid="date-taken">
              {formatLongDateTime(item.dateTaken, t('common.unknown'))}
            </dd>
          </div>
          {camera ? (
            <div>
              <dt className="font-medium">{t('galleryEdit.camera')}</dt>
              <dd className="text-muted-foreground">{camera}</dd>
            </div>
          ) : null}
          {settings ? (
            <div>
              <dt className="font-medium">{t('galleryEdit.settings')}</dt>
              <dd className="text-muted-foreground" data-testid="camera-settings">
                {settings}
              </dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={form.handleSubmit((payload) => save.mutate(payload))} className="grid gap-5" noValidate>
            <LanguageTabs label={t('galleryEdit.titleLabel')} names={IN_THREE_LANGUAGES.title} hint={t('galleryEdit.otherLanguagesHint')}>
              {(name, label) => (
                <>
                  <Input aria-label={label} aria-invalid={!!errors[name]} {...form.register(name)} />
                  <FieldError message={errors[name]?.message} />
                </>
              )}
            </LanguageTabs>
            <LanguageTabs label={t('galleryEdit.description')} names={IN_THREE_LANGUAGES.description}>
              {(name, label) => (
                <>
                  <Textarea aria-label={label} rows={3} aria-invalid={!!errors[name]} {...form.register(name)} />
                  <FieldError message={errors[name]?.message} />
                </>
              )}
            </LanguageTabs>
            <LanguageTabs label={t('galleryEdit.alt')} names={IN_THREE_LANGUAGES.alt} hint={t('galleryEdit.altHint')}>
              {(name, label) => (
                <>
                  <Input aria-label={label} aria-invalid={!!errors[name]} {...form.register(name)} />
                  <FieldError message={errors[name]?.message} />
                </>
              )}
            </LanguageTabs>
            <div className="grid gap-2">
              <Label htmlFor="item-location">{t('galleryEdit.location')}</Label>
              <Input id="item-location" {...form.register('location')} />
            </div>
            <LanguageTabs label={t('galleryEdit.country')} names={IN_THREE_LANGUAGES.country}>
              {(name, label) => <Input aria-label={label} {...form.register(name)} />}
            </LanguageTabs>
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <CategoryCheckboxGrid categories={categories.data ?? item.categories} value={field.value} onChange={field.onChange} label={t('galleryEdit.categories')} />
              )}
            />
            <FormCheckbox control={form.control} name="isPublished" id="item-published" label={t('galleryEdit.published')} />
            <FormCheckbox
              control={form.control}
              name="sensitiveLocation"
              id="item-sensitive"
              label={t('sensitive.label')}
              hint={item.sensitiveByCategory ? t('sensitive.byCategory') : t('sensitive.hint')}
            />
            {item.type === 'photo' ? (
              <Controller
                control={form.control}
                name="saleMode"
                render={({ field }) => (
                  <div className="grid gap-2">
                    <Label htmlFor="item-sale">{t('sale.label')}</Label>
                    <select
                      id="item-sale"
                      className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:w-72"
                      value={field.value ?? 'default'}
                      onChange={(e) => field.onChange(e.target.value === 'default' ? null : (e.target.value as SaleMode))}
                    >
                      <option value="default">{t('sale.default')}</option>
                      {SALE_MODES.map((m) => (
                        <option key={m} value={m}>
                          {t(`sale.${m}`)}
                        </option>
                      ))}
                    </select>
                    <p className="text-xs text-muted-foreground">{t('sale.hint')}</p>
                  </div>
                )}
              />
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => navigate('/admin/gallery')}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('galleryEdit.saving') : t('galleryEdit.save')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** Edit one gallery item. */
export function GalleryEditScreen() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useAdminQuery(queryKeys.galleryItem(id), API.admin.galleryItem(id), GalleryItemAdminSchema);
  const notFound = item.error instanceof ApiError && item.error.status === 404;

  useEffect(() => {
    if (item.error && !notFound && !isUnauthorized(item.error)) {
      toast({ title: t('gallery.loadOneFailed'), variant: 'destructive' });
      navigate('/admin/gallery', { replace: true });
    }
  }, [item.error, notFound, navigate, t]);

  return (
    <>
      <Link to="/admin/gallery" className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('galleryEdit.back')}
      </Link>
      {item.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : notFound ? (
        <p className="rounded-lg border border-dashed border-border bg-background p-12 text-center font-medium">{t('galleryEdit.notFound')}</p>
      ) : item.data ? (
        <>
          <PageHeader title={item.data.title || t('gallery.title')} />
          <PhotoStatsLine id={item.data.id} />
          <FediverseInteractions kind="photo" id={item.data.id} />
          <GalleryEditForm key={item.data.id} item={item.data} />
        </>
      ) : null}
    </>
  );
}
