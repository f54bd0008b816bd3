import type { NewsletterPayload } from '@portfolio/shared';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/language-context';
import { apiSend } from '../../lib/api-client';
import { buttonClass } from '../../ui/button-class';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast-store';
import { useLanguage } from '../lib/language-context';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';

async function subscribe(payload: NewsletterPayload) {
  await apiSend(API.newsletterSubscribe, { method: 'POST', body: payload });
}

/** Footer sign-up: blank input is silently ignored, the value is trimmed and the name is sent empty. */
export function FooterNewsletter() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useTypedBeforeHydration((typed) => setEmail(typed.email ?? ''));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await subscribe({ email: value, name: '', language });
      toast({ title: t('footer.successTitle'), description: t('footer.newsletterSubtitle') });
      setEmail('');
    } catch {
      toast({ title: t('footer.errorTitle'), description: t('footer.noSpam'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex w-full max-w-sm gap-2" data-testid="footer-newsletter">
      <label htmlFor={id} className="sr-only">
        {t('footer.emailLabel')}
      </label>
      <Input id={id} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('footer.emailPlaceholder')} className="bg-white/5" />
      <button type="submit" disabled={busy} className={buttonClass('default', 'default')}>
        {busy ? t('footer.subscribing') : t('footer.subscribe')}
      </button>
    </form>
  );
}

/** Blog page card: e-mail required (a toast says so), name optional. */
export function NewsletterCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useTypedBeforeHydration((typed) => {
    setEmail(typed.email ?? '');
    setName(typed.name ?? '');
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = email.trim();
    if (!value) {
      toast({ title: t('blog.newsletter.emailRequired'), variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await subscribe({ email: value, name: name.trim(), language });
      toast({ title: t('blog.newsletter.successTitle'), description: t('blog.newsletter.successDescription') });
      setEmail('');
      setName('');
    } catch {
      toast({ title: t('blog.newsletter.errorTitle'), description: t('blog.newsletter.errorDescription'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto mt-20 max-w-3xl rounded-xl border border-border bg-gradient-to-br from-[#12233a] to-[#0b1422] p-8 text-center shadow-2xl shadow-black/30 sm:p-10">
      <Mail className="mx-auto size-8 text-gold" aria-hidden="true" />
      <h2 id={`${id}-title`} className="mt-4 font-serif text-2xl font-semibold text-foreground sm:text-3xl">
        {t('blog.newsletter.title')}
      </h2>
      <p className="mt-3 text-muted-foreground">{t('blog.newsletter.subtitle')}</p>
      <form ref={form} onSubmit={submit} noValidate className="mt-8 grid gap-3 text-left sm:grid-cols-[1fr_1fr_auto] sm:items-end" data-testid="newsletter-card">
        <div>
          <label htmlFor={`${id}-email`} className="mb-2 block text-sm font-medium">
            {t('blog.newsletter.emailLabel')}
          </label>
          <Input id={`${id}-email`} name="email" type="email" autoComplete="email" aria-required="true" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('blog.newsletter.emailPlaceholder')} />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="mb-2 block text-sm font-medium">
            {t('blog.newsletter.nameLabel')}
          </label>
          <Input id={`${id}-name`} name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('blog.newsletter.namePlaceholder')} />
        </div>
        <button type="submit" disabled={busy} className={buttonClass('default', 'default')}>
          {busy ? t('blog.newsletter.subscribing') : t('blog.newsletter.subscribe')}
        </button>
      </form>
    </section>
  );
}
