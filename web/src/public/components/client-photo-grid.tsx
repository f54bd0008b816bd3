import type { ClientPhoto } from '@portfolio/shared';
import { photoTileSizes } from '@portfolio/shared/constants';
import { Heart } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { Photo } from '../lib/gallery';
import { useClientGalleryT } from '../lib/client-gallery-messages';
import { langAttr } from '../lib/shown-lang';

/** How long typing rests before the comment is saved. */
export const COMMENT_SAVE_DELAY_MS = 800;

type CommentState = 'saved' | 'saving' | 'error';

/**
 * The comment under a favourite, saved as the client types: a moment after the typing rests, when
 * the field is left, when the page is hidden, and before the selection is sent (`register` gives
 * the page its way to save it at once). What the status line says is what the server holds. Read
 * only while the selection is sent and locked.
 */
function CommentField({
  photo,
  locked,
  onSave,
  register,
}: {
  photo: ClientPhoto;
  locked: boolean;
  onSave: (comment: string | null) => Promise<void>;
  register: (id: number, flush: (() => Promise<void>) | null) => void;
}) {
  const { t } = useClientGalleryT();
  const [text, setText] = useState(photo.comment ?? '');
  const [state, setState] = useState<CommentState | null>(null);
  // Why the last save failed, as the server said it, else our own words.
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(text);
  const stored = useRef(photo.comment ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);
  // The latest save function, so the field's saving stays one function while the page re-renders.
  const save = useRef(onSave);
  save.current = onSave;
  const id = `comment-${photo.id}`;

  // One save at a time; when it ends, the text typed meanwhile goes next.
  const flush = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (running.current) await running.current;
    if (latest.current.trim() === stored.current.trim()) return;
    const sending = latest.current;
    setState('saving');
    running.current = save.current(sending.trim() || null).then(
      () => {
        stored.current = sending;
        setState(latest.current.trim() === sending.trim() ? 'saved' : 'saving');
      },
      (error: unknown) => {
        setFailure(error instanceof Error && error.message ? error.message : null);
        setState('error');
      },
    );
    try {
      await running.current;
    } finally {
      running.current = null;
    }
    if (latest.current.trim() !== stored.current.trim() && latest.current !== sending) await flush();
  }, []);

  useEffect(() => {
    register(photo.id, flush);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      register(photo.id, null);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [photo.id, flush, register]);

  return (
    <div className="mt-2 grid gap-1">
      <label htmlFor={id} className="sr-only">
        {t('clientGallery.comment')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={1000}
        value={text}
        placeholder={locked ? undefined : t('clientGallery.commentPlaceholder')}
        readOnly={locked}
        onChange={(e) => {
          if (locked) return;
          setText(e.target.value);
          latest.current = e.target.value;
          setState(e.target.value.trim() === stored.current.trim() ? 'saved' : 'saving');
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => void flush(), COMMENT_SAVE_DELAY_MS);
        }}
        onBlur={() => void flush()}
        aria-describedby={state ? `${id}-state` : undefined}
        className="w-full resize-y rounded-md border border-input bg-background px-2 py-1.5 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
      />
      {locked ? null : (
        <p id={`${id}-state`} role="status" className={`min-h-4 text-xs ${state === 'error' ? 'text-destructive' : 'text-muted-foreground'}`} data-testid="comment-state" data-state={state ?? ''}>
          {state === 'saving' ? t('clientGallery.commentSaving') : state === 'saved' ? t('clientGallery.commentSaved') : state === 'error' ? (failure ?? t('clientGallery.commentError')) : null}
          {state === 'error' ? (
            <button type="button" onClick={() => void flush()} className="ml-2 font-medium text-gold underline-offset-4 hover:underline">
              {t('clientGallery.retry')}
            </button>
          ) : null}
        </p>
      )}
    </div>
  );
}

/**
 * The client's photos in the site's grid: a tap opens the viewer, the heart marks a favourite (not
 * while the selection is sent and locked). A watermarked gallery's photo whose proofs are still
 * being made shows as being prepared and does not open.
 */
export function ClientPhotoGrid({
  photos,
  viewerPhotos,
  locked,
  onOpen,
  onFavourite,
  onComment,
  registerComment,
}: {
  photos: ClientPhoto[];
  /** The photos the viewer shows (those being prepared left out), by id. */
  viewerPhotos: Photo[];
  locked: boolean;
  onOpen: (id: number) => void;
  onFavourite: (id: number, on: boolean, comment: string | null) => Promise<boolean>;
  /** Saves a favourite's comment; rejects when it could not. */
  onComment: (id: number, comment: string | null) => Promise<void>;
  /** Where each comment field leaves its way to be saved at once (null when it goes). */
  registerComment: (id: number, flush: (() => Promise<void>) | null) => void;
}) {
  const { t, language } = useClientGalleryT();
  // The server draws the hearts; they answer once the page's code runs (without it they stay off).
  const hydrated = useHydrated();
  const viewable = new Map(viewerPhotos.map((p) => [p.id, p]));
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="client-photos">
      {photos.map((photo, i) => {
        const shown = viewable.get(photo.id);
        return (
          <li key={photo.id} data-testid="client-photo" data-favourite={photo.favourite ? 'true' : 'false'} data-preparing={photo.preparing ? 'true' : undefined}>
            <div className="relative overflow-hidden rounded-md bg-[#111b2b]" style={{ aspectRatio: `${photo.width && photo.height ? photo.width / photo.height : 1.5}` }}>
              {shown ? (
                <button type="button" onClick={() => onOpen(photo.id)} aria-label={t('clientGallery.open', { title: photo.title })} className="block size-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
                  <ResponsiveImage
                    image={photo.image}
                    src={shown.thumbnail}
                    alt={photo.alt}
                    altLang={langAttr(photo.altLang, language)}
                    width={photo.width}
                    height={photo.height}
                    sizes={photoTileSizes(photo.width, photo.height)}
                    priority={i < 3}
                    protect={false}
                    className="block size-full"
                    imgClassName="size-full object-cover"
                  />
                </button>
              ) : (
                <p className="flex size-full items-center justify-center p-4 text-center text-sm text-white/75">{t('clientGallery.preparing')}</p>
              )}
              <button
                type="button"
                aria-pressed={photo.favourite}
                aria-label={`${photo.favourite ? t('clientGallery.unfavourite') : t('clientGallery.favourite')}: ${photo.title}`}
                disabled={locked || !hydrated}
                onClick={() => void onFavourite(photo.id, !photo.favourite, photo.comment)}
                className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold disabled:cursor-not-allowed disabled:opacity-60"
                data-testid="favourite-button"
              >
                <Heart className={`size-5 ${photo.favourite ? 'fill-red-500 text-red-500' : ''}`} aria-hidden="true" />
              </button>
            </div>
            <p lang={langAttr(photo.titleLang, language)} className="mt-2 truncate text-sm text-foreground">
              {photo.title}
            </p>
            {photo.favourite ? <CommentField photo={photo} locked={locked} onSave={(comment) => onComment(photo.id, comment)} register={registerComment} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
