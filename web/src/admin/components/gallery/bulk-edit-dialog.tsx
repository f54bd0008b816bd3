import { API, IN_THREE_LANGUAGES, FIELD_LANGUAGES, BulkEditResponseSchema, type BulkEditTextField, type CategoryAdmin } from '@portfolio/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast';
import { toastFailure } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { LanguageTabs } from '../language-tabs';
import { buildBulkEditRequest, emptyBulkEditForm, type BulkEditForm, type PublishedChoice } from '../../lib/bulk-edit';
import { CategoryCheckboxGrid } from './category-checkbox-grid';

/** Bulk edit of the selected items: empty fields keep values, categories are added. */
/** A yes/no field of bulk edit that may also leave every item as it is. */
function KeepYesNo({ id, label, value, onChange }: { id: string; label: string; value: PublishedChoice; onChange: (value: PublishedChoice) => void }) {
  const t = useAdminT();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as PublishedChoice)}>
        <SelectTrigger id={id} className="sm:w-60">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="keep">{t('bulkEdit.keep')}</SelectItem>
          <SelectItem value="yes">{t('bulkEdit.yes')}</SelectItem>
          <SelectItem value="no">{t('bulkEdit.no')}</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}

export function BulkEditDialog({
  itemIds,
  categories,
  onClose,
  onSaved,
}: {
  itemIds: number[];
  categories: CategoryAdmin[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAdminT();
  const api = useAdminApi();
  const [form, setForm] = useState<BulkEditForm>(emptyBulkEditForm);
  const set = (key: keyof BulkEditForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: e.target.value });
  const save = useMutation({
    mutationFn: () => api.send('PUT', API.admin.galleryBulkEdit, buildBulkEditRequest(itemIds, form), BulkEditResponseSchema),
    onSuccess: () => {
      toast({ title: t('gallery.bulkUpdated', { count: itemIds.length }) });
      onSaved();
    },
    onError: (error) => toastFailure(error, t('gallery.bulkUpdateFailed')),
  });
  const text = (key: BulkEditTextField, label: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`bulk-${key}`}>{label}</Label>
      <Input id={`bulk-${key}`} value={form[key]} onChange={set(key)} />
    </div>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('bulkEdit.title', { count: itemIds.length })}</DialogTitle>
          <DialogDescription>{t('bulkEdit.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {text('location', t('bulkEdit.location'))}
            {IN_THREE_LANGUAGES.country.map((name, i) => text(name, t('bulkEdit.countryIn', { lang: FIELD_LANGUAGES[i]!.toUpperCase() })))}
          </div>
          <LanguageTabs label={t('bulkEdit.descriptionLabel')} names={IN_THREE_LANGUAGES.description}>
            {(name, label) => <Textarea aria-label={label} rows={3} value={form[name]} onChange={set(name)} />}
          </LanguageTabs>
          <CategoryCheckboxGrid categories={categories} value={form.categoryIds} onChange={(categoryIds) => setForm({ ...form, categoryIds })} label={t('bulkEdit.categoriesToAdd')} />
          <KeepYesNo id="bulk-published" label={t('bulkEdit.published')} value={form.published} onChange={(published) => setForm({ ...form, published })} />
          <KeepYesNo id="bulk-sensitive" label={t('sensitive.label')} value={form.sensitive} onChange={(sensitive) => setForm({ ...form, sensitive })} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('bulkEdit.apply')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
