import { MAP_PRECISIONS } from '@portfolio/shared';
import { useId } from 'react';
import { Card } from '../../../ui/card';
import { fieldClass } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { useAdminT } from '../../i18n';
import { FieldError } from '../field-error';

/** How finely the public map and a photo's small map may place a photo. */
export function PlacesCard({ value, onChange, error }: { value: number; onChange: (next: number) => void; error?: string }) {
  const t = useAdminT();
  const id = useId();
  return (
    <Card className="grid gap-4 p-6">
      <h2 className="text-lg font-semibold">{t('settings.groups.places')}</h2>
      <p className="text-sm text-muted-foreground">{t('settings.places.hint')}</p>
      <div className="grid gap-2">
        <Label htmlFor={id}>{t('settings.places.precision')}</Label>
        <select id={id} name="mapPrecision" className={fieldClass} value={String(value)} onChange={(e) => onChange(Number(e.target.value))} aria-invalid={!!error}>
          {MAP_PRECISIONS.map((p) => (
            <option key={p} value={String(p)}>
              {t(`settings.places.options.${String(p).replace('.', '_')}`)}
            </option>
          ))}
        </select>
        <FieldError message={error} />
      </div>
    </Card>
  );
}
