import type { ClientGalleryView } from '@portfolio/shared';
import { clientPaths } from '@portfolio/shared/client-gallery-paths';
import { Download, Heart, Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../../ui/button-class';
import { ClientPhotoGrid } from '../components/client-photo-grid';
import Lightbox from '../components/lightbox';
import { ClientGalleryError, clientGalleryApi, toViewerPhoto } from '../lib/client-gallery-api';
import { useClientGalleryT } from '../lib/client-gallery-messages';
import { langAttr } from '../lib/shown-lang';
import { usePageData } from '../lib/page-data';
import { CLIENT_GALLERY_STATUS } from '../routing';
import { useParams } from '../router';

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
 * A client gallery: /{lang}/c/<token>. The page says only whether the address answers; the photos
 * come from the gallery's API once the password is given, and are the client's to keep (no
 * protection), with hearts, comments, the selection to send and the downloads allowed.
 */
export default function ClientGalleryPage() {
  const { t, language } = useClientGalleryT();
  const { token = '' } = useParams();
  const store = usePageData();
  const known = store.entry(CLIENT_GALLERY_STATUS);
  const serverSaid = known.status === 'ok' ? (known.data as string) : 'open';
  const [state, setState] = useState<State>(serverSaid === 'gone' ? { kind: 'gone' } : serverSaid === 'missing' ? { kind: 'missing' } : { kind: 'loading' });
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
    if (serverSaid === 'open') void load();
  }, [serverSaid, load]);

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
  return <OpenGallery token={token} initial={state.view} api={api} />;
}

function PasswordGate({ error, onEnter, onError }: { error?: string; onEnter: (password: string) => Promise<void>; onError: (message: string) => void }) {
  const { t } = useClientGalleryT();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
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
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 pt-24 pb-16" data-testid="client-gallery-password">
      <Lock className="mx-auto mb-4 size-8 text-gold" aria-hidden="true" />
      <h1 className="text-center font-serif text-3xl font-semibold text-foreground">{t('clientGallery.passwordTitle')}</h1>
      <p className="mt-3 text-center text-muted-foreground">{t('clientGallery.passwordText')}</p>
      <form className="mt-8 grid gap-2" onSubmit={submit} noValidate>
        <label htmlFor="client-password" className="text-sm font-medium">
          {t('clientGallery.password')}
        </label>
        <input
          id="client-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'client-password-error' : undefined}
          className="h-11 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
        />
        {error ? (
          <p id="client-password-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy || !password} className={buttonClass('default', 'lg', 'mt-2')}>
          {t('clientGallery.enter')}
        </button>
      </form>
    </section>
  );
}

function OpenGallery({ token, initial, api }: { token: string; initial: ClientGalleryView; api: ReturnType<typeof clientGalleryApi> }) {
  const { t, language } = useClientGalleryT();
  const [view, setView] = useState(initial);
  const [more, setMore] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const photos = useMemo(() => view.photos.map(toViewerPhoto), [view.photos]);
  const favourites = view.photos.filter((p) => p.favourite).length;

  const setFavourite = async (id: number, on: boolean, comment: string | null) => {
    setProblem(null);
    try {
      if (on) await api.favourite(id, comment);
      else await api.unfavourite(id);
      setView((v) => ({ ...v, photos: v.photos.map((p) => (p.id === id ? { ...p, favourite: on, comment: on ? comment : null } : p)) }));
      setSent(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('clientGallery.errorText'));
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
      setView((v) => ({ ...v, selectionSentAt }));
      setSent(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('clientGallery.errorText'));
    }
  };
  const loadMore = async () => {
    setMore(true);
    try {
      const next = await api.view(view.next);
      setView((v) => ({ ...v, photos: [...v.photos, ...next.photos], next: next.next }));
    } finally {
      setMore(false);
    }
  };
  const downloadLink = (href: string, label: string, testId: string) => (
    <a href={`${href}${href.includes('?') ? '&' : '?'}lang=${language}`} download className={buttonClass('outline', 'default', 'gap-2')} data-testid={testId}>
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );

  return (
    <section className="mx-auto max-w-7xl px-4 pt-28 pb-24 sm:px-6 lg:px-8" data-testid="client-gallery" data-unprotected="">
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
      </header>

      <div className="sticky top-16 z-20 -mx-4 mb-6 flex flex-wrap items-center gap-3 border-y border-border bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-md sm:border">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium" data-testid="favourite-count">
          <Heart className="size-4 fill-red-500 text-red-500" aria-hidden="true" />
          {t('clientGallery.favourites', { count: favourites })}
        </span>
        <button type="button" disabled={favourites === 0} onClick={() => void sendSelection()} className={buttonClass('default', 'default')} data-testid="send-selection">
          {t('clientGallery.sendSelection')}
        </button>
        {view.downloads !== 'none' ? (
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            {downloadLink(clientPaths.zip(token, 'all'), t('clientGallery.downloadAll'), 'download-all')}
            {favourites > 0 ? downloadLink(clientPaths.zip(token, 'favourites'), t('clientGallery.downloadFavourites'), 'download-favourites') : null}
          </div>
        ) : null}
      </div>
      <p className="mb-6 text-sm text-muted-foreground" role="status" data-testid="selection-status">
        {sent ? t('clientGallery.selectionDone') : view.selectionSentAt ? t('clientGallery.selectionSent', { date: formatLongDate(view.selectionSentAt, language) }) : t('clientGallery.selectionHint')}
      </p>
      {problem ? (
        <p role="alert" className="mb-6 text-sm text-destructive">
          {problem}
        </p>
      ) : null}

      <ClientPhotoGrid photos={view.photos} viewerPhotos={photos} onOpen={setOpen} onFavourite={setFavourite} onComment={saveComment} registerComment={registerComment} />
      {view.next ? (
        <div className="mt-10 flex justify-center">
          <button type="button" disabled={more} onClick={() => void loadMore()} className={buttonClass('outline', 'lg')}>
            {t('clientGallery.loadMore')}
          </button>
        </div>
      ) : null}

      <Lightbox
        unprotected
        viewer={{
          open: open !== null,
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
          return (
            <>
              <button
                type="button"
                aria-pressed={client?.favourite ?? false}
                aria-label={client?.favourite ? t('clientGallery.unfavourite') : t('clientGallery.favourite')}
                onClick={() => client && void setFavourite(client.id, !client.favourite, client.comment)}
                className="flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
              >
                <Heart className={`size-5 ${client?.favourite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
              </button>
              {view.downloads !== 'none' ? (
                <a
                  href={`${clientPaths.download(token, photo.id)}?lang=${language}`}
                  download
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
    </section>
  );
}
