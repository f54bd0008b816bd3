import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  CLIENT_DOWNLOAD_SIZES,
  CLIENT_PASSWORD_MIN,
  CLIENT_PICKS_MAX,
  ClientDownloadPinSchema,
  type ClientDownloadSize,
  ClientGalleryAdminSchema,
  ClientGalleryFieldsSchema,
  LANGUAGE_OPTIONS,
  type ClientGalleryAdmin,
} from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui/dialog';
import { Checkbox } from '../../../ui/checkbox';
import { Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast';
import { FieldError } from '../field-error';
import { FormCheckbox } from '../form-checkbox';
import { LanguageTabs } from '../language-tabs';
import { SaveCancelFooter } from '../save-cancel-footer';
import { queryKeys, toastFailure } from '../../hooks/use-admin-query';
import { t as adminT, useAdminT } from '../../i18n';
import { useAdminApi } from '../../lib/admin-context';

type Values = {
  name: string;
  messageNl: string;
  messageEn: string;
  messageSv: string;
  language: ClientGalleryAdmin['language'];
  clientEmail: string;
  expiresOn: string;
  downloadsOn: boolean;
  downloadSizes: ClientDownloadSize[];
  usePassword: boolean;
  password: string;
  usePin: boolean;
  pin: string;
  maxPicks: string;
  minPicks: string;
  proofWatermark: boolean;
};

/** A limit as typed: empty is none, else a whole number from 1 to CLIENT_PICKS_MAX. */
const picksOf = (typed: string): number | null | 'invalid' => {
  if (typed.trim() === '') return null;
  const n = Number(typed);
  return Number.isInteger(n) && n >= 1 && n <= CLIENT_PICKS_MAX ? n : 'invalid';
};

/**
 * The form's rules, with the reasons in the back-office's language: the shared text fields, a
 * password and a PIN when they are on (on edit, empty keeps the current one), the limits, and a
 * size when downloads are on.
 */
const formSchema = (hasPassword: boolean, hasPin: boolean) =>
  ClientGalleryFieldsSchema.pick({ name: true, messageNl: true, messageEn: true, messageSv: true, language: true, clientEmail: true, expiresOn: true })
    .extend({
      downloadsOn: z.boolean(),
      downloadSizes: z.array(z.enum(CLIENT_DOWNLOAD_SIZES)),
      usePassword: z.boolean(),
      password: z.string(),
      usePin: z.boolean(),
      pin: z.string(),
      maxPicks: z.string(),
      minPicks: z.string(),
      proofWatermark: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const needed = v.usePassword && !(hasPassword && v.password === '');
      if (needed && v.password.length < CLIENT_PASSWORD_MIN) ctx.addIssue({ code: 'custom', path: ['password'], message: adminT('clientGalleries.passwordRequired') });
      const pinNeeded = v.usePin && !(hasPin && v.pin === '');
      if (pinNeeded && !ClientDownloadPinSchema.safeParse(v.pin).success) ctx.addIssue({ code: 'custom', path: ['pin'], message: adminT('clientGalleries.pinInvalid') });
      if (v.downloadsOn && v.downloadSizes.length === 0) ctx.addIssue({ code: 'custom', path: ['downloadSizes'], message: adminT('clientGalleries.sizesRequired') });
      const max = picksOf(v.maxPicks);
      const min = picksOf(v.minPicks);
      if (max === 'invalid') ctx.addIssue({ code: 'custom', path: ['maxPicks'], message: adminT('clientGalleries.picksInvalid') });
      if (min === 'invalid') ctx.addIssue({ code: 'custom', path: ['minPicks'], message: adminT('clientGalleries.picksInvalid') });
      if (typeof max === 'number' && typeof min === 'number' && min > max) ctx.addIssue({ code: 'custom', path: ['minPicks'], message: adminT('clientGalleries.minAboveMax') });
    });

/** What the API gets: every field of the form, a password and a PIN only when set, changed or switched off. */
function toBody(v: z.output<ReturnType<typeof formSchema>>, editing: ClientGalleryAdmin | null) {
  const { usePassword, password, usePin, pin, downloadsOn, downloadSizes, maxPicks, minPicks, ...fields } = v;
  const sizes = CLIENT_DOWNLOAD_SIZES.filter((size) => downloadSizes.includes(size));
  const body: Record<string, unknown> = {
    ...fields,
    downloads: downloadsOn ? (sizes.includes('original') ? 'original' : 'web') : 'none',
    ...(sizes.length ? { downloadSizes: sizes } : {}),
    maxPicks: picksOf(maxPicks),
    minPicks: picksOf(minPicks),
  };
  if (!usePassword) body.password = null;
  else if (!(editing?.hasPassword && password === '')) body.password = password;
  if (!usePin) body.downloadPin = null;
  else if (!(editing?.hasDownloadPin && pin === '')) body.downloadPin = pin;
  return body;
}

export function ClientGalleryDialog({ gallery, onClose }: { gallery: ClientGalleryAdmin | null; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(gallery?.hasPassword ?? false, gallery?.hasDownloadPin ?? false)) as unknown as Resolver<Values>,
    defaultValues: {
      name: gallery?.name ?? '',
      messageNl: gallery?.messageNl ?? '',
      messageEn: gallery?.messageEn ?? '',
      messageSv: gallery?.messageSv ?? '',
      language: gallery?.language ?? 'nl',
      clientEmail: gallery?.clientEmail ?? '',
      expiresOn: gallery?.expiresOn ?? '',
      downloadsOn: gallery ? gallery.downloads !== 'none' : true,
      downloadSizes: gallery?.downloadSizes ?? ['web'],
      // On by default: a new gallery asks for a password unless the photographer switches it off.
      usePassword: gallery ? gallery.hasPassword : true,
      password: '',
      usePin: gallery?.hasDownloadPin ?? false,
      pin: '',
      maxPicks: gallery?.maxPicks ? String(gallery.maxPicks) : '',
      minPicks: gallery?.minPicks ? String(gallery.minPicks) : '',
      proofWatermark: gallery?.proofWatermark ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = toBody(values as never, gallery);
      return gallery
        ? api.send('PUT', API.admin.clientGallery(gallery.id), body, ClientGalleryAdminSchema)
        : api.send('POST', API.admin.clientGalleries, body, ClientGalleryAdminSchema);
    },
    onSuccess: (saved) => {
      toast({ title: gallery ? t('clientGalleries.updated') : t('clientGalleries.created') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientGalleries });
      onClose();
      if (!gallery) void navigate(`/admin/client-galleries/${saved.id}`);
    },
    onError: (error) => {
      // The server's reason goes beside its field; the form keeps what was typed.
      if (error instanceof ApiError && error.issues?.length) {
        for (const issue of error.issues) form.setError(issue.path as keyof Values, { message: issue.message });
      }
      toastFailure(error, errorMessage(error, t('clientGalleries.saveFailed')));
    },
  });
  const { errors } = form.formState;
  const usePassword = form.watch('usePassword');
  const usePin = form.watch('usePin');
  const downloadsOn = form.watch('downloadsOn');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{gallery ? t('clientGalleries.editTitle') : t('clientGalleries.newTitle')}</DialogTitle>
          <DialogDescription>{t('clientGalleries.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor="cg-name">{t('clientGalleries.name')}</Label>
            <Input id="cg-name" placeholder={t('clientGalleries.namePlaceholder')} aria-invalid={!!errors.name} {...form.register('name')} />
            <FieldError message={errors.name?.message} />
          </div>
          <LanguageTabs label={t('clientGalleries.message')} names={['messageNl', 'messageEn', 'messageSv'] as const} hint={t('clientGalleries.messageHint')}>
            {(name, label) => (
              <>
                <Textarea aria-label={label} rows={3} aria-invalid={!!errors[name]} {...form.register(name)} />
                <FieldError message={errors[name]?.message} />
              </>
            )}
          </LanguageTabs>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="cg-language">{t('clientGalleries.language')}</Label>
              <Controller
                control={form.control}
                name="language"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="cg-language">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {LANGUAGE_OPTIONS.map((o) => (
                        <SelectItem key={o.code} value={o.code}>
                          {o.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
              <p className="text-xs text-muted-foreground">{t('clientGalleries.languageHint')}</p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="cg-email">{t('clientGalleries.clientEmail')}</Label>
              <Input id="cg-email" type="email" autoComplete="off" aria-invalid={!!errors.clientEmail} {...form.register('clientEmail')} />
              <FieldError message={errors.clientEmail?.message} />
            </div>
          </div>
          <FormCheckbox control={form.control} name="usePassword" id="cg-use-password" label={t('clientGalleries.usePassword')} hint={t('clientGalleries.usePasswordHint')} />
          {usePassword ? (
            <div className="grid gap-2">
              <Label htmlFor="cg-password">{t('clientGalleries.password')}</Label>
              <Input
                id="cg-password"
                type="text"
                autoComplete="new-password"
                placeholder={gallery?.hasPassword ? t('clientGalleries.passwordKeep') : ''}
                aria-invalid={!!errors.password}
                {...form.register('password')}
              />
              <FieldError message={errors.password?.message} />
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="cg-expires">{t('clientGalleries.expiresOn')}</Label>
              <Input id="cg-expires" type="date" aria-invalid={!!errors.expiresOn} {...form.register('expiresOn')} />
              <p className="text-xs text-muted-foreground">{t('clientGalleries.expiresHint')}</p>
              <FieldError message={errors.expiresOn?.message} />
            </div>
          </div>
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('clientGalleries.proofingTitle')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor="cg-max-picks">{t('clientGalleries.maxPicks')}</Label>
                <Input id="cg-max-picks" type="number" inputMode="numeric" min={1} max={CLIENT_PICKS_MAX} aria-invalid={!!errors.maxPicks} {...form.register('maxPicks')} />
                <FieldError message={errors.maxPicks?.message} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="cg-min-picks">{t('clientGalleries.minPicks')}</Label>
                <Input id="cg-min-picks" type="number" inputMode="numeric" min={1} max={CLIENT_PICKS_MAX} aria-invalid={!!errors.minPicks} {...form.register('minPicks')} />
                <FieldError message={errors.minPicks?.message} />
              </div>
            </div>
            <p className="text-xs text-muted-foreground">{t('clientGalleries.picksHint')}</p>
            <FormCheckbox control={form.control} name="proofWatermark" id="cg-proof-watermark" label={t('clientGalleries.proofWatermark')} hint={t('clientGalleries.proofWatermarkHint')} />
          </fieldset>
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t('clientGalleries.downloads')}</legend>
            <FormCheckbox control={form.control} name="downloadsOn" id="cg-downloads-on" label={t('clientGalleries.downloadsOn')} />
            {downloadsOn ? (
              <>
                <Controller
                  control={form.control}
                  name="downloadSizes"
                  render={({ field }) => (
                    <div className="grid gap-2" role="group" aria-labelledby="cg-sizes-label">
                      <p id="cg-sizes-label" className="text-sm font-medium">
                        {t('clientGalleries.downloadSizes')}
                      </p>
                      {CLIENT_DOWNLOAD_SIZES.map((size) => (
                        <div key={size} className="flex items-center gap-2">
                          <Checkbox
                            id={`cg-size-${size}`}
                            checked={field.value.includes(size)}
                            onCheckedChange={(on) => field.onChange(on === true ? [...field.value, size] : field.value.filter((s) => s !== size))}
                          />
                          <Label htmlFor={`cg-size-${size}`}>{t(`clientGalleries.sizeOptions.${size}`)}</Label>
                        </div>
                      ))}
                      <FieldError message={errors.downloadSizes?.message} />
                    </div>
                  )}
                />
                <FormCheckbox control={form.control} name="usePin" id="cg-use-pin" label={t('clientGalleries.usePin')} hint={t('clientGalleries.usePinHint')} />
                {usePin ? (
                  <div className="grid gap-2">
                    <Label htmlFor="cg-pin">{t('clientGalleries.pin')}</Label>
                    <Input
                      id="cg-pin"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={8}
                      placeholder={gallery?.hasDownloadPin ? t('clientGalleries.pinKeep') : ''}
                      aria-invalid={!!errors.pin}
                      {...form.register('pin')}
                    />
                    <FieldError message={errors.pin?.message} />
                  </div>
                ) : null}
              </>
            ) : null}
          </fieldset>
          <SaveCancelFooter onCancel={onClose} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
