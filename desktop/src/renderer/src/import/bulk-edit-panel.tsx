import { useState } from 'react';
import { BULK_EDIT_TEXT_FIELDS, type BulkEditTextField, type CategoryAdmin, type DraftFields } from '@portfolio/shared';
import { useAdminT } from '@portfolio/web/admin';
import { Button, Checkbox, Input, Label } from '@portfolio/web/ui';

/** The shared fields, and a title pattern (`{n}`, `{name}`) made per row. */
export type BulkPatch = Partial<DraftFields> & { titlePattern?: string };

const noTexts = Object.fromEntries(BULK_EDIT_TEXT_FIELDS.map((key) => [key, ''])) as Record<BulkEditTextField, string>;
/**
 * Sets a title pattern, the shared texts (place, country and description in three languages),
 * categories, published and sensitive location on every selected row at once (thousands of rows
 * in one pass). Empty fields keep each row's value.
 */
export function BulkEditPanel({ count, categories, onApply }: { count: number; categories: CategoryAdmin[]; onApply(patch: BulkPatch): void }) {
  const t = useAdminT();
  const [texts, setTexts] = useState(noTexts);
  const [categoryIds, setCategoryIds] = useState<number[]>([]);
  const [published, setPublished] = useState<'keep' | 'yes' | 'no'>('keep');
  const [sensitive, setSensitive] = useState<'keep' | 'yes' | 'no'>('keep');
  const [titlePattern, setTitlePattern] = useState('');

  function apply() {
    onApply({
      ...texts,
      ...(categoryIds.length ? { categoryIds } : {}),
      ...(published === 'keep' ? {} : { isPublished: published === 'yes' }),
      ...(sensitive === 'keep' ? {} : { sensitiveLocation: sensitive === 'yes' }),
      ...(titlePattern.trim() ? { titlePattern } : {}),
    });
    setTexts(noTexts);
    setCategoryIds([]);
    setPublished('keep');
    setSensitive('keep');
    setTitlePattern('');
  }

  return (
    <section aria-label={t('desktop.bulk.label')} className="space-y-3 rounded-lg border bg-card p-4">
      <h2 className="text-sm font-semibold">{t('desktop.bulk.title', { count })}</h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <div className="col-span-2 space-y-1">
          <Label htmlFor="bulk-title-pattern">{t('desktop.bulk.titlePattern')}</Label>
          <Input id="bulk-title-pattern" value={titlePattern} onChange={(e) => setTitlePattern(e.target.value)} placeholder={t('desktop.bulk.titlePatternHint')} />
        </div>
        {BULK_EDIT_TEXT_FIELDS.map((key) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`bulk-${key}`}>{t(`galleryFields.${key}`)}</Label>
            <Input id={`bulk-${key}`} value={texts[key]} onChange={(e) => setTexts({ ...texts, [key]: e.target.value })} placeholder={t('desktop.bulk.keep')} />
          </div>
        ))}
      </div>
      {categories.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('desktop.bulk.addCategories')}</legend>
          <div className="grid max-h-48 grid-cols-2 gap-1 overflow-y-auto lg:grid-cols-4">
            {categories.map((c) => (
              <label key={c.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={categoryIds.includes(c.id)}
                  onCheckedChange={(v) => setCategoryIds((ids) => (v === true ? [...ids, c.id] : ids.filter((i) => i !== c.id)))}
                />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="bulk-published">{t('desktop.bulk.published')}</Label>
          <select
            id="bulk-published"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={published}
            onChange={(e) => setPublished(e.target.value as 'keep' | 'yes' | 'no')}
          >
            <option value="keep">{t('desktop.bulk.keep')}</option>
            <option value="yes">{t('desktop.bulk.published')}</option>
            <option value="no">{t('desktop.bulk.notPublished')}</option>
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="bulk-sensitive">{t('desktop.bulk.sensitive')}</Label>
          <select
            id="bulk-sensitive"
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={sensitive}
            onChange={(e) => setSensitive(e.target.value as 'keep' | 'yes' | 'no')}
          >
            <option value="keep">{t('desktop.bulk.keep')}</option>
            <option value="yes">{t('desktop.bulk.sensitiveYes')}</option>
            <option value="no">{t('desktop.bulk.sensitiveNo')}</option>
          </select>
        </div>
        <Button onClick={apply}>{t('desktop.bulk.apply', { count })}</Button>
      </div>
    </section>
  );
}
