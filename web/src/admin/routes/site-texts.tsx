import { API, MediaLookupResponseSchema, SPECIALTY_ICONS, SiteTextsSchema, type LocalizedText, type SiteTexts, type SpecialtyIcon } from '@portfolio/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { SPECIALTY_ICON_COMPONENTS } from '../../ui/specialty-icon';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { ImagePickButton } from '../components/image-pick-button';
import { LoadingState, PageHeader } from '../components/page-header';
import { ListEditor } from '../components/site-texts/list-editor';
import { LocalizedField } from '../components/site-texts/localized-field';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { GalleryPickButton } from '../components/gallery-picker';

const empty = (): LocalizedText => ({ nl: '', en: '', sv: '' });

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** The About portrait: a photo of the gallery or an upload; none chosen shows the site's own portrait. */
function PortraitPicker({ value, onChange }: { value: string | null; onChange: (hash: string | null) => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: ['admin', 'media-lookup', value],
    enabled: !!value,
    queryFn: () => api.send('POST', API.admin.mediaLookup, { hashes: [value] }, MediaLookupResponseSchema),
  });
  const url = value ? preview.data?.found[0]?.url : '/about/portrait-400.jpg';
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await api.uploadFile(file);
      if (result.hash) onChange(result.hash);
    } catch (error) {
      toastFailure(error, errorMessage(error, t('siteTexts.portraitFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-4">
      {url ? <img src={url} alt={t('siteTexts.portraitPreview')} className="h-40 w-32 rounded-md object-cover ring-1 ring-border" data-testid="portrait-preview" /> : <div className="h-40 w-32 rounded-md bg-muted" />}
      <div className="flex flex-wrap gap-2">
        <ImagePickButton label={t('siteTexts.portraitUpload')} busyLabel={t('common.uploading')} busy={busy} onFile={(f) => void upload(f)} testId="portrait-upload-input" />
        <GalleryPickButton label={t('siteTexts.portraitFromGallery')} onPick={(photo) => onChange(photo.mediaHash)} />
        {value ? (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            {t('siteTexts.portraitDefault')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Site texts: the hero, About, specialties, destinations, the statistics band, the contact section
 * and the footer, each in Dutch, English and Swedish. They start as the site's own texts.
 */
export function SiteTextsScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const query = useAdminQuery(queryKeys.siteTexts, API.admin.siteTexts, SiteTextsSchema, { errorTitle: t('siteTexts.loadFailed') });
  const [values, setValues] = useState<SiteTexts | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data && !values) setValues(query.data);
  }, [query.data, values]);

  const save = useMutation({
    mutationFn: (input: SiteTexts) => api.send('PUT', API.admin.siteTexts, input, SiteTextsSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.siteTexts, saved);
      setValues(saved);
      toast({ title: t('siteTexts.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.issues) setErrors(Object.fromEntries(error.issues.map((i) => [i.path, i.message])));
      toastFailure(error, errorMessage(error, t('siteTexts.saveFailed')));
    },
  });

  if (!values) return <LoadingState label={t('common.loading')} />;
  const dirty = JSON.stringify(values) !== JSON.stringify(query.data);

  const set = <K extends keyof SiteTexts>(key: K, next: SiteTexts[K]) => setValues({ ...values, [key]: next });
  const text = <K extends 'hero' | 'about' | 'contact' | 'footer'>(section: K, field: keyof SiteTexts[K] & string, label: string, multiline = false) => (
    <LocalizedField
      id={`${section}.${field}`}
      label={label}
      value={values[section][field] as LocalizedText}
      onChange={(next) => set(section, { ...values[section], [field]: next })}
      errors={errors}
      multiline={multiline}
    />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = SiteTextsSchema.safeParse(values);
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[issue.path.join('.')] ??= issue.message;
      setErrors(byField);
      toast({ title: t('siteTexts.saveFailed'), description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  return (
    <div>
      <UnsavedChangesGuard when={() => dirty && !save.isPending} />
      <PageHeader title={t('siteTexts.title')} description={t('siteTexts.description')} />
      <form onSubmit={onSubmit} noValidate className="grid max-w-5xl gap-6">
        <Section title={t('siteTexts.sections.hero')}>
          {text('hero', 'kicker', t('siteTexts.fields.hero.kicker'))}
          {text('hero', 'headline', t('siteTexts.fields.hero.headline'))}
          {text('hero', 'subtitle', t('siteTexts.fields.hero.subtitle'))}
          {text('hero', 'description', t('siteTexts.fields.hero.description'), true)}
          {text('hero', 'galleryButton', t('siteTexts.fields.hero.galleryButton'))}
          {text('hero', 'aboutButton', t('siteTexts.fields.hero.aboutButton'))}
        </Section>

        <Section title={t('siteTexts.sections.about')}>
          <PortraitPicker value={values.about.portraitMediaHash} onChange={(portraitMediaHash) => set('about', { ...values.about, portraitMediaHash })} />
          {text('about', 'portraitAlt', t('siteTexts.fields.about.portraitAlt'))}
          {text('about', 'title', t('siteTexts.fields.about.title'))}
          {text('about', 'subtitle', t('siteTexts.fields.about.subtitle'))}
          {text('about', 'intro', t('siteTexts.fields.about.intro'), true)}
          <h3 className="text-sm font-semibold">{t('siteTexts.paragraphs')}</h3>
          <ListEditor
            items={values.about.paragraphs}
            onChange={(paragraphs) => set('about', { ...values.about, paragraphs })}
            create={empty}
            addLabel={t('siteTexts.addParagraph')}
            itemLabel={(i) => t('siteTexts.paragraph', { n: i + 1 })}
            max={20}
          >
            {(p, i, setP) => <LocalizedField id={`about.paragraphs.${i}`} label={t('siteTexts.paragraph', { n: i + 1 })} value={p} onChange={setP} errors={errors} multiline />}
          </ListEditor>
        </Section>

        <Section title={t('siteTexts.sections.specialties')}>
          <ListEditor
            items={values.specialties}
            onChange={(next) => set('specialties', next)}
            create={() => ({ icon: 'camera' as SpecialtyIcon, name: empty(), description: empty() })}
            addLabel={t('siteTexts.addSpecialty')}
            itemLabel={(i) => values.specialties[i]?.name.nl || t('siteTexts.specialty', { n: i + 1 })}
            max={12}
          >
            {(s, i, setS) => (
              <>
                <fieldset className="grid gap-1.5">
                  <legend className="mb-1.5 text-sm font-medium">{t('siteTexts.icon')}</legend>
                  <div className="flex flex-wrap gap-1" role="radiogroup" aria-label={t('siteTexts.icon')}>
                    {SPECIALTY_ICONS.map((icon) => {
                      const Icon = SPECIALTY_ICON_COMPONENTS[icon];
                      return (
                        <button
                          key={icon}
                          type="button"
                          role="radio"
                          aria-checked={s.icon === icon}
                          aria-label={t(`siteTexts.icons.${icon}`)}
                          title={t(`siteTexts.icons.${icon}`)}
                          onClick={() => setS({ ...s, icon })}
                          className={`rounded-md border p-2 ${s.icon === icon ? 'border-primary bg-primary/10 text-primary' : 'border-border text-muted-foreground hover:bg-muted'}`}
                        >
                          <Icon className="size-5" aria-hidden="true" />
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
                <LocalizedField id={`specialties.${i}.name`} label={t('siteTexts.specialtyName')} value={s.name} onChange={(name) => setS({ ...s, name })} errors={errors} />
                <LocalizedField id={`specialties.${i}.description`} label={t('siteTexts.specialtyDescription')} value={s.description} onChange={(description) => setS({ ...s, description })} errors={errors} />
              </>
            )}
          </ListEditor>
        </Section>

        <Section title={t('siteTexts.sections.destinations')} hint={t('siteTexts.destinationsHint')}>
          <ListEditor
            items={values.destinations}
            onChange={(next) => set('destinations', next)}
            create={empty}
            addLabel={t('siteTexts.addDestination')}
            itemLabel={(i) => values.destinations[i]?.nl || t('siteTexts.destination', { n: i + 1 })}
            max={200}
          >
            {(d, i, setD) => <LocalizedField id={`destinations.${i}`} label={t('siteTexts.destination', { n: i + 1 })} value={d} onChange={setD} errors={errors} />}
          </ListEditor>
        </Section>

        <Section title={t('siteTexts.sections.stats')}>
          <ListEditor
            items={values.stats}
            onChange={(next) => set('stats', next)}
            create={() => ({ value: '', label: empty() })}
            addLabel={t('siteTexts.addStat')}
            itemLabel={(i) => values.stats[i]?.label.nl || t('siteTexts.stat', { n: i + 1 })}
            max={8}
          >
            {(s, i, setS) => (
              <>
                <div className="grid max-w-40 gap-1.5">
                  <Label htmlFor={`stats.${i}.value`}>{t('siteTexts.statValue')}</Label>
                  <Input id={`stats.${i}.value`} value={s.value} placeholder="30+" aria-invalid={!!errors[`stats.${i}.value`]} onChange={(e) => setS({ ...s, value: e.target.value })} />
                  <FieldError message={errors[`stats.${i}.value`]} />
                </div>
                <LocalizedField id={`stats.${i}.label`} label={t('siteTexts.statLabel')} value={s.label} onChange={(label) => setS({ ...s, label })} errors={errors} />
              </>
            )}
          </ListEditor>
        </Section>

        <Section title={t('siteTexts.sections.contact')}>
          {text('contact', 'title', t('siteTexts.fields.contact.title'))}
          {text('contact', 'subtitle', t('siteTexts.fields.contact.subtitle'), true)}
        </Section>

        <Section title={t('siteTexts.sections.footer')}>{text('footer', 'tagline', t('siteTexts.fields.footer.tagline'))}</Section>

        <div className="sticky bottom-0 -mx-4 flex items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('siteTexts.save')}
          </Button>
          {dirty ? <span className="text-sm text-muted-foreground">{t('siteTexts.unsaved')}</span> : null}
        </div>
      </form>
    </div>
  );
}
