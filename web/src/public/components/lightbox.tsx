import { ChevronLeft, ChevronRight, MapPin, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../lib/language-context';
import { analytics } from '../../lib/analytics';
import { formatMonthYear } from '../../lib/format-date';
import { useLanguage } from '../lib/language-context';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useLightbox } from '../lib/lightbox-store';
import { LicenseLink } from './license-link';
import { usePhotoViewer } from '../lib/photo-viewer';

const SWIPE_PX = 50;

/**
 * Full-screen viewer on a Radix Dialog: focus is trapped inside and returned afterwards, page scroll
 * is locked, Escape and a backdrop click close. Arrow keys, buttons and swipes navigate and wrap;
 * the counter and arrows only appear with more than one item. Double-click or double-tap zooms.
 */
export default function Lightbox() {
  const { t } = useTranslation();
  const { open, photos, index, close, next, previous } = usePhotoViewer();
  const { language } = useLanguage();
  const [zoomed, setZoomed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const many = photos.length > 1;

  const go = (direction: 'previous' | 'next') => {
    if (!many) return;
    setZoomed(false);
    analytics.imageNavigate(direction);
    if (direction === 'next') next();
    else previous();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go('next');
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go('previous');
    }
  };

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || zoomed) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - s.y)) go(dx < 0 ? 'next' : 'previous');
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
        if (!o) {
          setZoomed(false);
          close();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[#04070c]" />
        <Dialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            // No Dialog.Trigger here: hand focus back to the tile that opened the viewer.
            e.preventDefault();
            useLightbox.getState().opener?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          data-testid="lightbox"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="min-w-16 text-sm tabular-nums text-white/80" aria-live="polite">
              {many ? <span data-testid="lightbox-counter">{t('lightbox.counter', { current: index + 1, total: photos.length })}</span> : null}
            </p>
            <Dialog.Close aria-label={t('lightbox.close')} className="flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer">
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 sm:px-20"
            data-testid="lightbox-backdrop"
            onClick={(e) => {
              if (e.target === e.currentTarget) close();
            }}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
          >
            {photo.type === 'video' ? (
              <video
                key={photo.id}
                src={photo.src}
                poster={photo.thumbnail !== photo.src ? photo.thumbnail : undefined}
                controls
                autoPlay
                playsInline
                controlsList="nodownload"
                onContextMenu={(e) => e.preventDefault()}
                className="protected-image max-h-full max-w-full rounded"
                aria-label={title}
              />
            ) : (
              <div
                className="flex max-h-full max-w-full items-center justify-center overflow-hidden"
                onDoubleClick={() => setZoomed((z) => !z)}
                onClick={(e) => {
                  if (e.target === e.currentTarget) close();
                }}
              >
                <ResponsiveImage
                  key={photo.id}
                  image={photo.image}
                  src={photo.src}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  sizes="100vw"
                  priority
                  className="contents"
                  imgClassName={`max-h-[calc(100svh-9.5rem)] w-auto max-w-full object-contain transition-transform duration-300 ${zoomed ? 'scale-200 cursor-zoom-out' : 'cursor-zoom-in'}`}
                />
              </div>
            )}
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
          </div>

          <div className="px-4 pb-5 pt-3 text-center">
            <Dialog.Title className="font-serif text-lg font-semibold sm:text-xl">{title}</Dialog.Title>
            <p className="mt-1 flex items-center justify-center gap-3 text-sm text-white/75">
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {photo.location}
              </span>
              <span aria-hidden="true">·</span>
              <time dateTime={photo.date.toISOString()}>{formatMonthYear(photo.date, language)}</time>
            </p>
            {photo.type === 'photo' ? <LicenseLink photo={photo} className="mt-2 inline-block text-sm text-gold underline-offset-4 hover:underline" /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
