import { API, ContactMessageSchema, type ContactMessage } from '@portfolio/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { Inbox, Mail, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { useAdminStats } from '../components/admin-layout';
import { LoadMore } from '../components/load-more';
import { queryKeys, toastFailure, useDeleteById } from '../hooks/use-admin-query';
import { usePagedList } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import type { ListAnswerPage } from '../lib/admin-api';
import { useAdminApi } from '../lib/admin-context';
import { formatDateTime } from '../lib/format';
import { MessagePhotoLink } from '../components/message-photo-link';

/** mailto: link of 'Reply via Email', subject prefixed 'Re: '. */
export function replyMailto(message: Pick<ContactMessage, 'email' | 'subject'>, prefix = 'Re: '): string {
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(prefix + message.subject)}`;
}

/** The form's label of a subject value ('print-inquiry' is 'Print Inquiry'); unknown values as they are. */
export function subjectLabel(t: ReturnType<typeof useAdminT>, subject: string): string {
  return t(`messages.subjects.${subject}`, { defaultValue: subject });
}

function MessageDialog({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const t = useAdminT();
  const rows: [string, string][] = [
    [t('messages.from'), message.name],
    [t('messages.email'), message.email],
    [t('messages.subject'), subjectLabel(t, message.subject)],
    [t('messages.language'), message.language ? t(`languages.${message.language}`) : t('common.unknown')],
    [t('messages.date'), formatDateTime(message.createdAt)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{subjectLabel(t, message.subject)}</DialogTitle>
          <DialogDescription className="sr-only">{t('messages.message')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap rounded-md border border-border bg-muted/40 p-4 text-sm" data-testid="message-body">
          {message.message}
        </div>
        <MessagePhotoLink text={message.message} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common.close')}
          </Button>
          <a className={buttonClass()} href={replyMailto({ ...message, subject: subjectLabel(t, message.subject) }, t('messages.replyPrefix'))}>
            <Mail aria-hidden="true" />
            {t('messages.reply')}
          </a>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Contact messages, newest first; opening one marks it read. */
export function MessagesScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const messages = usePagedList(queryKeys.messagePages, API.admin.messages, ContactMessageSchema, { errorTitle: t('messages.loadFailed') });
  // Counted by the database, not from the messages loaded so far.
  const unread = useAdminStats().data?.unreadMessages ?? 0;

  const markRead = useMutation({
    mutationFn: (id: number) => api.call('PUT', API.admin.message(id), { isRead: true }),
    onMutate: (id) => {
      queryClient.setQueryData<InfiniteData<ListAnswerPage<ContactMessage[]>>>(queryKeys.messagePages, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, body: p.body.map((m) => (m.id === id ? { ...m, isRead: true } : m)) })) } : data,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
    },
  });

  const remove = useDeleteById(API.admin.message, { deleted: t('messages.deleted'), failed: t('messages.deleteFailed'), refresh: [queryKeys.messages, queryKeys.stats] });

  const view = (message: ContactMessage) => {
    setOpen(message);
    if (!message.isRead) markRead.mutate(message.id);
  };

  // A link to one message (/admin/messages?open={id}, as on the dashboard) opens it, once: the list
  // changes again when the message is marked read, and a closed message must stay closed.
  const [search, setSearch] = useSearchParams();
  const linked = search.get('open');
  const openedLink = useRef<string | null>(null);
  // A message far below the loaded page is asked for by id (which marks it read).
  useEffect(() => {
    if (!linked || !messages.rows || openedLink.current === linked) return;
    openedLink.current = linked;
    setSearch({}, { replace: true });
    const loaded = messages.rows.find((m) => String(m.id) === linked);
    if (loaded) return view(loaded);
    void api.get(API.admin.message(Number(linked)), ContactMessageSchema).then(
      (message) => {
        setOpen(message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages });
        void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      },
      (error) => toastFailure(error, t('messages.loadFailed')),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked, messages.rows]);

  const askDelete = async (message: ContactMessage) => {
    if (await confirm({ title: t('messages.deleteConfirm'), confirmLabel: t('common.delete'), cancelLabel: t('common.cancel') })) remove.mutate(message.id);
  };

  return (
    <>
      <PageHeader
        title={
          <span className="inline-flex items-center gap-3">
            {t('messages.title')}
            {unread > 0 ? (
              <Badge variant="destructive" data-testid="messages-unread">
                {t('messages.unread', { count: unread })}
              </Badge>
            ) : null}
          </span>
        }
      />
      {messages.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : messages.rows && messages.rows.length > 0 ? (
        <>
        <ul className="grid gap-3">
          {messages.rows.map((message) => (
            <li key={message.id}>
              <Card className={message.isRead ? 'flex gap-3 p-4' : 'flex gap-3 border-l-4 border-l-blue-600 p-4'} data-testid="message-row">
                <button type="button" className="min-w-0 flex-1 cursor-pointer text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => view(message)}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{message.name}</span>
                    <span className="text-sm text-muted-foreground">{message.email}</span>
                    {!message.isRead ? <Badge variant="blue">{t('messages.new')}</Badge> : null}
                    <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
                  </div>
                  <p className="mt-1 font-medium">
                    {subjectLabel(t, message.subject)}
                    {message.language ? <span className="ml-2 text-xs font-normal text-muted-foreground">{t(`languages.${message.language}`)}</span> : null}
                  </p>
                  <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{message.message}</p>
                </button>
                <Button variant="ghost" size="icon" aria-label={`${t('common.delete')}: ${subjectLabel(t, message.subject)}`} onClick={() => void askDelete(message)}>
                  <Trash2 className="text-destructive" aria-hidden="true" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore shown={messages.rows.length} total={messages.total} hasMore={messages.hasMore} loading={messages.loadingMore} onMore={messages.loadMore} />
        </>
      ) : messages.rows ? (
        <EmptyState icon={<Inbox />} title={t('messages.empty')} hint={t('messages.emptyHint')} />
      ) : null}
      {open ? <MessageDialog message={open} onClose={() => setOpen(null)} /> : null}
      {dialog}
    </>
  );
}
