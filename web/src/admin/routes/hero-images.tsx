import { zodResolver } from '@hookform/resolvers/zod';
import { API, HeroImageCreateSchema, HeroImageSchema, HeroImageUpdateSchema, titleFromFileName, type HeroImage } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Eye, EyeOff, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/toast';
import { ImagePickButton } from '../components/image-pick-button';
import { FieldError } from '../components/field-error';
import { LanguageTabs } from '../components/language-tabs';
import { LoadingState, PageHeader } from '../components/page-header';
import { LoadMore } from '../components/load-more';
import { queryKeys, toastFailure } from '../hooks/use-admin-query';
import { usePagedList } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { isImageFile, isUnauthorized } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';

type HeroCreate = z.output<typeof HeroImageCreateSchema>;
type HeroUpdate = z.output<typeof HeroImageUpdateSchema>;

interface HeroFormValues {
  url: string;
  alt: string;
  title: string;
  displayOrder: string;
}

const emptyHeroForm: HeroFormValues = { url: '', alt: '', title: '', displayOrder: '0' };

/** An existing slide being edited: its texts in Dutch, English and Swedish. */
interface HeroDraft extends HeroFormValues {
  altEn: string;
  altSv: string;
  titleEn: string;
  titleSv: string;
}

/** Display order as typed: an integer, anything non-numeric is 0. */
export function parseDisplayOrder(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

function useHeroMutations() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.heroImages });
  const add = useMutation({
    mutationFn: (input: HeroCreate) => api.send('POST', API.admin.heroImages, input, z.unknown()),
    onSuccess: () => {
      toast({ title: t('hero.added') });
      void refresh();
    },
    onError: (error) => toastFailure(error, t('hero.addFailed'), errorMessage(error, '') || undefined),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: HeroUpdate }) => api.send('PUT', API.admin.heroImage(id), changes, z.unknown()),
    onSuccess: () => {
      toast({ title: t('hero.updated') });
      void refresh();
    },
    onError: (error) => toastFailure(error, t('hero.updateFailed'), errorMessage(error, '') || undefined),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call('DELETE', API.admin.heroImage(id)),
    onSuccess: () => {
      toast({ title: t('hero.deleted') });
      void refresh();
    },
    onError: (error) => toastFailure(error, t('hero.deleteFailed')),
  });
  return { add, update, remove };
}

