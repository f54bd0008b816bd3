import type { NewsletterPayload } from '@portfolio/shared';
import { emailProblem, nameProblem } from '@portfolio/shared/form-rules';
import { NEWSLETTER_CONSENT_TEXT } from '@portfolio/shared/newsletter-consent';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/language-context';
import { apiFetch } from '../../lib/api-client';
import { FieldProblemText, serverProblems, type Problem } from '../lib/form-problems';
import { buttonClass } from '../../ui/button-class';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast-store';
import { useLanguage } from '../lib/language-context';
import { fieldsOf, useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { PageFormFields, SentNoteText, usePageForm } from '../lib/page-form';
import { useHydrated } from '../../lib/use-hydrated';
import type { SentNote } from '@portfolio/shared/page-forms';

/** Subscribes; true when a confirmation message is on its way (mail on: double opt-in). */
async function subscribe(payload: NewsletterPayload): Promise<boolean> {
  const res = await apiFetch(API.newsletterSubscribe, { method: 'POST', body: payload });
  const body = (await res.json().catch(() => ({}))) as { confirmationRequired?: boolean };
  return body.confirmationRequired === true;
}

type Problems = Partial<Record<'email' | 'name', Problem>>;
const FIELDS = ['email', 'name'] as const;

/** The sentence the visitor agrees to; the server stores the same text with the sign-up. */
function ConsentText({ className }: { className?: string }) {
  const { language } = useLanguage();
  return <p className={className ?? 'mt-3 text-xs text-muted-foreground'}>{NEWSLETTER_CONSENT_TEXT[language]}</p>;
}

/** The note a sign-up sent without scripts leads to: confirm by mail (mail on), or signed up. */
function SignupNote({ note, signedUp }: { note: SentNote | null; signedUp: { title: string; text: string } }) {
  const { t } = useTranslation();
  if (note === 'newsletter-confirm') return <SentNoteText title={t('newsletterPage.checkInboxTitle')} text={t('newsletterPage.checkInboxText')} />;
  return note === 'newsletter' ? <SentNoteText {...signedUp} /> : null;
}

/** The form's hidden fields: which form, the page's language, and where the sign-up was made. */
function SignupFields({ source }: { source: 'footer' | 'card' }) {
  return (
    <>
      <PageFormFields form="newsletter" />
      <input type="hidden" name="source" value={source} />
    </>
  );
}

/** Footer sign-up: blank input is silently ignored, the value is trimmed and the name is sent empty. */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  // Without scripts the page itself answers the form: what was typed comes back with the reasons.
  const page = usePageForm('newsletter', 'newsletter');
  const [email, setEmail] = useState(page.reply?.values.email ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>(() => (page.reply?.problems as Problems | undefined) ?? {});
  const form = useTypedBeforeHydration((typed) => setEmail(typed.email ?? ''));
  // The footer hydrates when the visitor comes near it; until then the form posts without scripts.
  const hydrated = useHydrated();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = fieldsOf(e.currentTarget).email ?? email;
    setEmail(typed);
    const value = typed.trim();
    if (!value || busy) return;
    const problem = emailProblem(value);
    setProblems(problem ? { email: problem } : {});
    if (problem) return;
    setBusy(true);
    try {
      const confirmation = await subscribe({ email: value, name: '', language, source: 'footer' });
      toast(confirmation ? { title: t('newsletterPage.checkInboxTitle'), description: t('newsletterPage.checkInboxText') } : { title: t('footer.successTitle'), description: t('footer.newsletterSubtitle') });
      setEmail('');
    } catch (error) {
      const reasons = serverProblems(error, FIELDS);
      if (reasons) setProblems(reasons);
      else toast({ title: t('footer.errorTitle'), description: t('footer.noSpam'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} id="newsletter" method="post" action={page.action} onSubmit={submit} noValidate className="w-full max-w-sm scroll-mt-16" data-testid="footer-newsletter" data-hydrated={hydrated || undefined}>
      <SignupNote note={page.note} signedUp={{ title: t('footer.successTitle'), text: t('blog.newsletter.successDescription') }} />
      <SignupFields source="footer" />
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('footer.emailLabel')}
        </label>
        <Input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('footer.emailPlaceholder')}
          className="bg-white/5"
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={problems.email ? `${id}-problem` : undefined}
        />
        <button type="submit" disabled={busy} className={buttonClass('default', 'default')}>
          {busy ? t('footer.subscribing') : t('footer.subscribe')}
        </button>
      </div>
      <FieldProblemText id={`${id}-problem`} problem={problems.email} />
      <ConsentText />
    </form>
  );
}

/** Blog page card: e-mail required (a toast says so), name optional. */
export function NewsletterCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const page = usePageForm('newsletter', 'newsletter');
  const [email, setEmail] = useState(page.reply?.values.email ?? '');
  const [name, setName] = useState(page.reply?.values.name ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>(() => (page.reply?.problems as Problems | undefined) ?? {});
  const form = useTypedBeforeHydration((typed) => {
    setEmail(typed.email ?? '');
    setName(typed.name ?? '');
  });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const typed = fieldsOf(e.currentTarget);
    const typedName = typed.name ?? '';
    setEmail(typed.email ?? '');
    setName(typedName);
    const value = (typed.email ?? '').trim();
    if (!value) {
      toast({ title: t('blog.newsletter.emailRequired'), variant: 'destructive' });
      return;
    }
    const found: Problems = {};
    const emailIssue = emailProblem(value);
    const nameIssue = nameProblem(typedName, false);
    if (emailIssue) found.email = emailIssue;
    if (nameIssue) found.name = nameIssue;
    setProblems(found);
    if (emailIssue || nameIssue) return;
    setBusy(true);
    try {
      const confirmation = await subscribe({ email: value, name: typedName.trim(), language, source: 'card' });
      toast(confirmation ? { title: t('newsletterPage.checkInboxTitle'), description: t('newsletterPage.checkInboxText') } : { title: t('blog.newsletter.successTitle'), description: t('blog.newsletter.successDescription') });
      setEmail('');
      setName('');
    } catch (error) {
      const reasons = serverProblems(error, FIELDS);
      if (reasons) setProblems(reasons);
      else toast({ title: t('blog.newsletter.errorTitle'), description: t('blog.newsletter.errorDescription'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="newsletter" aria-labelledby={`${id}-title`} className="mx-auto mt-20 scroll-mt-16 max-w-3xl rounded-xl border border-border bg-gradient-to-br from-[#12233a] to-[#0b1422] p-8 text-center shadow-2xl shadow-black/30 sm:p-10">
      <Mail className="mx-auto size-8 text-gold" aria-hidden="true" />
      <h2 id={`${id}-title`} className="mt-4 font-serif text-2xl font-semibold text-foreground sm:text-3xl">
        {t('blog.newsletter.title')}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('blog.newsletter.subtitle')}</p>
      <SignupNote note={page.note} signedUp={{ title: t('blog.newsletter.successTitle'), text: t('blog.newsletter.successDescription') }} />
      <form ref={form} method="post" action={page.action} onSubmit={submit} noValidate className="mt-8 grid gap-3 text-left sm:grid-cols-[1fr_1fr_auto] sm:items-end" data-testid="newsletter-card">
        <div>
          <label htmlFor={`${id}-email`} className="mb-2 block text-sm font-medium">
            {t('blog.newsletter.emailLabel')}
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            aria-required="true"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder={t('blog.newsletter.emailPlaceholder')}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={problems.email ? `${id}-email-problem` : undefined}
          />
          <FieldProblemText id={`${id}-email-problem`} problem={problems.email} />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="mb-2 block text-sm font-medium">
            {t('blog.newsletter.nameLabel')}
          </label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('blog.newsletter.namePlaceholder')}
            aria-invalid={problems.name ? true : undefined}
            aria-describedby={problems.name ? `${id}-name-problem` : undefined}
          />
          <FieldProblemText id={`${id}-name-problem`} problem={problems.name} />
        </div>
        <button type="submit" disabled={busy} className={buttonClass('default', 'default')}>
          {busy ? t('blog.newsletter.subscribing') : t('blog.newsletter.subscribe')}
        </button>
      </form>
      <ConsentText className="mt-4 text-xs text-muted-foreground" />
    </section>
  );
}
