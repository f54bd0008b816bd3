import type { ContactPayload } from '@portfolio/shared';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { CONTACT_MESSAGE_ROWS, CONTACT_SUBJECTS } from '@portfolio/shared/constants';
import { emailProblem, MESSAGE_MAX, messageProblem, nameProblem } from '@portfolio/shared/form-rules';
import { Mail, MapPin } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../lib/language-context';
import { FieldProblemText, serverProblems, type Problem } from '../lib/form-problems';
import { contactPrefill } from '../lib/contact-prefill';
import { analytics } from '../lib/analytics';
import { apiSend } from '../../lib/api-client';
import { buttonClass } from '../../ui/button-class';
import { Input } from '../../ui/input';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast-store';
import { SectionHeading } from './section-heading';
import { fieldsOf, useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { useSiteSettings, useSiteTexts } from '../lib/queries';
import { langOf } from '../lib/shown-lang';
import { SOCIAL_NETWORKS } from '@portfolio/shared/social-networks';
import { SocialLinks } from './social-links';
import { FediverseFollow } from './fediverse-follow';
import { PageFormFields, SentNoteText, usePageForm } from '../lib/page-form';

/** Subject values of the form and the translation key of each label. */
const SUBJECT_KEYS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  'print-inquiry': 'prints',
  licensing: 'licensing',
  commission: 'commission',
  general: 'general',
};

export { SocialLinks } from './social-links';

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Problems = Partial<Record<(typeof FIELDS)[number], Problem>>;

/** The form's own fields of what the server sent back (never the honeypot). */
const pick = (typed: Record<string, string>) => Object.fromEntries(FIELDS.map((f) => [f, typed[f] ?? '']));

/** The checks the server makes (shared/src/form-rules.ts), before anything is sent. */
function checkContact(v: typeof EMPTY): Problems {
  const out: Problems = {};
  const name = nameProblem(v.name, true);
  const email = emailProblem(v.email);
  const message = messageProblem(v.message);
  if (name) out.name = name;
  if (email) out.email = email;
  if (!v.subject) out.subject = 'subjectRequired';
  if (message) out.message = message;
  return out;
}

