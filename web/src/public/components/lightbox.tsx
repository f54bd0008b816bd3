import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLanguage, useTranslation } from '../lib/language-context';
import { analytics } from '../lib/analytics';
import { useLightbox } from '../lib/lightbox-store';
import { usePhotoViewer } from '../lib/photo-viewer';
import type { Photo } from '../lib/gallery';
import { PhotoCaption, PhotoStage, ViewerToolbar, usePreloadNeighbours, useViewerControls } from './photo-frame';
import { PhotoInfo } from './photo-info';
import { langAttr } from '../lib/shown-lang';

/** What the viewer shows and how it moves: by default the public gallery's, which follows the address. */
export interface ViewerModel {
  open: boolean;
  photo: Photo | undefined;
  previous: Photo | null;
  next: Photo | null;
  /** 1-based place of the photo in its set, and the set's size. */
  position: number;
  total: number;
  close: () => void;
  goNext: () => void;
  goPrevious: () => void;
}

/**
 * Full-screen viewer on a Radix Dialog: focus is trapped inside and returned to the tile
 * afterwards, page scroll is locked, Escape and a backdrop click close. Arrow keys, buttons and
 * swipes navigate and wrap; the counter and arrows only appear with more than one item. Click,
 * wheel, pinch or double tap zoom (the largest derivative loads only then); `i` or the button
 * shows the information panel, space plays the slideshow, `f` goes full screen. The neighbours
 * are preloaded. A client gallery passes its own `viewer`, `actions` (buttons beside the
 * toolbar's for the photo shown) and `unprotected` (the photos are the client's to keep).
 */
export default function Lightbox({ viewer: own, actions, unprotected }: { viewer?: ViewerModel; actions?: (photo: Photo) => ReactNode; unprotected?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const routed = usePhotoViewer();
  const viewer: ViewerModel = own ?? routed;
  const { open, photo, close, position, total } = viewer;
  const root = useRef<HTMLDivElement>(null);
  const many = total > 1;

  const go = (direction: 'previous' | 'next') => {
    const to = direction === 'next' ? viewer.next : viewer.previous;
    if (!to) return;
    // A client gallery's photos are nobody's statistics.
    if (!own) analytics.imageNavigate(direction, to.id);
    if (direction === 'next') viewer.goNext();
    else viewer.goPrevious();
  };
  // The slideshow moves on by itself: not counted as the visitor's navigation.
  const controls = useViewerControls({ next: () => viewer.goNext(), count: total, root, photoId: photo?.id });
  usePreloadNeighbours([viewer.previous, viewer.next]);
  const { setZoom, setPlaying } = controls;
  useEffect(() => {
    if (open) return;
    setPlaying(false);
    setZoom({ scale: 1, x: 0, y: 0 });
  }, [open, setPlaying, setZoom]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go('next');
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go('previous');
    } else controls.onKey(e);
  };

  const title = photo ? photo.title || t('common.untitled') : '';
  // The tab names the photo while it is shown.
  useEffect(() => {
    if (!open || !title) return;
    const before = document.title;
    document.title = `${title} — ${t('meta.siteName')}`;
    return () => {
      document.title = before;
    };
  }, [open, title, t]);

  if (!photo) return null;
  const navButton =
    'absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/20 transition-colors hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (!o) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#04070c]" />
        <Dialog.Content
          ref={root}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            // No Dialog.Trigger here: hand focus back to the tile that opened the viewer.
            e.preventDefault();
            useLightbox.getState().opener?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-[#04070c] text-white outline-none"
          data-testid="lightbox"
          data-unprotected={unprotected ? '' : undefined}
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="min-w-16 text-sm tabular-nums text-white/80" aria-live="polite">
              {many ? <span data-testid="lightbox-counter">{t('lightbox.counter', { current: position.toLocaleString(language), total: total.toLocaleString(language) })}</span> : null}
            </p>
            {actions ? <div className="ml-auto flex items-center gap-1">{actions(photo)}</div> : null}
            <ViewerToolbar
              controls={controls}
              photo={photo}
              count={total}
              close={
                <Dialog.Close aria-label={t('lightbox.close')} className="flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer">
                  <X className="size-6" aria-hidden="true" />
                </Dialog.Close>
              }
            />
          </div>

          <div className="relative flex min-h-0 flex-1 flex-col lg:flex-row">
            <PhotoStage photo={photo} title={title} controls={controls} onSwipe={go} onBackdrop={close} playing={controls.playing} infoOpen={controls.info} testId="lightbox-backdrop" autoPlayVideo={!controls.playing}>
              {many ? (
                <>
                  <button type="button" aria-label={t('lightbox.previous')} onClick={() => go('previous')} className={`${navButton} left-2 sm:left-4`}>
                    <ChevronLeft className="size-7" aria-hidden="true" />
                  </button>
                  <button type="button" aria-label={t('lightbox.next')} onClick={() => go('next')} className={`${navButton} right-2 sm:right-4`}>
                    <ChevronRight className="size-7" aria-hidden="true" />
                  </button>
                </>
              ) : null}
            </PhotoStage>
            {controls.info ? <PhotoInfo photo={photo} id={controls.infoId} /> : null}
          </div>

          <PhotoCaption photo={photo} heading={
            <Dialog.Title lang={photo.title ? langAttr(photo.titleLang, language) : undefined} className="font-serif text-lg font-semibold sm:text-xl">
              {title}
            </Dialog.Title>
          } />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
