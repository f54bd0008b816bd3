import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { buttonClass } from '../../ui/button-class';
import { useLanguage } from '../lib/language-context';
import { Link, useParams } from '../router';

type State = 'idle' | 'busy' | 'confirmed' | 'unsubscribed' | 'resubscribed' | 'invalid' | 'error';

async function post(path: string, body?: unknown): Promise<{ status: string; resubscribeToken?: string }> {
  return (await apiFetch(path, { method: 'POST', body })).json();
}

/**
 * The pages behind the links in newsletter mail: /{lang}/newsletter/confirm/:token, whose button
 * confirms by POST (a link that is only fetched, as mail scanners do, confirms nothing), and
 * /{lang}/newsletter/unsubscribe/:token, which unsubscribes once the page runs and offers to
 * subscribe again.
 */
export default function NewsletterPage() {
  const { t, href } = useLanguage();
  const { action = '', token = '' } = useParams();
  const [state, setState] = useState<State>(action === 'unsubscribe' ? 'busy' : 'idle');
  // Unsubscribing replaces the token of the mail's link; "subscribe again" uses the new one.
  const [resubscribeToken, setResubscribeToken] = useState('');

  const run = async (path: string, body: unknown, done: State) => {
    setState('busy');
    try {
      const answer = await post(path, body);
      if (answer.resubscribeToken) setResubscribeToken(answer.resubscribeToken);
      setState(done);
    } catch (error) {
      setState((error as { status?: number }).status === 404 || (error as { status?: number }).status === 400 ? 'invalid' : 'error');
    }
  };

  useEffect(() => {
    if (action === 'unsubscribe') void run(API.newsletterUnsubscribe(token), undefined, 'unsubscribed');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action, token]);

  const heading =
    state === 'confirmed' ? t('newsletterPage.confirmedTitle')
    : state === 'unsubscribed' ? t('newsletterPage.unsubscribedTitle')
    : state === 'resubscribed' ? t('newsletterPage.resubscribedTitle')
    : state === 'invalid' ? t('newsletterPage.invalidTitle')
    : state === 'error' ? t('newsletterPage.errorTitle')
    : action === 'unsubscribe' ? t('newsletterPage.unsubscribingTitle')
    : t('newsletterPage.confirmTitle');
  const text =
    state === 'confirmed' ? t('newsletterPage.confirmedText')
    : state === 'unsubscribed' ? t('newsletterPage.unsubscribedText')
    : state === 'resubscribed' ? t('newsletterPage.resubscribedText')
    : state === 'invalid' ? t('newsletterPage.invalidText')
    : state === 'error' ? t('newsletterPage.errorText')
    : action === 'unsubscribe' ? ''
    : t('newsletterPage.confirmText');

  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-24 pb-16 text-center" data-testid="newsletter-page" data-state={state}>
      <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl" aria-live="polite">
        {heading}
      </h1>
      {text && <p className="mt-4 text-muted-foreground">{text}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {action === 'confirm' && (state === 'idle' || state === 'busy') && (
          <button type="button" disabled={state === 'busy'} className={buttonClass('default', 'lg')} onClick={() => run(API.newsletterConfirm, { token }, 'confirmed')}>
            {t('newsletterPage.confirmButton')}
          </button>
        )}
        {state === 'unsubscribed' && resubscribeToken && (
          <button type="button" className={buttonClass('outline', 'lg')} onClick={() => run(API.newsletterResubscribe(resubscribeToken), undefined, 'resubscribed')}>
            {t('newsletterPage.resubscribeButton')}
          </button>
        )}
        {state !== 'idle' && state !== 'busy' && (
          <Link to={href('blog')} className={buttonClass(state === 'unsubscribed' ? 'ghost' : 'default', 'lg')}>
            {t('newsletterPage.toBlog')}
          </Link>
        )}
      </div>
    </section>
  );
}