export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  // Without scripts the page itself answers the form: what was typed comes back with the reasons.
  const page = usePageForm('contact', 'contact');
  const [values, setValues] = useState(() => (page.reply ? { ...EMPTY, ...pick(page.reply.values) } : EMPTY));
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<Problems>(() => (page.reply?.problems as Problems | undefined) ?? {});
  const { language, href } = useLanguage();
  const form = useTypedBeforeHydration((typed) => setValues((v) => ({ ...v, ...typed })));
  // After hydration: "License this photo" brings the subject and a message naming the photo.
  useEffect(() => {
    const prefill = contactPrefill(window.location.search, t, (id) => `${window.location.origin}${href('photo', { id })}`);
    if (prefill.subject) setValues((v) => ({ ...v, subject: v.subject || prefill.subject!, message: v.message || (prefill.message ?? '') }));
    // Once, for the address the page opened at.
  }, []);
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    const typed = fieldsOf(e.currentTarget);
    const current = { ...values, ...pick(typed), website: typed.website ?? values.website };
    setValues(current);
    const found = checkContact(current);
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    analytics.contactSubmit(current.subject);
    const body: ContactPayload = {
      name: current.name,
      email: current.email,
      subject: current.subject as ContactPayload['subject'],
      message: current.message,
      website: current.website,
      language,
    };
    try {
      await apiSend(API.contact, { method: 'POST', body });
      toast({ title: t('contact.successTitle'), description: t('contact.successDescription') });
      setValues(EMPTY);
    } catch (error) {
      // Typed values stay so the visitor can try again; the server's reason shows at its field.
      const reasons = serverProblems(error, FIELDS);
      if (reasons) setProblems(reasons);
      else toast({ title: t('contact.errorTitle'), description: t('contact.errorDescription'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  const labelCls = 'mb-2 block text-sm font-medium text-foreground';
  return (
    <form ref={form} method="post" action={page.action} onSubmit={submit} noValidate className="space-y-5 rounded-lg border border-border bg-card p-6 shadow-xl shadow-black/20 sm:p-8" aria-label={t('contact.formLabel')}>
      {page.note === 'contact' ? <SentNoteText title={t('contact.successTitle')} text={t('contact.successDescription')} /> : null}
      <PageFormFields form="contact" />
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className={labelCls}>
            {t('contact.name')}
          </label>
          <Input id={`${id}-name`} name="name" autoComplete="name" required value={values.name} onChange={set('name')} placeholder={t('contact.namePlaceholder')} aria-invalid={problems.name ? true : undefined} aria-describedby={problems.name ? `${id}-name-problem` : undefined} />
          <FieldProblemText id={`${id}-name-problem`} problem={problems.name} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={labelCls}>
            {t('contact.email')}
          </label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} placeholder={t('contact.emailPlaceholder')} aria-invalid={problems.email ? true : undefined} aria-describedby={problems.email ? `${id}-email-problem` : undefined} />
          <FieldProblemText id={`${id}-email-problem`} problem={problems.email} />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className={labelCls}>
          {t('contact.subject')}
        </label>
        <select
          id={`${id}-subject`}
          name="subject"
          required
          value={values.subject}
          onChange={set('subject')}
          aria-invalid={problems.subject ? true : undefined} aria-describedby={problems.subject ? `${id}-subject-problem` : undefined}
          className="flex h-10 w-full cursor-pointer rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring invalid:text-muted-foreground"
        >
          <option value="" disabled>
            {t('contact.subjectPlaceholder')}
          </option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s} className="text-foreground">
              {t(`contact.subjects.${SUBJECT_KEYS[s]}`)}
            </option>
          ))}
        </select>
        <FieldProblemText id={`${id}-subject-problem`} problem={problems.subject} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelCls}>
          {t('contact.message')}
        </label>
        <Textarea id={`${id}-message`} name="message" rows={CONTACT_MESSAGE_ROWS} required value={values.message} onChange={set('message')} placeholder={t('contact.messagePlaceholder')} aria-invalid={problems.message ? true : undefined} aria-describedby={problems.message ? `${id}-message-problem` : undefined} />
        <div className="mt-1 flex justify-between gap-4">
          <FieldProblemText id={`${id}-message-problem`} problem={problems.message} values={{ max: MESSAGE_MAX }} />
          <p className={`ml-auto text-xs ${values.message.trim().length > MESSAGE_MAX ? 'text-red-300' : 'text-muted-foreground'}`} aria-live="polite">
            {t('validation.characters', { count: values.message.trim().length, max: MESSAGE_MAX })}
          </p>
        </div>
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are dropped by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('contact.website')}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
      </div>
      <button type="submit" disabled={sending} className={buttonClass('default', 'lg', 'w-full sm:w-auto')}>
        {sending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}

export function ContactSection() {
  const { t, language } = useLanguage();
  const settings = useSiteSettings();
  const texts = useSiteTexts(language)?.contact;
  return (
    <section id="contact" className="render-when-near scroll-mt-16 bg-[#0b1422] py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          title={texts?.title.text ?? ''}
          titleLang={langOf(texts?.title, language)}
          subtitle={texts?.subtitle.text}
          subtitleLang={langOf(texts?.subtitle, language)}
        />
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactForm />
          </div>
          <aside className="space-y-8" aria-label={t('contact.infoTitle')}>
            <h3 className="font-serif text-2xl font-semibold text-foreground">{t('contact.infoTitle')}</h3>
            {settings.contactEmail ? (
              <div className="flex gap-3">
                <Mail className="mt-1 size-5 text-gold" aria-hidden="true" />
                <div>
                  <p className="text-sm text-muted-foreground">{t('contact.emailLabel')}</p>
                  <a href={`mailto:${settings.contactEmail}`} className="font-medium text-foreground underline-offset-4 hover:underline">
                    {settings.contactEmail}
                  </a>
                </div>
              </div>
            ) : null}
            <div className="flex gap-3">
              <MapPin className="mt-1 size-5 text-gold" aria-hidden="true" />
              <div>
                <p className="text-sm text-muted-foreground">{t('contact.locationLabel')}</p>
                <p className="font-medium text-foreground">{settings.location || t('contact.location')}</p>
              </div>
            </div>
            {SOCIAL_NETWORKS.some((n) => settings.social[n]) ? (
              <div>
                <p className="mb-3 text-sm text-muted-foreground">{t('contact.followTitle')}</p>
                <SocialLinks />
              </div>
            ) : null}
            <FediverseFollow />
          </aside>
        </div>
      </div>
    </section>
  );
}
