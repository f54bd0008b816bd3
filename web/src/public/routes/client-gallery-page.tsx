import type { ClientDownloadSize, ClientGalleryView } from '@portfolio/shared';
import { clientPaths } from '@portfolio/shared/client-gallery-paths';
import { Download, Heart, Lock } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, type InputHTMLAttributes, type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../../ui/button-class';
import { ClientPhotoGrid } from '../components/client-photo-grid';
import Lightbox from '../components/lightbox';
import { ClientGalleryError, clientGalleryApi, toViewerPhoto } from '../lib/client-gallery-api';
import { useClientGalleryT } from '../lib/client-gallery-messages';
import type { Translate } from '../i18n/translate';
import { langAttr } from '../lib/shown-lang';
import { usePageData } from '../lib/page-data';
import { CLIENT_GALLERY_STATUS, CLIENT_GALLERY_VIEW } from '../routing';
import { useLocation, useParams } from '../router';
import { cursorOf } from '../lib/list-cursor';
import { LoadMoreLink } from '../components/load-more-link';
import { pagePath } from '@portfolio/shared/page-paths';
import { PageFormFields, usePageForm } from '../lib/page-form';
import { useHydrated } from '../../lib/use-hydrated';

type State = { kind: 'loading' } | { kind: 'password'; error?: string } | { kind: 'gone' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'open'; view: ClientGalleryView };

function Message({ title, text, icon }: { title: string; text: string; icon?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-24 pb-16 text-center" data-testid="client-gallery-message">
      {icon}
      <h1 className="font-serif text-3xl font-semibold text-foreground sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
    </section>
  );
}

/**
 * A client gallery: /{lang}/c/<token>. The server draws the photos (from `?cursor=`) once the
 * password is given (or when there is none), else the password form; on a move within the site the
 * page asks the gallery's API. The photos are the client's to keep (no protection), with hearts,
 * comments, the selection to send and the downloads allowed.
 */
export default function ClientGalleryPage() {
  const { t, language } = useClientGalleryT();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const store = usePageData();
  const known = store.entry(CLIENT_GALLERY_STATUS);
  const serverSaid = known.status === 'ok' ? (known.data as string) : 'open';
  const drawn = store.entry(CLIENT_GALLERY_VIEW);
  // undefined: the server drew no photos (a move within the site); null: its password is still to be given.
  const serverView = drawn.status === 'ok' ? (drawn.data as ClientGalleryView | null) : undefined;
  const [state, setState] = useState<State>(
    serverSaid === 'gone' ? { kind: 'gone' } : serverSaid === 'missing' ? { kind: 'missing' } : serverView ? { kind: 'open', view: serverView } : serverView === null ? { kind: 'password' } : { kind: 'loading' },
  );
  // The page of photos the server drew first (a "Load more" link followed without scripts).
  const from = serverView ? (cursorOf(new URLSearchParams(search)) ?? null) : null;
  const api = useMemo(() => clientGalleryApi(token, language), [token, language]);

  const load = useCallback(async () => {
    try {
      setState({ kind: 'open', view: await api.view() });
    } catch (error) {
      const status = error instanceof ClientGalleryError ? error.status : 0;
      setState(status === 401 ? { kind: 'password' } : status === 410 ? { kind: 'gone' } : status === 404 ? { kind: 'missing' } : { kind: 'error' });
    }
  }, [api]);

  useEffect(() => {
    if (serverSaid === 'open' && serverView === undefined) void load();
  }, [serverSaid, serverView, load]);

  if (state.kind === 'gone') return <Message title={t('clientGallery.goneTitle')} text={t('clientGallery.goneText')} />;
  if (state.kind === 'missing') return <Message title={t('clientGallery.missingTitle')} text={t('clientGallery.missingText')} />;
  if (state.kind === 'error') return <Message title={t('clientGallery.missingTitle')} text={t('clientGallery.errorText')} />;
  if (state.kind === 'loading') {
    return (
      <section className="flex min-h-[70vh] items-center justify-center pt-24" aria-busy="true">
        <p className="text-muted-foreground">{t('clientGallery.loading')}</p>
      </section>
    );
  }
  if (state.kind === 'password') return <PasswordGate error={state.error} onEnter={(password) => api.enter(password).then(load)} onError={(error) => setState({ kind: 'password', error })} />;
  return <OpenGallery token={token} initial={state.view} from={from} api={api} />;
}

