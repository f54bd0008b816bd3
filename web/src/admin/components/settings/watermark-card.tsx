import { API, WATERMARK_MIN_WIDTHS, WATERMARK_POSITIONS, WatermarkLogoSchema, type Watermark } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type ChangeEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { fieldClass, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { toast } from '../../../ui/toast';
import { queryKeys, toastFailure, useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';
import { FieldError } from '../field-error';

interface WatermarkCardProps {
  value: Watermark;
  onChange: (next: Watermark) => void;
  /** Refusals by field, e.g. `watermark.logo`. */
  errors: Record<string, string>;
}

const logoKey = [...queryKeys.settings, 'watermark-logo'];

/** The watermark part of the settings: on or off, text or logo, where, how strong, from which file width. */
export function WatermarkCard({ value, onChange, errors }: WatermarkCardProps) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const id = useId();
  const logo = useAdminQuery(logoKey, API.admin.watermarkLogo, WatermarkLogoSchema);
  const set = (patch: Partial<Watermark>) => onChange({ ...value, ...patch });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.send('POST', API.admin.watermarkLogo, form, WatermarkLogoSchema);
    },
    onSuccess: (stored) => {
      queryClient.setQueryData(logoKey, stored);
      set({ logo: stored.logo, kind: 'logo' });
      toast({ title: t('settings.watermark.logoUploaded') });
    },
    onError: (error) => toastFailure(error, errorMessage(error, t('settings.watermark.logoFailed'))),
  });
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate(file);
  };

  return (
    <Card className="grid gap-4 p-6" data-testid="watermark-settings">
      <h2 className="text-lg font-semibold">{t('settings.groups.watermark')}</h2>
      <p className="text-sm text-muted-foreground">{t('settings.watermark.hint')}</p>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-on`} checked={value.enabled} onCheckedChange={(v) => set({ enabled: v === true })} />
        <Label htmlFor={`${id}-on`}>{t('settings.watermark.enabled')}</Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('settings.watermark.kind')}</legend>
        <div className="flex flex-wrap gap-6">
          {(['text', 'logo'] as const).map((kind) => (
            <label key={kind} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" name="watermark-kind" value={kind} checked={value.kind === kind} onChange={() => set({ kind })} className="size-4 accent-primary" />
              {t(`settings.watermark.kinds.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {value.kind === 'text' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-text`}>{t('settings.watermark.text')}</Label>
          <Input id={`${id}-text`} name="watermark.text" value={value.text} aria-invalid={!!errors['watermark.text']} onChange={(e) => set({ text: e.target.value })} />
          <p className="text-xs text-muted-foreground">{t('settings.watermark.textHint')}</p>
          <FieldError message={errors['watermark.text']} />
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-logo`}>{t('settings.watermark.logo')}</Label>
          {logo.data?.preview ? (
            <img src={logo.data.preview} alt={t('settings.watermark.logoPreview')} data-testid="watermark-logo-preview" className="max-h-24 w-fit rounded border border-border bg-[repeating-conic-gradient(#ddd_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-2" />
          ) : null}
          <Input id={`${id}-logo`} type="file" accept="image/png,image/webp,image/jpeg" disabled={upload.isPending} aria-invalid={!!errors['watermark.logo']} onChange={onFile} />
          <p className="text-xs text-muted-foreground">{upload.isPending ? t('settings.watermark.uploading') : t('settings.watermark.logoHint')}</p>
          <FieldError message={errors['watermark.logo']} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-position`}>{t('settings.watermark.position')}</Label>
          <select id={`${id}-position`} className={fieldClass} value={value.position} onChange={(e) => set({ position: e.target.value as Watermark['position'] })}>
            {WATERMARK_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`settings.watermark.positions.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-opacity`}>{t('settings.watermark.opacity', { percent: Math.round(value.opacity * 100) })}</Label>
          <input id={`${id}-opacity`} type="range" min={0.1} max={1} step={0.05} value={value.opacity} onChange={(e) => set({ opacity: Number(e.target.value) })} className="h-10 accent-primary" />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-width`}>{t('settings.watermark.minWidth')}</Label>
          <select id={`${id}-width`} className={fieldClass} value={value.minWidth} onChange={(e) => set({ minWidth: Number(e.target.value) })}>
            {WATERMARK_MIN_WIDTHS.map((w) => (
              <option key={w} value={w}>
                {t('settings.watermark.fromWidth', { width: w })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Card>
  );
}
