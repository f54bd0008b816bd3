import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  CATEGORY_TYPES,
  CategoryAdminSchema,
  CategoryInputSchema,
  DEFAULT_CATEGORY_TYPE,
  type CategoryAdmin,
  type CategoryInput,
  type CategoryType,
} from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderTree, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge, type BadgeVariant } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { FormCheckbox } from '../components/form-checkbox';
import { SaveCancelFooter } from '../components/save-cancel-footer';
import { EmptyState, LoadingState, NewButton, PageHeader } from '../components/page-header';
import { LoadMore } from '../components/load-more';
import { queryKeys, toastFailure, useDeleteById } from '../hooks/use-admin-query';
import { usePagedList } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

/** Type badge colours. */
export const CATEGORY_BADGE: Record<CategoryType, BadgeVariant> = {
  country: 'blue',
  animal: 'orange',
  plant: 'green',
  landscape: 'purple',
  other: 'grey',
};

interface CategoryFormValues {
  name: string;
  nameEn: string;
  nameSv: string;
  type: CategoryType;
  sensitiveLocation: boolean;
}

function CategoryDialog({ category, open, onOpenChange }: { category: CategoryAdmin | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(CategoryInputSchema) as unknown as Resolver<CategoryFormValues, unknown, CategoryInput>,
    values: {
      name: category?.name ?? '',
      nameEn: category?.nameEn ?? '',
      nameSv: category?.nameSv ?? '',
      type: category?.type ?? DEFAULT_CATEGORY_TYPE,
      sensitiveLocation: category?.sensitiveLocation ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (input: CategoryInput) =>
      category ? api.send('PUT', API.admin.category(category.id), input, z.unknown()) : api.send('POST', API.admin.categories, input, z.unknown()),
    onSuccess: () => {
      toast({ title: category ? t('categories.updated') : t('categories.created') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.categories });
      void queryClient.invalidateQueries({ queryKey: queryKeys.galleryItems });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      onOpenChange(false);
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('categories.saveFailed'))),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => save.mutate(input));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{category ? t('categories.editTitle') : t('categories.newTitle')}</DialogTitle>
          <DialogDescription className="sr-only">{t('categories.name')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="category-type">{t('categories.type')}</Label>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="category-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CATEGORY_TYPES.map((type) => (
                      <SelectItem key={type} value={type}>
                        {t(`categories.types.${type}`)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <Tabs defaultValue="nl">
            <TabsList>
              <TabsTrigger value="nl">{t('categories.nameNl')}</TabsTrigger>
              <TabsTrigger value="en">{t('categories.nameEn')}</TabsTrigger>
              <TabsTrigger value="sv">{t('categories.nameSv')}</TabsTrigger>
            </TabsList>
            <TabsContent value="nl" forceMount className="grid gap-2 data-[state=inactive]:hidden">
              <Label htmlFor="category-name-nl">{t('categories.name')} (NL)</Label>
              <Input id="category-name-nl" required aria-required="true" aria-invalid={!!errors.name} {...form.register('name')} />
              <FieldError message={errors.name?.message} />
            </TabsContent>
            <TabsContent value="en" forceMount className="grid gap-2 data-[state=inactive]:hidden">
              <Label htmlFor="category-name-en">{t('categories.name')} (EN)</Label>
              <Input id="category-name-en" aria-invalid={!!errors.nameEn} {...form.register('nameEn')} />
              <FieldError message={errors.nameEn?.message} />
            </TabsContent>
            <TabsContent value="sv" forceMount className="grid gap-2 data-[state=inactive]:hidden">
              <Label htmlFor="category-name-sv">{t('categories.name')} (SV)</Label>
              <Input id="category-name-sv" aria-invalid={!!errors.nameSv} {...form.register('nameSv')} />
              <FieldError message={errors.nameSv?.message} />
            </TabsContent>
          </Tabs>
          <FormCheckbox control={form.control} name="sensitiveLocation" id="category-sensitive" label={t('sensitive.label')} hint={t('sensitive.categoryHint')} />
          <SaveCancelFooter onCancel={() => onOpenChange(false)} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Categories: typed, three names, item counts. */
export function CategoriesScreen() {
  const t = useAdminT();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<{ category: CategoryAdmin | null } | null>(null);
  const categories = usePagedList(queryKeys.categoryPages, API.admin.categories, CategoryAdminSchema, { errorTitle: t('categories.loadFailed') });

  const remove = useDeleteById(API.admin.category, { deleted: t('categories.deleted'), failed: t('categories.deleteFailed'), refresh: [queryKeys.categories, queryKeys.galleryItems, queryKeys.stats] });

  const askDelete = async (category: CategoryAdmin) => {
    if (await confirm({ title: t('categories.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(category.id);
  };

  return (
    <>
      <PageHeader
        title={t('categories.title')}
        actions={<NewButton label={t('categories.new')} onClick={() => setEditing({ category: null })} />}
      />
      {categories.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : categories.rows && categories.rows.length > 0 ? (
        <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.rows.map((category) => (
            <li key={category.id}>
              <Card className="flex h-full items-start justify-between gap-3 p-4" data-testid="category-card">
                <div className="min-w-0">
                  <h2 className="truncate font-semibold">{category.name}</h2>
                  {category.nameEn || category.nameSv ? (
                    <p className="truncate text-xs text-muted-foreground">{[category.nameEn, category.nameSv].filter(Boolean).join(' · ')}</p>
                  ) : null}
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    <Badge variant={CATEGORY_BADGE[category.type]}>{t(`categories.types.${category.type}`)}</Badge>
                    {category.sensitiveLocation ? <Badge variant="orange">{t('sensitive.mark')}</Badge> : null}
                    {category.itemCount !== undefined ? <span className="text-xs text-muted-foreground">{t('categories.items', { count: category.itemCount })}</span> : null}
                  </div>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon" aria-label={`${t('common.edit')}: ${category.name}`} onClick={() => setEditing({ category })}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`${t('common.delete')}: ${category.name}`} onClick={() => void askDelete(category)}>
                    <Trash2 className="text-destructive" aria-hidden="true" />
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore shown={categories.rows.length} total={categories.total} hasMore={categories.hasMore} loading={categories.loadingMore} onMore={categories.loadMore} />
        </>
      ) : categories.rows ? (
        <EmptyState icon={<FolderTree />} title={t('categories.empty')} action={<Button onClick={() => setEditing({ category: null })}>{t('categories.createFirst')}</Button>} />
      ) : null}
      {editing ? <CategoryDialog category={editing.category} open onOpenChange={(open) => !open && setEditing(null)} /> : null}
      {dialog}
    </>
  );
}
