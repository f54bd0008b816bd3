import { FIELD_LANGUAGES, IN_THREE_LANGUAGES, SALE_MODES, type BulkEditTextField, type BulkEditUpdates, type CategoryAdmin } from '@portfolio/shared';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { useAdminT } from '../../i18n';
import { LanguageTabs } from '../language-tabs';
import { bulkEditUpdates, emptyBulkEditForm, type BulkEditForm, type PublishedChoice } from '../../lib/bulk-edit';
import { CategoryCheckboxGrid } from './category-checkbox-grid';

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

/** The bulk edit form for `count` selected items; `onApply` runs it (as a background job). */
export function BulkEditDialog({
  count,
  categories,
  onClose,
  onApply,
}: {
  count: number;
  categories: CategoryAdmin[];
  onClose: () => void;
  onApply: (updates: BulkEditUpdates) => void;
}) {
  const t = useAdminT();
  const [form, setForm] = useState<BulkEditForm>(emptyBulkEditForm);
  const set = (key: keyof BulkEditForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm({ ...form, [key]: e.target.value });
  const text = (key: BulkEditTextField, label: string) => (
    <div key={key} className="grid gap-1">
      <Label htmlFor={`bulk-${key}`}>{label}</Label>
      <Input id={`bulk-${key}`} value={form[key]} onChange={set(key)} />
    </div>
  );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('bulkEdit.title', { count })}</DialogTitle>
          <DialogDescription>{t('bulkEdit.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onApply(bulkEditUpdates(form));
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
          <div className="grid gap-1">
            <Label htmlFor="bulk-sale">{t('sale.label')}</Label>
            <select id="bulk-sale" className="h-10 rounded-md border border-input bg-background px-3 text-sm sm:w-60" value={form.sale} onChange={(e) => setForm({ ...form, sale: e.target.value as BulkEditForm['sale'] })}>
              <option value="keep">{t('bulkEdit.keep')}</option>
              <option value="default">{t('sale.default')}</option>
              {SALE_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`sale.${m}`)}
                </option>
              ))}
            </select>
            <p className="text-xs text-muted-foreground">{t('sale.hint')}</p>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit">
              {t('bulkEdit.apply')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
