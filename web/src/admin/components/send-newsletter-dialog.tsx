import { API, MailStatusSchema, NewsletterRetryResultSchema, NewsletterSendListSchema, SubscriberListSchema, type NewsletterSend } from '@portfolio/shared';
import { LANGUAGES, type Language } from '@portfolio/shared/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { fieldClass, Input } from '../../ui/input';
import { Progress } from '../../ui/progress';
import { toast } from '../../ui/toast';
import { toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { formatDateTime } from '../lib/format';
import { subscriberKeys } from '../routes/subscribers';
import { SetupNote } from './setup-note';

const sendKeys = (postId: number) => ['admin', 'newsletter-sends', postId] as const;

function SendProgress({ send, onRetry }: { send: NewsletterSend; onRetry: () => void }) {
  const t = useAdminT();
  const done = send.total ? Math.round(((send.sent + send.failed) / send.total) * 100) : 100;
  return (
    <li className="grid gap-1 text-sm" data-testid="send-progress">
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted-foreground">{t('newsletter.sentAt', { date: formatDateTime(send.createdAt) })}</span>
        {send.failed > 0 ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {t('newsletter.retry')}
          </Button>
        ) : null}
      </div>
      <Progress value={done} label={t('newsletter.sentAt', { date: formatDateTime(send.createdAt) })} />
      <span>{t('newsletter.progress', send)}</span>
    </li>
  );
}

/**
 * "Send to subscribers" of a published post: a test message to yourself, then the send to every
 * confirmed subscriber (a second send asks first), with its progress and a retry of failures.
 */
export function SendNewsletterDialog({ post, onClose }: { post: { id: number; title: string; isPublished: boolean }; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [testEmail, setTestEmail] = useState('');
  const [testLanguage, setTestLanguage] = useState<Language>('en');
  const mail = useAdminQuery(subscriberKeys.mail, API.admin.mailStatus, MailStatusSchema);
  const confirmed = useAdminQuery([...subscriberKeys.all, 'confirmed-count'], `${API.admin.subscribers}?status=confirmed`, SubscriberListSchema);
  const sends = useAdminQuery(sendKeys(post.id), `${API.admin.newsletterSends}?postId=${post.id}`, NewsletterSendListSchema, {
    refetchInterval: 2000,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: sendKeys(post.id) });
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.mail });
  };

  // A send started from this dialog counts before the list of sends has caught up with it.
  const [sentHere, setSentHere] = useState(false);
  const askAgain = () => confirm({ title: t('newsletter.alreadySent'), confirmLabel: t('newsletter.sendAgain'), cancelLabel: t('common.cancel'), destructive: false });
  const start = useMutation({
    mutationFn: (confirmResend: boolean) => api.send('POST', API.admin.newsletterSends, { postId: post.id, confirmResend }, z.unknown()),
    onSuccess: () => {
      setSentHere(true);
      toast({ title: t('newsletter.started') });
      refresh();
    },
    onError: async (error, confirmResend) => {
      // Mail on and the post published (else the button is off): the server refused because the
      // post was sent meanwhile, from elsewhere. The same question as for a send the dialog knew.
      if (!confirmResend && error instanceof ApiError && error.status === 409) {
        refresh();
        if (await askAgain()) start.mutate(true);
        return;
      }
      toastFailure(error, t('newsletter.startFailed'), error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined);
    },
  });
  const retry = useMutation({
    mutationFn: (id: number) => api.send('POST', API.admin.newsletterSendRetry(id), {}, NewsletterRetryResultSchema),
    onSuccess: (r) => {
      toast({ title: t('newsletter.retried', { count: r.retried }) });
      refresh();
    },
    onError: (error) => toastFailure(error, t('newsletter.startFailed')),
  });
  const test = useMutation({
    mutationFn: () => api.send('POST', API.admin.newsletterTest, { postId: post.id, email: testEmail, language: testLanguage }, z.unknown()),
    onSuccess: () => toast({ title: t('newsletter.testQueued') }),
    onError: (error) => toastFailure(error, t('newsletter.testFailed'), error instanceof Error && 'serverMessage' in error ? String((error as { serverMessage: unknown }).serverMessage ?? '') : undefined),
  });

  const sendAll = async () => {
    const before = sentHere || (sends.data?.sends.length ?? 0) > 0;
    if (before && !(await askAgain())) return;
    start.mutate(before);
  };
  const submitTest = (e: FormEvent) => {
    e.preventDefault();
    if (testEmail.trim()) test.mutate();
  };

  const enabled = mail.data?.enabled ?? false;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl" data-testid="send-dialog">
        <DialogHeader>
          <DialogTitle>{t('newsletter.sendTitle', { title: post.title })}</DialogTitle>
          <DialogDescription>{t('newsletter.sendDescription')}</DialogDescription>
        </DialogHeader>
        {mail.data && !enabled ? (
          <p className="text-sm text-orange-600">
            {t('newsletter.mailOff')}
            <SetupNote topic="mail" />
          </p>
        ) : null}
        {!post.isPublished ? <p className="text-sm text-orange-600">{t('newsletter.onlyPublished')}</p> : null}
        <form onSubmit={submitTest} className="grid gap-2 rounded-md border border-border p-3">
          <p className="text-sm font-medium">{t('newsletter.testTitle')}</p>
          <div className="flex flex-wrap gap-2">
            <Input type="email" value={testEmail} onChange={(e) => setTestEmail(e.target.value)} placeholder={t('newsletter.testEmail')} aria-label={t('newsletter.testEmail')} className="min-w-0 flex-1" />
            <select value={testLanguage} onChange={(e) => setTestLanguage(e.target.value as Language)} aria-label={t('newsletter.testLanguage')} className={`${fieldClass} h-10 w-auto`}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
            <Button type="submit" variant="outline" disabled={!enabled || test.isPending || !testEmail.trim()}>
              {t('newsletter.testSend')}
            </Button>
          </div>
        </form>
        {sends.data && sends.data.sends.length > 0 ? (
          <ul className="grid gap-3">
            {sends.data.sends.map((s) => (
              <SendProgress key={s.id} send={s} onRetry={() => retry.mutate(s.id)} />
            ))}
          </ul>
        ) : null}
        <DialogFooter className="items-center">
          {confirmed.data ? <span className="mr-auto text-sm text-muted-foreground">{t('newsletter.confirmed', { count: confirmed.data.counts.confirmed })}</span> : null}
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => void sendAll()} disabled={!enabled || !post.isPublished || start.isPending || !sends.data} data-testid="send-now">
            <Send aria-hidden="true" />
            {start.isPending ? t('newsletter.sending') : t('newsletter.startSend')}
          </Button>
        </DialogFooter>
        {dialog}
      </DialogContent>
    </Dialog>
  );
}
