import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Photo } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { usePhotoViewer } from '../lib/photo-viewer';
import { PhotoCaption, PhotoStage, ViewerToolbar, usePreloadNeighbours, useViewerControls } from './photo-frame';
import { PhotoInfo } from './photo-info';
import { langAttr } from '../lib/shown-lang';

/** Keeps Tab and Shift+Tab among the view's own controls, as the viewer's dialog does. */
function trapFocus(e: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const focusable = [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (e.shiftKey ? !inside || active === first : !inside || active === last) {
    e.preventDefault();
    (e.shiftKey ? last : first).focus();
  }
}

const control =
  'flex size-12 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/20 hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold';

/**
 * A photo's own page: the photo over the gallery, with its title, place and date, and links to
 * close and to the neighbours, so it reads and works without JavaScript. In the browser it is the
 * viewer opened from a tile in all but its frame: the same stage (zoom, swipe), toolbar
 * (information, slideshow, full screen) and keys, the arrow and Escape keys move within the page,
 * and Tab stays among the view's controls.
 */
export function PhotoView({ photo }: { photo: Photo }) {
  const { t, language } = useLanguage();
  const title = photo.title || t('common.untitled');
  const viewer = usePhotoViewer();
  const { previous, next, position, total } = viewer;
  const root = useRef<HTMLElement>(null);
  // A photo's own page opens with its information (collections, place, related photos) drawn by the server.
  const controls = useViewerControls({ next: viewer.goNext, count: total, root, photoId: photo.id, infoOpen: true });
  usePreloadNeighbours([previous, next]);
  const within = (go: () => unknown) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go();
  };
  const onKeyRef = useRef(controls.onKey);
  onKeyRef.current = controls.onKey;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') viewer.goNext();
      else if (e.key === 'ArrowLeft') viewer.goPrevious();
      else if (e.key === 'Escape') viewer.close();
      else if (e.key === 'Tab') trapFocus(e, root.current);
      else onKeyRef.current(e);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [viewer]);
  return (
    <section ref={root} aria-label={title} className="fixed inset-0 z-50 flex flex-col bg-[#04070c] text-white" data-testid="photo-view">
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="text-sm tabular-nums text-white/80" data-testid="photo-counter">{total > 1 ? t('lightbox.counter', { current: position.toLocaleString(language), total: total.toLocaleString(language) }) : null}</p>
        <ViewerToolbar
          controls={controls}
          photo={photo}
          count={total}
          close={
            <a href={viewer.galleryPath} onClick={within(viewer.close)} aria-label={t('lightbox.close')} className={control}>
              <X className="size-6" aria-hidden="true" />
            </a>
          }
        />
      </div>
      <div className="relative flex min-h-0 flex-1 flex-col lg:flex-row">
        <PhotoStage photo={photo} title={title} controls={controls} onSwipe={(d) => (d === 'next' ? viewer.goNext() : viewer.goPrevious())} onBackdrop={() => {}} playing={controls.playing} infoOpen={controls.info}>
          {previous && next ? (
            <>
              <a href={viewer.photoPath(previous)} onClick={within(viewer.goPrevious)} aria-label={t('lightbox.previous')} className={`${control} absolute left-2 top-1/2 z-10 -translate-y-1/2 sm:left-4`}>
                <ChevronLeft className="size-7" aria-hidden="true" />
              </a>
              <a href={viewer.photoPath(next)} onClick={within(viewer.goNext)} aria-label={t('lightbox.next')} className={`${control} absolute right-2 top-1/2 z-10 -translate-y-1/2 sm:right-4`}>
                <ChevronRight className="size-7" aria-hidden="true" />
              </a>
            </>
          ) : null}
        </PhotoStage>
        {controls.info ? <PhotoInfo photo={photo} id={controls.infoId} /> : null}
      </div>
      <PhotoCaption photo={photo} heading={
          <h2 lang={photo.title ? langAttr(photo.titleLang, language) : undefined} className="font-serif text-lg font-semibold sm:text-xl">
            {title}
          </h2>
        } />
    </section>
  );
}
