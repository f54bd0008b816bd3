import { ChevronLeft, ChevronRight, MapPin, X } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { formatMonthYear } from '../../lib/format-date';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { Photo } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { usePhotoViewer } from '../lib/photo-viewer';
import { LicenseLink } from './license-link';

const control =
  'flex size-12 items-center justify-center rounded-full bg-black/50 text-white ring-1 ring-white/20 hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold';

/**
 * A photo's own page: the photo over the gallery, with its title, place and date, and links to
 * close and to the neighbours, so it reads and works without JavaScript. In the browser the links
 * and the arrow and Escape keys move within the page, as the viewer opened from a tile does.
 */
export function PhotoView({ photos, index }: { photos: Photo[]; index: number }) {
  const { t, language, href } = useLanguage();
  const photo = photos[index]!;
  const title = photo.title || t('common.untitled');
  const neighbour = (step: number) => photos[(index + step + photos.length) % photos.length]!;
  const viewer = usePhotoViewer();
  const within = (go: () => unknown) => (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') viewer.next();
      else if (e.key === 'ArrowLeft') viewer.previous();
      else if (e.key === 'Escape') viewer.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [viewer]);
  return (
    <section aria-label={title} className="fixed inset-0 z-50 flex flex-col bg-[#04070c] text-white" data-testid="photo-view">
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="text-sm tabular-nums text-white/80">{photos.length > 1 ? t('lightbox.counter', { current: index + 1, total: photos.length }) : null}</p>
        <a href={href('/gallery')} onClick={within(viewer.close)} aria-label={t('lightbox.close')} className={control}>
          <X className="size-6" aria-hidden="true" />
        </a>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
        {photo.type === 'video' ? (
          <video src={photo.src} poster={photo.thumbnail !== photo.src ? photo.thumbnail : undefined} controls playsInline controlsList="nodownload" className="protected-image max-h-full max-w-full rounded" aria-label={title} />
        ) : (
          <ResponsiveImage
            image={photo.image}
            src={photo.src}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="100vw"
            priority
            className="contents"
            imgClassName="max-h-[calc(100svh-9.5rem)] w-auto max-w-full object-contain"
          />
        )}
        {photos.length > 1 ? (
          <>
            <a href={href(`/gallery/${neighbour(-1).id}`)} onClick={within(viewer.previous)} aria-label={t('lightbox.previous')} className={`${control} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}>
              <ChevronLeft className="size-7" aria-hidden="true" />
            </a>
            <a href={href(`/gallery/${neighbour(1).id}`)} onClick={within(viewer.next)} aria-label={t('lightbox.next')} className={`${control} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}>
              <ChevronRight className="size-7" aria-hidden="true" />
            </a>
          </>
        ) : null}
      </div>
      <div className="px-4 pb-5 pt-3 text-center">
        <h2 className="font-serif text-lg font-semibold sm:text-xl">{title}</h2>
        {photo.description ? <p className="mx-auto mt-1 max-w-2xl text-sm text-white/80">{photo.description}</p> : null}
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
    </section>
  );
}
