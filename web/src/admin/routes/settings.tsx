import { API, GALLERY_ORDER_CHOICES, MediaJobsSchema, SOCIAL_NETWORKS, SiteSettingsSchema, type SiteSettings, type SocialNetwork } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { PlacesCard } from '../components/settings/places-card';
import { WatermarkCard } from '../components/settings/watermark-card';
import { LoadingState, PageHeader } from '../components/page-header';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

type TextField = Exclude<keyof SiteSettings, 'social' | 'watermark' | 'mapPrecision' | 'galleryOrder' | 'fediverseHandle' | 'fediverseAccount'>;

/** While photo files are being written again with new rights, how many are left. */
function RewriteProgress({ watch }: { watch: number }) {
  const t = useAdminT();
  const jobs = useAdminQuery([...queryKeys.settings, 'media-jobs', watch], API.admin.mediaJobs, MediaJobsSchema, { enabled: watch > 0, refetchInterval: 2000 });
  const pending = jobs.data?.pending ?? 0;
  if (!watch || !jobs.data) return null;
  return (
    <p role="status" className="text-sm text-muted-foreground" data-testid="rights-progress">
      {pending > 0 ? t('settings.rewriting', { count: pending }) : t('settings.rewritten')}
    </p>
  );
}

/** Field groups of the screen: the site, contact, rights. */
const GROUPS: { key: string; fields: { name: TextField; type?: string; placeholder?: string }[] }[] = [
  { key: 'site', fields: [{ name: 'siteName' }, { name: 'photographerName' }, { name: 'tagline' }] },
  { key: 'contact', fields: [{ name: 'contactEmail', type: 'email' }, { name: 'location' }] },
  {
    key: 'rights',
    fields: [
      { name: 'copyrightNotice', placeholder: '© {year} {name}' },
      { name: 'creditLine' },
      { name: 'licenseUrl', type: 'url', placeholder: 'https://' },
      { name: 'licensingUrl', type: 'url', placeholder: 'https://' },
    ],
  },
];

/** The photographer's site settings: name, contact, social links, and the rights and watermark every photo carries. */
export function SettingsScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const query = useAdminQuery(queryKeys.settings, API.admin.settings, SiteSettingsSchema, { errorTitle: t('settings.loadFailed') });
  const [values, setValues] = useState<SiteSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saves, setSaves] = useState(0);
  useEffect(() => {
    if (query.data && !values) setValues(query.data);
  }, [query.data, values]);

  const save = useMutation({
    mutationFn: (input: SiteSettings) => api.send('PUT', API.admin.settings, input, SiteSettingsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.settings, saved);
      setValues(saved);
      setSaves((n) => n + 1);
      toast({ title: t('settings.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues) setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      toastFailure(error, errorMessage(error, t('settings.saveFailed')));
    },
  });

  if (!values) return <LoadingState label={t('common.loading')} />;

  const setText = (name: TextField) => (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value });
  const setSocial = (name: SocialNetwork) => (e: { target: { value: string } }) => setValues({ ...values, social: { ...values.social, [name]: e.target.value } });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = SiteSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[issue.path.join('.')] ??= issue.message;
      setErrors(byField);
      toast({ title: t('settings.saveFailed'), description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const field = (name: string, label: string, value: string, onChange: (e: { target: { value: string } }) => void, type = 'text', placeholder?: string, hint?: string) => (
    <div key={name} className="grid gap-2">
      <Label htmlFor={`settings-${name}`}>{label}</Label>
      <Input id={`settings-${name}`} name={name} type={type} value={value} placeholder={placeholder} aria-invalid={!!errors[name]} onChange={onChange} />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError message={errors[name]} />
    </div>
  );

  return (
    <div>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-6">
        {GROUPS.map((group) => (
          <Card key={group.key} className="grid gap-4 p-6">
            <h2 className="text-lg font-semibold">{t(`settings.groups.${group.key}`)}</h2>
            {group.fields.map((f) => field(f.name, t(`settings.fields.${f.name}`), values[f.name], setText(f.name), f.type, f.placeholder, t(`settings.hints.${f.name}`, { defaultValue: '' }) || undefined))}
          </Card>
        ))}
        <Card className="grid gap-4 p-6">
          <h2 className="text-lg font-semibold">{t('settings.groups.social')}</h2>
          <p className="text-sm text-muted-foreground">{t('settings.socialHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((n) => field(`social.${n}`, t(`settings.social.${n}`), values.social[n], setSocial(n), 'url', 'https://'))}
          </div>
        </Card>
        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">{t('settings.groups.galleryOrder')}</h2>
          <div role="radiogroup" aria-label={t('settings.groups.galleryOrder')} className="grid gap-2">
            {GALLERY_ORDER_CHOICES.map((choice) => (
              <label key={choice} className="flex items-start gap-2 text-sm">
                <input type="radio" name="galleryOrder" value={choice} checked={values.galleryOrder === choice} onChange={() => setValues({ ...values, galleryOrder: choice })} className="mt-1" />
                <span>
                  <span className="font-medium">{t(`settings.galleryOrder.${choice}`)}</span>
                  <span className="block text-muted-foreground">{t(`settings.galleryOrder.${choice}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </Card>
        <PlacesCard value={values.mapPrecision} onChange={(mapPrecision) => setValues({ ...values, mapPrecision })} error={errors.mapPrecision} />
        <WatermarkCard value={values.watermark} onChange={(watermark) => setValues({ ...values, watermark })} errors={errors} />
        <div className="grid gap-2">
          <RewriteProgress watch={saves} />
          <Button type="submit" className="w-fit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </div>
  );
}
