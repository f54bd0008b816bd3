import { HOVER_CARD_MAX_CATEGORIES, photoTileSizes } from '@portfolio/shared/constants';
import { type CSSProperties, useId } from 'react';
import { MapPin, Play } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { formatMonthYear } from '../../lib/format-date';
import { useLanguage } from '../lib/language-context';
import { ResponsiveImage } from '../../ui/responsive-image';
import { analytics } from '../lib/analytics';
import { aspectRatio, type Photo } from '../lib/gallery';
import { usePhotoViewer } from '../lib/photo-viewer';
import type { GalleryFilter } from '@portfolio/shared/gallery-filter';
import { langAttr } from '../lib/shown-lang';

/**
 * A gallery tile in the photo's own aspect ratio (its size is known from the answer, so nothing
 * moves as it loads). The link is named by the photo's title as shown (WCAG 2.5.3), the place and
 * the month/year describe it. On a phone the caption sits under the photo, which shows whole; from
 * 640 px up hover or keyboard focus shows it over the photo, and a touch screen, which cannot
 * hover, always shows it. The gallery page variant also shows the location and up to 3 category
 * names. Videos show a play mark in a corner, clear of the caption.
 */
export function PhotoTile({ photo, to, onOpen, detailed = false, priority = false, deferred = false }: { photo: Photo; to: string; onOpen: () => void; detailed?: boolean; priority?: boolean; deferred?: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();
  const title = photo.title || t('common.untitled');
  const isVideo = photo.type === 'video';
  return (
    <a
      href={to}
      onClick={(e) => {
        // A plain click opens the viewer here; a new tab or window gets the photo's own page.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onOpen();
      }}
      aria-labelledby={isVideo ? `${id}-title ${id}-video` : `${id}-title`}
      aria-describedby={`${id}-details`}
      data-testid="gallery-tile"
      data-ratio={aspectRatio(photo).toFixed(4)}
      className="group relative block w-full rounded-md text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:ring-offset-background cursor-zoom-in"
    >
      <span data-testid="tile-photo" style={{ aspectRatio: `${aspectRatio(photo)}` }} className="relative block w-full overflow-hidden rounded-md bg-[#111b2b]">
        {isVideo && !photo.image && photo.thumbnail === photo.src ? (
          // A video without a poster: its first frame stands in.
          <video src={photo.src} preload="metadata" muted playsInline aria-hidden="true" className="protected-image size-full object-cover" />
        ) : (
          <ResponsiveImage
            image={photo.image}
            src={photo.thumbnail}
            alt={photo.alt}
            altLang={langAttr(photo.altLang, language)}
            width={photo.width}
            height={photo.height}
            sizes={photoTileSizes(photo.width, photo.height)}
            priority={priority}
            deferred={deferred}
            className="block size-full"
            imgClassName="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-105"
          />
        )}
        {isVideo ? (
          <span data-testid="tile-play" className="pointer-events-none absolute left-2 top-2 flex size-10 items-center justify-center rounded-full bg-black/55 text-white ring-1 ring-white/40 backdrop-blur-sm sm:left-3 sm:top-3">
            <Play className="ml-0.5 size-4 fill-white" aria-hidden="true" />
            <span id={`${id}-video`} className="sr-only">
              {t('gallery.video')}
            </span>
          </span>
        ) : null}
      </span>
      <span
        data-testid="tile-caption"
        className="flex flex-col pt-2 sm:pointer-events-none sm:absolute sm:inset-0 sm:justify-end sm:rounded-md sm:bg-gradient-to-t sm:from-black/85 sm:via-black/30 sm:to-transparent sm:p-3 sm:opacity-0 sm:transition-opacity sm:duration-300 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100 md:p-4 [@media(hover:none)]:sm:via-transparent [@media(hover:none)]:sm:opacity-100"
      >
        <span id={`${id}-title`} lang={photo.title ? langAttr(photo.titleLang, language) : undefined} className="text-base font-semibold text-foreground sm:text-white" data-testid="tile-title">
          {title}
        </span>
        <span id={`${id}-details`} className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground sm:flex-col sm:items-start sm:text-white/80">
          {detailed ? (
            <span lang={langAttr(photo.locationLang, language)} className="mt-1 flex items-center gap-1 sm:text-white/85">
              <MapPin className="size-3.5" aria-hidden="true" />
              {photo.location}
            </span>
          ) : null}
          <span className="mt-0.5">{formatMonthYear(photo.date, language)}</span>
        </span>
        {detailed && photo.categories.length > 0 ? (
          <span className="mt-2 hidden flex-wrap gap-1 sm:flex [@media(hover:none)]:hidden">
            {photo.categories.slice(0, HOVER_CARD_MAX_CATEGORIES).map((c) => (
              <span key={c.id} lang={langAttr(c.nameLang, language)} className="rounded-full bg-white/20 px-2 py-0.5 text-xs text-white">
                {c.name}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </a>
  );
}

/** Tiles whose images the page as sent asks for at once; the rest load once the app runs. */
const FIRST_SCREEN_TILES = 4;

/**
 * The shown tiles of a filtered list in justified rows: every tile keeps its photo's aspect ratio
 * and the tiles of a row share one height. Pure CSS, so the server's HTML is the final layout:
 * each tile starts at the row height (its flex-basis is height x ratio) and the row's spare width
 * is shared in proportion to the ratios (flex-grow), which keeps the heights equal; the last row
 * stays at the row height. A tile grows to at most 1.6 times its row height (a row that cannot
 * fill without more leaves a gap at its end), as `photoTileSizes` assumes. One tile per row below
 * 640 px; from there rows get taller with the screen, so two to four 3:2 photos share a row. Opening one counts an image view and
 * shows it in the viewer, which walks the whole filtered set from there.
 */
export function PhotoTiles({
  photos,
  filter,
  detailed = false,
  priorityCount = 0,
  firstScreenTiles = FIRST_SCREEN_TILES,
}: {
  photos: Photo[];
  filter: GalleryFilter;
  detailed?: boolean;
  priorityCount?: number;
  /** How many tiles can be on the first screen (their images come with the page); 0 below it, as on the home page. */
  firstScreenTiles?: number;
}) {
  const { openAt, photoPath } = usePhotoViewer();
  return (
    <ul
      data-testid="gallery-grid"
      className="flex flex-wrap gap-2 sm:gap-3 [--row:170px] after:grow-[1000000] after:content-[''] lg:[--row:200px] xl:[--row:250px] 2xl:[--row:260px]"
    >
      {photos.map((photo, i) => (
        <li
          key={photo.id}
          style={{ '--ar': aspectRatio(photo), flexGrow: aspectRatio(photo) } as CSSProperties}
          className="min-w-0 basis-full sm:max-w-[calc(var(--row)*var(--ar)*1.6)] sm:basis-[calc(var(--row)*var(--ar))]"
        >
          <PhotoTile
            photo={photo}
            to={photoPath(photo, filter)}
            detailed={detailed}
            priority={i < priorityCount}
            deferred={i >= firstScreenTiles}
            onOpen={() => {
              analytics.imageView(photo.title, photo.id);
              openAt(photo, filter);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
