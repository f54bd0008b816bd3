import { HOVER_CARD_MAX_CATEGORIES, PHOTO_TILE_SIZES } from '@portfolio/shared/constants';
import { MapPin, Play } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { formatMonthYear } from '../../lib/format-date';
import { useLanguage } from '../lib/language-context';
import { ResponsiveImage } from '../../ui/responsive-image';
import { analytics } from '../../lib/analytics';
import type { Photo } from '../lib/gallery';
import { usePhotoViewer } from '../lib/photo-viewer';

/**
 * A square gallery tile. Hover (or keyboard focus) shows the title and month/year; the gallery
 * page variant also shows the location and up to 3 category names. Videos show a play overlay.
 */
export function PhotoTile({ photo, onOpen, detailed = false, priority = false }: { photo: Photo; onOpen: () => void; detailed?: boolean; priority?: boolean }) {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const title = photo.title || t('common.untitled');
  return (
    <a
      href={href(`/gallery/${photo.id}`)}
      onClick={(e) => {
        // A plain click opens the viewer here; a new tab or window gets the photo's own page.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen();
      }}
      aria-label={t('gallery.openItem', { title })}
      data-testid="gallery-tile"
      className="group relative block aspect-square w-full overflow-hidden rounded-md bg-[#111b2b] text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:ring-offset-background cursor-zoom-in"
    >
      {photo.type === 'video' && !photo.image && photo.thumbnail === photo.src ? (
        // A video without a poster: its first frame stands in.
        <video src={photo.src} preload="metadata" muted playsInline aria-hidden="true" className="protected-image size-full object-cover" />
      ) : (
      <ResponsiveImage
        image={photo.image}
        src={photo.thumbnail}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes={PHOTO_TILE_SIZES}
        priority={priority}
        className="block size-full"
        imgClassName="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105"
      />
      )}
      {photo.type === 'video' ? (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/40 backdrop-blur-sm">
            <Play className="ml-1 size-6 fill-white" aria-hidden="true" />
            <span className="sr-only">{t('gallery.video')}</span>
          </span>
        </span>
      ) : null}
      <span className="pointer-events-none absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-black/85 via-black/30 to-transparent p-4 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100">
        <span className="text-base font-semibold text-white">{title}</span>
        {detailed ? (
          <span className="mt-1 flex items-center gap-1 text-sm text-white/85">
            <MapPin className="size-3.5" aria-hidden="true" />
            {photo.location}
          </span>
        ) : null}
        <span className="mt-0.5 text-sm text-white/80">{formatMonthYear(photo.date, language)}</span>
        {detailed && photo.categories.length > 0 ? (
          <span className="mt-2 flex flex-wrap gap-1">
            {photo.categories.slice(0, HOVER_CARD_MAX_CATEGORIES).map((c) => (
              <span key={c.id} className="rounded-full bg-white/20 px-2 py-0.5 text-xs text-white">
                {c.name}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </a>
  );
}

/**
 * The shown tiles of a filtered list in a 1-4 column grid. Opening one counts an image view and
 * shows the whole filtered list in the lightbox, starting there.
 */
export function PhotoTiles({ visible, filtered, detailed = false, priorityCount = 0 }: { visible: Photo[]; filtered: Photo[]; detailed?: boolean; priorityCount?: number }) {
  const { openAt } = usePhotoViewer();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {visible.map((photo, i) => (
        <li key={photo.id}>
          <PhotoTile
            photo={photo}
            detailed={detailed}
            priority={i < priorityCount}
            onOpen={() => {
              analytics.imageView(photo.title, photo.id);
              openAt(filtered, i);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
