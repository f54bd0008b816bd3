import { zodResolver } from '@hookform/resolvers/zod';
import { API, CLIENT_DOWNLOADS, CLIENT_PASSWORD_MIN, ClientGalleryAdminSchema, ClientGalleryFieldsSchema, LANGUAGE_OPTIONS, type ClientGalleryAdmin } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../ui/dialog';
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
  downloads: ClientGalleryAdmin['downloads'];
  usePassword: boolean;
  password: string;
};

/** The form's rules: the shared fields, and a password when it is on (on edit, empty keeps the current one). */
const formSchema = (hasPassword: boolean) =>
  ClientGalleryFieldsSchema.extend({ usePassword: z.boolean(), password: z.string() }).superRefine((v, ctx) => {
    const needed = v.usePassword && !(hasPassword && v.password === '');
    if (needed && v.password.length < CLIENT_PASSWORD_MIN) ctx.addIssue({ code: 'custom', path: ['password'], message: adminT('clientGalleries.passwordRequired') });
  });

/** What the API gets: a password only when it is set, changed or switched off. */
function toBody(v: z.output<ReturnType<typeof formSchema>>, editing: ClientGalleryAdmin | null) {
  const { usePassword, password, ...fields } = v;
  if (!usePassword) return { ...fields, password: null };
  if (editing?.hasPassword && password === '') return fields;
  return { ...fields, password };
}

export function ClientGalleryDialog({ gallery, onClose }: { gallery: ClientGalleryAdmin | null; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(gallery?.hasPassword ?? false)) as unknown as Resolver<Values>,
    defaultValues: {
      name: gallery?.name ?? '',
      messageNl: gallery?.messageNl ?? '',
      messageEn: gallery?.messageEn ?? '',
      messageSv: gallery?.messageSv ?? '',
      language: gallery?.language ?? 'nl',
      clientEmail: gallery?.clientEmail ?? '',
      expiresOn: gallery?.expiresOn ?? '',
      downloads: gallery?.downloads ?? 'web',
      // On by default: a new gallery asks for a password unless the photographer switches it off.
      usePassword: gallery ? gallery.hasPassword : true,
      password: '',
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
            <div className="grid gap-2">
              <Label htmlFor="cg-downloads">{t('clientGalleries.downloads')}</Label>
              <Controller
                control={form.control}
                name="downloads"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="cg-downloads">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {CLIENT_DOWNLOADS.map((d) => (
                        <SelectItem key={d} value={d}>
                          {t(`clientGalleries.downloadsOptions.${d}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <SaveCancelFooter onCancel={onClose} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