/** A password or PIN field with its label and, when it was refused, the reason under it. */
function SecretField({ id, label, error, className = '', ...input }: { id: string; label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="password"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`h-11 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold ${className}`}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The gallery's password. Without scripts (or before they run) the form posts to the page, which
 * the server answers with the photos or the reason; with scripts it goes through the gallery's API.
 * The field is left to the browser, so what was typed before the page's code ran is what is sent.
 */
function PasswordGate({ error, onEnter, onError }: { error?: string; onEnter: (password: string) => Promise<void>; onError: (message: string) => void }) {
  const { t } = useClientGalleryT();
  const page = usePageForm('client-password', '');
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const shown = error ?? page.reply?.message;
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    setBusy(true);
    try {
      await onEnter(password);
    } catch (err) {
      onError(err instanceof Error ? err.message : t('clientGallery.errorText'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 pt-24 pb-16" data-testid="client-gallery-password" data-hydrated={hydrated || undefined}>
      <Lock className="mx-auto mb-4 size-8 text-gold" aria-hidden="true" />
      <h1 className="text-center font-serif text-3xl font-semibold text-foreground">{t('clientGallery.passwordTitle')}</h1>
      <p className="mt-3 text-center text-muted-foreground">{t('clientGallery.passwordText')}</p>
      <form className="mt-8 grid gap-2" method="post" action={page.action} onSubmit={submit} noValidate>
        <PageFormFields form="client-password" />
        <SecretField id="client-password" label={t('clientGallery.password')} error={shown} name="password" autoComplete="current-password" required />
        <button type="submit" disabled={busy} className={buttonClass('default', 'lg', 'mt-2')}>
          {t('clientGallery.enter')}
        </button>
      </form>
    </section>
  );
}

type Api = ReturnType<typeof clientGalleryApi>;
type Size = ClientDownloadSize;

/** Starts a download of `href` as a link with `download` would. */
function startDownload(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The gallery's rule for the selection, in a sentence (null without limits). */
function ruleText(t: Translate, min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? t('clientGallery.ruleExact', { count: max }) : t('clientGallery.ruleRange', { min, max });
  if (max !== null) return t('clientGallery.ruleMax', { count: max });
  if (min !== null) return t('clientGallery.ruleMin', { count: min });
  return null;
}

/** Asks for the download PIN (the server checks it, limited like the password) and then starts the download asked for. */
function PinDialog({ api, href, onUnlocked, onClose }: { api: Api; href: string | null; onUnlocked: () => void; onClose: () => void }) {
  const { t } = useClientGalleryT();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.unlockDownloads(pin);
      onUnlocked();
      if (href) startDownload(href);
      setPin('');
    } catch (err) {
      setError(err instanceof Error ? err.message : t('clientGallery.errorText'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={href !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[60] grid w-[min(92vw,24rem)] -translate-x-1/2 -translate-y-1/2 gap-3 rounded-md border border-border bg-background p-6 text-foreground shadow-xl"
          data-testid="pin-dialog"
        >
          <Dialog.Title className="font-serif text-2xl font-semibold">{t('clientGallery.pinTitle')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('clientGallery.pinText')}</Dialog.Description>
          <form className="grid gap-2" onSubmit={submit} noValidate>
            <SecretField id="client-pin" label={t('clientGallery.pin')} error={error} inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value)} className="tracking-widest" />
            <div className="mt-2 flex justify-end gap-2">
              <Dialog.Close className={buttonClass('ghost', 'default')}>{t('clientGallery.cancel')}</Dialog.Close>
              <button type="submit" disabled={busy || !pin} className={buttonClass('default', 'default')}>
                {t('clientGallery.pinSubmit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The download PIN as a form that posts to the page, for a browser without scripts (the dialog asks for it otherwise). */
function PlainPinForm() {
  const { t } = useClientGalleryT();
  const page = usePageForm('client-pin', '');
  return (
    <form method="post" action={page.action} className="mb-6 grid max-w-sm gap-2" data-testid="plain-pin-form" noValidate>
      <PageFormFields form="client-pin" />
      <p className="text-sm text-muted-foreground">{t('clientGallery.pinText')}</p>
      <SecretField id="plain-pin" label={t('clientGallery.pin')} error={page.reply?.message} name="pin" inputMode="numeric" autoComplete="off" maxLength={8} className="tracking-widest" />
      <button type="submit" className={buttonClass('default', 'default', 'mt-1 justify-self-start')}>
        {t('clientGallery.pinSubmit')}
      </button>
    </form>
  );
}

/** How often a gallery with proofs still being made looks again. */
const PREPARING_POLL_MS = 4000;

function OpenGallery({ token, initial, from, api }: { token: string; initial: ClientGalleryView; from: string | null; api: Api }) {
  const { t, language } = useClientGalleryT();
  const [view, setView] = useState(initial);
  const [more, setMore] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [size, setSize] = useState<Size>(initial.downloadSizes.at(-1) ?? 'web');
  const [pinFor, setPinFor] = useState<string | null>(null);
  // The viewer shows the photos that can be drawn (a watermarked gallery's proofs may still be being made).
  const shown = useMemo(() => view.photos.filter((p) => p.image !== null || !p.preparing), [view.photos]);
  const photos = useMemo(() => shown.map(toViewerPhoto), [shown]);
  const locked = view.selectionLocked;
  const preparing = view.photos.filter((p) => p.preparing).length;
  const downloads = view.downloadSizes.length > 0;
  const rule = ruleText(t, view.minPicks, view.maxPicks);

  // The cursors of the pages shown (the first page has none), to look at them again.
  const [pages, setPages] = useState<(string | null)[]>([from]);
  // Each look counts, so the next one is planned whether or not anything changed.
  const [looks, setLooks] = useState(0);
  // Proofs being made by the server: look again (without counting an opening) until they are all there.
  useEffect(() => {
    if (!preparing) return;
    const timer = setTimeout(() => {
      void Promise.all(pages.map((cursor) => api.view(cursor, { refresh: true })))
        .then((fresh) => {
          const byId = new Map(fresh.flatMap((page) => page.photos).map((p) => [p.id, p]));
          setView((v) => ({ ...v, photos: v.photos.map((p) => (p.preparing ? { ...p, ...(byId.get(p.id) ?? {}), favourite: p.favourite, comment: p.comment } : p)) }));
        })
        .catch(() => {})
        .finally(() => setLooks((n) => n + 1));
    }, PREPARING_POLL_MS);
    return () => clearTimeout(timer);
  }, [preparing, api, pages, looks]);

  /** Marks or unmarks a photo (with its comment); false, with the server's reason shown, when refused. */
  const setFavourite = async (id: number, on: boolean, comment: string | null): Promise<boolean> => {
    setProblem(null);
    try {
      if (on) await api.favourite(id, comment);
      else await api.unfavourite(id);
      setView((v) => {
        const was = v.photos.find((p) => p.id === id)?.favourite ?? false;
        return {
          ...v,
          favouriteCount: v.favouriteCount + (on && !was ? 1 : !on && was ? -1 : 0),
          photos: v.photos.map((p) => (p.id === id ? { ...p, favourite: on, comment: on ? comment : null } : p)),
        };
      });
      setSent(false);
      return true;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('clientGallery.errorText'));
      return false;
    }
  };
  // A comment is saved as it is typed; one typed a moment ago goes before the selection.
  const comments = useRef(new Map<number, () => Promise<void>>());
  const registerComment = useCallback((id: number, flush: (() => Promise<void>) | null) => {
    if (flush) comments.current.set(id, flush);
    else comments.current.delete(id);
  }, []);
  const saveComment = useCallback(
    async (id: number, comment: string | null) => {
      await api.favourite(id, comment);
      setView((v) => ({ ...v, photos: v.photos.map((p) => (p.id === id ? { ...p, comment } : p)) }));
      setSent(false);
    },
    [api],
  );
  const sendSelection = async () => {
    setProblem(null);
    try {
      await Promise.all([...comments.current.values()].map((flush) => flush()));
      const { selectionSentAt } = await api.sendSelection();
      setView((v) => ({ ...v, selectionSentAt, selectionLocked: true }));
      setSent(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('clientGallery.errorText'));
    }
  };
  const loadMore = async () => {
    if (!view.next) return;
    setMore(true);
    try {
      const cursor = view.next;
      const next = await api.view(cursor);
      setView((v) => ({ ...v, photos: [...v.photos, ...next.photos], next: next.next }));
      setPages((p) => [...p, cursor]);
    } finally {
      setMore(false);
    }
  };
  const withLang = (href: string) => `${href}${href.includes('?') ? '&' : '?'}lang=${language}`;
  /** A download link: with a PIN still to give, pressing it asks for the PIN first. */
  const onDownload = (href: string) => (e: MouseEvent) => {
    if (!view.hasDownloadPin || view.downloadsUnlocked) return;
    e.preventDefault();
    setPinFor(href);
  };
  const hydrated = useHydrated();
  const pinFirst = view.hasDownloadPin && !view.downloadsUnlocked;
  const downloadLink = (href: string, label: string, testId: string) => (
    <a href={withLang(href)} download onClick={onDownload(withLang(href))} className={buttonClass('outline', 'default', 'gap-2')} data-testid={testId}>
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
  const sentDate = formatLongDate(view.selectionSentAt, language);

  return (
    <section className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 lg:px-8" data-testid="client-gallery" data-unprotected="" data-hydrated={hydrated || undefined}>
      <header className="mb-8 max-w-3xl">
        <h1 className="font-serif text-4xl font-semibold text-foreground sm:text-5xl">{view.name}</h1>
        {view.message ? (
          <p lang={langAttr(view.messageLang, language)} className="mt-4 whitespace-pre-wrap text-lg text-muted-foreground">
            {view.message}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-muted-foreground">
          {t('clientGallery.photos', { count: view.total })}
          {view.expiresOn ? ` · ${t('clientGallery.until', { date: formatLongDate(view.expiresOn, language) })}` : ''}
        </p>
        {view.proofWatermark ? (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="proof-note">
            {downloads ? t('clientGallery.proofNote') : t('clientGallery.proofNoteViewOnly')}
          </p>
        ) : null}
      </header>

      <div className="sticky top-16 z-20 -mx-4 mb-6 flex flex-wrap items-center gap-3 border-y border-border bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="favourite-count">
          <Heart className="size-4 fill-red-500 text-red-500" aria-hidden="true" />
          {view.maxPicks !== null ? t('clientGallery.chosenOf', { count: view.favouriteCount, max: view.maxPicks }) : t('clientGallery.favourites', { count: view.favouriteCount })}
        </span>
        {locked ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-sm font-medium" data-testid="selection-locked">
            <Lock className="size-4" aria-hidden="true" />
            {t('clientGallery.lockedBadge', { date: sentDate })}
          </span>
        ) : (
          <button type="button" disabled={view.favouriteCount === 0} onClick={() => void sendSelection()} className={buttonClass('default', 'default')} data-testid="send-selection">
            {t('clientGallery.sendSelection')}
          </button>
        )}
        {downloads ? (
          <div className="flex flex-wrap items-center gap-2 sm:ml-auto" data-needs-pin={pinFirst || undefined}>
            {view.downloadSizes.length > 1 ? (
              <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="download-size">
                <legend className="sr-only">{t('clientGallery.size')}</legend>
                <span aria-hidden="true" className="font-medium">
                  {t('clientGallery.size')}:
                </span>
                {view.downloadSizes.map((s) => (
                  <label key={s} className="inline-flex items-center gap-1.5">
                    <input type="radio" name="download-size" value={s} checked={size === s} onChange={() => setSize(s)} className="accent-gold" />
                    {s === 'web' ? t('clientGallery.sizeWeb') : t('clientGallery.sizeOriginal')}
                  </label>
                ))}
              </fieldset>
            ) : (
              <span className="text-sm text-muted-foreground">{view.downloadSizes[0] === 'web' ? t('clientGallery.sizeWeb') : t('clientGallery.sizeOriginal')}</span>
            )}
            {downloadLink(clientPaths.zip(token, 'all', size), t('clientGallery.downloadAll'), 'download-all')}
            {view.favouriteCount > 0 ? downloadLink(clientPaths.zip(token, 'favourites', size), t('clientGallery.downloadFavourites'), 'download-favourites') : null}
          </div>
        ) : null}
      </div>
      {downloads && pinFirst ? (
        // Without scripts the PIN is asked for here, and the downloads show once it is given.
        <noscript>
          <style>{'[data-needs-pin]{display:none!important}'}</style>
          <PlainPinForm />
        </noscript>
      ) : null}
      <div className="mb-6 grid gap-1 text-sm text-muted-foreground">
        {rule ? <p data-testid="selection-rule">{rule}</p> : null}
        <p role="status" data-testid="selection-status">
          {sent
            ? t('clientGallery.selectionDone')
            : locked
              ? t('clientGallery.selectionLocked', { date: sentDate })
              : view.selectionSentAt
                ? t('clientGallery.selectionSent', { date: sentDate })
                : t('clientGallery.selectionHint')}
        </p>
        {preparing ? <p data-testid="preparing-note">{t('clientGallery.preparingNote', { count: preparing })}</p> : null}
      </div>
      {problem ? (
        <p role="alert" className="mb-6 text-sm text-destructive" data-testid="client-problem">
          {problem}
        </p>
      ) : null}

      <ClientPhotoGrid
        photos={view.photos}
        viewerPhotos={photos}
        locked={locked}
        onOpen={(id) => setOpen(shown.findIndex((p) => p.id === id))}
        onFavourite={setFavourite}
        onComment={saveComment}
        registerComment={registerComment}
      />
      {view.next ? (
        <div className="mt-10 flex justify-center">
          <LoadMoreLink list={{ nextCursor: view.next, loadingMore: more, loadMore: () => void loadMore() }} href={(cursor) => pagePath('clientGallery', { token }, language, `cursor=${encodeURIComponent(cursor)}`)}>
            {t('clientGallery.loadMore')}
          </LoadMoreLink>
        </div>
      ) : null}

      <Lightbox
        unprotected
        viewer={{
          open: open !== null && open >= 0,
          photo: photos[open ?? 0],
          previous: photos.length > 1 ? photos[((open ?? 0) - 1 + photos.length) % photos.length]! : null,
          next: photos.length > 1 ? photos[((open ?? 0) + 1) % photos.length]! : null,
          position: (open ?? 0) + 1,
          total: photos.length,
          close: () => setOpen(null),
          goNext: () => setOpen((i) => ((i ?? 0) + 1) % photos.length),
          goPrevious: () => setOpen((i) => ((i ?? 0) - 1 + photos.length) % photos.length),
        }}
        actions={(photo) => {
          const client = view.photos.find((p) => p.id === photo.id);
          const href = withLang(clientPaths.download(token, photo.id, size));
          return (
            <>
              <button
                type="button"
                aria-pressed={client?.favourite ?? false}
                aria-label={client?.favourite ? t('clientGallery.unfavourite') : t('clientGallery.favourite')}
                disabled={locked}
                onClick={() => client && void setFavourite(client.id, !client.favourite, client.comment)}
                className="flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:opacity-50"
              >
                <Heart className={`size-5 ${client?.favourite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
              </button>
              {downloads ? (
                <a
                  href={href}
                  download
                  onClick={onDownload(href)}
                  aria-label={t('clientGallery.downloadPhoto')}
                  className="flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
                >
                  <Download className="size-5" aria-hidden="true" />
                </a>
              ) : null}
            </>
          );
        }}
      />
      <PinDialog
        api={api}
        href={pinFor}
        onUnlocked={() => {
          setView((v) => ({ ...v, downloadsUnlocked: true }));
          setPinFor(null);
        }}
        onClose={() => setPinFor(null)}
      />
    </section>
  );
}