function HeroRow({ image, mutations }: { image: HeroImage; mutations: ReturnType<typeof useHeroMutations> }) {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const [draft, setDraft] = useState<HeroDraft | null>(null);
  const [refused, setRefused] = useState<Partial<Record<keyof HeroDraft, string>>>({});

  const startEdit = () =>
    setDraft({
      url: image.url,
      alt: image.alt,
      altEn: image.altEn ?? '',
      altSv: image.altSv ?? '',
      title: image.title ?? '',
      titleEn: image.titleEn ?? '',
      titleSv: image.titleSv ?? '',
      displayOrder: String(image.displayOrder),
    });
  const saveEdit = () => {
    if (!draft) return;
    const parsed = HeroImageUpdateSchema.safeParse({ ...draft, displayOrder: parseDisplayOrder(draft.displayOrder) });
    if (!parsed.success) {
      const byField: Partial<Record<keyof HeroDraft, string>> = {};
      for (const issue of parsed.error.issues) byField[issue.path[0] as keyof HeroDraft] ??= issue.message;
      setRefused(byField);
      toast({ title: t('hero.updateFailed'), description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setRefused({});
    mutations.update.mutate({ id: image.id, changes: parsed.data }, { onSuccess: () => setDraft(null) });
  };

  return (
    <li>
      <Card className={cn('flex flex-col gap-4 p-4 sm:flex-row', !image.isActive && 'opacity-60')} data-testid="hero-row">
        <img src={draft?.url || image.url} alt={image.alt} data-hero-id={image.id} className="h-24 w-full shrink-0 rounded-md bg-muted object-cover sm:w-40" loading="lazy" />
        {draft ? (
          <div className="grid flex-1 gap-2 sm:grid-cols-2">
            <div className="grid gap-1 sm:col-span-2">
              <Label htmlFor={`hero-url-${image.id}`}>{t('hero.url')}</Label>
              <Input aria-invalid={!!refused.url} id={`hero-url-${image.id}`} value={draft.url} onChange={(e) => setDraft({ ...draft, url: e.target.value })} />
              <FieldError message={refused.url} />
            </div>
            {(
              [
                [t('hero.alt'), ['alt', 'altEn', 'altSv']],
                [t('hero.titleLabel'), ['title', 'titleEn', 'titleSv']],
              ] as const
            ).map(([label, names]) => (
              <LanguageTabs key={names[0]} label={label} names={names}>
                {(name, fieldLabel) => (
                  <>
                    <Input aria-label={fieldLabel} aria-invalid={!!refused[name]} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
                    <FieldError message={refused[name]} />
                  </>
                )}
              </LanguageTabs>
            ))}
            <div className="grid gap-1">
              <Label htmlFor={`hero-order-${image.id}`}>{t('hero.displayOrder')}</Label>
              <Input aria-invalid={!!refused.displayOrder} id={`hero-order-${image.id}`} inputMode="numeric" value={draft.displayOrder} onChange={(e) => setDraft({ ...draft, displayOrder: e.target.value })} />
              <FieldError message={refused.displayOrder} />
            </div>
            <div className="flex items-end gap-2">
              <Button size="sm" onClick={saveEdit} disabled={mutations.update.isPending}>
                <Check aria-hidden="true" />
                {t('common.save')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
                <X aria-hidden="true" />
                {t('common.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{t('hero.altValue', { value: image.alt })}</p>
              {image.title ? <p className="text-muted-foreground">{t('hero.titleValue', { value: image.title })}</p> : null}
              <p className="text-muted-foreground">{t('hero.orderValue', { value: image.displayOrder })}</p>
              <Badge className="mt-2" variant={image.isActive ? 'success' : 'secondary'}>
                {image.isActive ? t('hero.active') : t('hero.inactive')}
              </Badge>
            </div>
            <div className="flex shrink-0 gap-1 sm:flex-col">
              <Button
                variant="outline"
                size="sm"
                onClick={() => mutations.update.mutate({ id: image.id, changes: { isActive: !image.isActive } })}
                aria-label={`${image.isActive ? t('hero.deactivate') : t('hero.activate')}: ${image.alt}`}
              >
                {image.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                {image.isActive ? t('hero.deactivate') : t('hero.activate')}
              </Button>
              <Button variant="outline" size="sm" onClick={startEdit} aria-label={`${t('common.edit')}: ${image.alt}`}>
                <Pencil aria-hidden="true" />
                {t('common.edit')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t('common.delete')}: ${image.alt}`}
                onClick={async () => {
                  if (await confirm({ title: t('hero.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) mutations.remove.mutate(image.id);
                }}
              >
                <Trash2 className="text-destructive" aria-hidden="true" />
                {t('common.delete')}
              </Button>
            </div>
          </>
        )}
      </Card>
      {dialog}
    </li>
  );
}

/** Hero slideshow images. */
export function HeroImagesScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const mutations = useHeroMutations();
  const [uploading, setUploading] = useState(false);
  // In display order from the server, a page at a time.
  const images = usePagedList(queryKeys.heroImagePages, API.admin.heroImages, HeroImageSchema);
  const sorted = images.rows ?? [];

  const form = useForm<HeroFormValues, unknown, HeroCreate>({
    resolver: zodResolver(HeroImageCreateSchema) as unknown as Resolver<HeroFormValues, unknown, HeroCreate>,
    defaultValues: emptyHeroForm,
  });
  const [url, alt] = form.watch(['url', 'alt']);
  const canAdd = url.trim() !== '' && alt.trim() !== '';

  const onAdd = form.handleSubmit((input) =>
    mutations.add.mutate({ ...input, isActive: true }, { onSuccess: () => form.reset(emptyHeroForm) }),
  );

  const upload = async (file: File | undefined) => {
    if (!file || !isImageFile(file)) return;
    setUploading(true);
    try {
      const result = await api.uploadFile(file);
      const title = titleFromFileName(file.name);
      mutations.add.mutate({ mediaHash: result.hash, alt: title || file.name, title: title || null, displayOrder: images.total, isActive: true });
    } catch (error) {
      if (isUnauthorized(error)) toast({ title: t('hero.sessionExpired'), variant: 'destructive' });
      else
        toast({
          title: t('hero.uploadFailed'),
          description: error instanceof ApiError ? error.serverMessage || t('hero.uploadFailedFallback') : t('hero.unknownError'),
          variant: 'destructive',
        });
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <PageHeader title={t('hero.title')} description={t('hero.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <Card>
          <CardHeader>
            <CardTitle>
              <span>{t('hero.uploadTitle')}</span>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <div>
              <ImagePickButton
                label={t('hero.uploadButton')}
                busyLabel={t('hero.uploading')}
                busy={uploading}
                onFile={(file) => void upload(file)}
                testId="hero-upload-input"
                className="w-full"
              />
            </div>
            <form onSubmit={onAdd} className="grid gap-3" noValidate>
              <h3 className="text-sm font-semibold">{t('hero.addTitle')}</h3>
              <div className="grid gap-1">
                <Label htmlFor="hero-url">{t('hero.url')}</Label>
                <Input id="hero-url" placeholder="https://" aria-invalid={!!form.formState.errors.url} {...form.register('url')} />
                <FieldError message={form.formState.errors.url?.message} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="hero-alt">{t('hero.alt')}</Label>
                <Input id="hero-alt" aria-invalid={!!form.formState.errors.alt} {...form.register('alt')} />
                <FieldError message={form.formState.errors.alt?.message} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="hero-title">{t('hero.titleLabel')}</Label>
                <Input id="hero-title" aria-invalid={!!form.formState.errors.title} {...form.register('title')} />
                <FieldError message={form.formState.errors.title?.message} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor="hero-order">{t('hero.displayOrder')}</Label>
                <Input id="hero-order" inputMode="numeric" aria-invalid={!!form.formState.errors.displayOrder} {...form.register('displayOrder')} />
                <FieldError message={form.formState.errors.displayOrder?.message} />
              </div>
              <Button type="submit" disabled={!canAdd || mutations.add.isPending}>
                <Plus aria-hidden="true" />
                {t('hero.add')}
              </Button>
            </form>
          </CardContent>
        </Card>
        <section aria-labelledby="hero-list-title">
          <h2 id="hero-list-title" className="mb-3 text-lg font-semibold">
            {t('hero.list', { count: images.total })}
          </h2>
          {images.isPending ? (
            <LoadingState label={t('common.loading')} />
          ) : sorted.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border bg-background p-8 text-center text-sm text-muted-foreground">{t('hero.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {sorted.map((image) => (
                <HeroRow key={image.id} image={image} mutations={mutations} />
              ))}
            </ul>
          )}
          <LoadMore shown={sorted.length} total={images.total} hasMore={images.hasMore} loading={images.loadingMore} onMore={images.loadMore} />
        </section>
      </div>
    </>
  );
}
