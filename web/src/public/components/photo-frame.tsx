import type { ResponsiveImage as ResponsiveImageData } from '@portfolio/shared';
import { HERO_SLIDE_INTERVAL_MS, photoFrameSizes } from '@portfolio/shared/constants';
import { Info, MapPin, Maximize, Minimize, Pause, Play, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent, type ReactNode, type RefObject, type WheelEvent } from 'react';
import { preload } from 'react-dom';
import { formatMonthYear } from '../../lib/format-date';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { Photo } from '../lib/gallery';
import { useLanguage, useTranslation } from '../lib/language-context';
import { langAttr } from '../lib/shown-lang';
import { LicenseLink } from './license-link';

/**
 * What the photo viewer (the lightbox over a page) and a photo's own page share: the zoomable
 * frame, the toolbar (information, zoom, slideshow, full screen) and their keys.
 */

const SWIPE_PX = 50;
const TAP_PX = 8;
const DOUBLE_TAP_MS = 300;
const MAX_ZOOM = 4;
/** The zoom of a click, a double tap or the zoom button. */
const STEP_ZOOM = 2.5;
/** The fallback JPEG is at most this wide (the server's share width). */
const FALLBACK_MAX_WIDTH = 1600;

export interface Zoom {
  scale: number;
  x: number;
  y: number;
}
const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };

/** How wide the photo is drawn unzoomed (shared with the server's preload of a photo's page). */
export const frameSizes = (photo: Photo) => photoFrameSizes(photo.width, photo.height);

/** The largest derivative of a photo, used only once it is zoomed in. */
export function largestSources(image: ResponsiveImageData) {
  const biggest = (list: { width: number; url: string }[]) => list.reduce<{ width: number; url: string } | undefined>((a, b) => (!a || b.width > a.width ? b : a), undefined);
  const avif = biggest(image.avif);
  const webp = biggest(image.webp);
  const fallbackWidth = Math.min(image.width, FALLBACK_MAX_WIDTH);
  // Until the large WebP or AVIF are made, the fallback JPEG is the largest there is.
  return {
    avif: avif && avif.width >= fallbackWidth ? avif.url : undefined,
    webp: webp && webp.width >= fallbackWidth ? webp.url : undefined,
    fallback: image.fallback,
  };
}

/** Starts loading the neighbours of the shown photo at the size the frame will ask for. */
export function usePreloadNeighbours(neighbours: Array<Photo | null>) {
  useEffect(() => {
    for (const p of neighbours) {
      if (!p || p.type !== 'photo') continue;
      const list = p.image ? (p.image.avif.length ? p.image.avif : p.image.webp) : [];
      if (list.length && p.image) {
        preload(p.image.fallback, { as: 'image', imageSrcSet: list.map((s) => `${s.url} ${s.width}w`).join(', '), imageSizes: frameSizes(p), type: p.image.avif.length ? 'image/avif' : 'image/webp' });
      } else preload(p.src, { as: 'image' });
    }
    // The neighbours' ids say when they change (the list is a new array each render).
  }, [neighbours[0]?.id, neighbours[1]?.id]);
}

/**
 * The viewer's state: zoom, information panel, slideshow and full screen, and the keys for them
 * (`i` information, space slideshow, `f` full screen, `+`/`-` zoom). Arrow keys stay with the caller.
 */
export function useViewerControls({ next, count, root, photoId, infoOpen = false }: { next: () => void; count: number; root: RefObject<HTMLElement | null>; photoId: number | undefined; infoOpen?: boolean }) {
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);
  const [info, setInfo] = useState(infoOpen);
  const [playing, setPlaying] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const infoId = useId();
  const nextRef = useRef(next);
  nextRef.current = next;

  // Another photo starts unzoomed.
  useEffect(() => setZoom(NO_ZOOM), [photoId]);

  // The slideshow waits on each photo; moving by hand starts the wait again. Zooming in pauses it.
  const zoomed = zoom.scale > 1;
  useEffect(() => {
    if (!playing || zoomed || count < 2) return;
    const timer = setTimeout(() => nextRef.current(), HERO_SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, zoomed, count, photoId]);

  useEffect(() => {
    const sync = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      if (document.fullscreenElement && document.fullscreenElement === root.current) void document.exitFullscreen().catch(() => {});
    };
  }, [root]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.current?.requestFullscreen?.().catch(() => {});
  };
  /** Zooms in on a point (offsets from the photo's centre, so it stays under the pointer) or back out. */
  const toggleZoom = (at?: { x: number; y: number }) =>
    setZoom((z) => (z.scale > 1 ? NO_ZOOM : { scale: STEP_ZOOM, x: at ? at.x * (1 - STEP_ZOOM) : 0, y: at ? at.y * (1 - STEP_ZOOM) : 0 }));

  /** Handles the viewer's own keys; true when the key was one of them. */
  const onKey = (e: KeyboardEvent | ReactKeyboardEvent): boolean => {
    const target = e.target as HTMLElement | null;
    if (e.altKey || e.ctrlKey || e.metaKey || target?.closest('input, textarea, select, video')) return false;
    const key = e.key.toLowerCase();
    if (key === 'i') setInfo((v) => !v);
    else if (key === ' ' && count > 1) setPlaying((v) => !v);
    else if (key === 'f') toggleFullscreen();
    else if (key === '+' || key === '=') setZoom((z) => ({ ...z, scale: Math.min(MAX_ZOOM, z.scale * 1.5) }));
    else if (key === '-') setZoom((z) => (z.scale / 1.5 <= 1 ? NO_ZOOM : { ...z, scale: z.scale / 1.5 }));
    else return false;
    e.preventDefault();
    return true;
  };

  return { zoom, setZoom, toggleZoom, info, setInfo, infoId, playing, setPlaying, fullscreen, toggleFullscreen, onKey };
}

export type ViewerControls = ReturnType<typeof useViewerControls>;

const toolButton =
  'flex size-11 items-center justify-center rounded-full text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer aria-pressed:bg-white/15 aria-pressed:text-white';

/** "License this photo", the information, zoom, slideshow and full-screen buttons, then the caller's close control. */
export function ViewerToolbar({ controls, photo, count, close }: { controls: ViewerControls; photo: Photo | undefined; count: number; close: ReactNode }) {
  const { t } = useTranslation();
  const zoomed = controls.zoom.scale > 1;
  return (
    <div className="flex items-center gap-1" data-testid="viewer-toolbar">
      {photo?.type === 'photo' ? <LicenseLink photo={photo} compact /> : null}
      <button type="button" className={toolButton} aria-pressed={controls.info} aria-controls={controls.info ? controls.infoId : undefined} aria-keyshortcuts="i" aria-label={t('lightbox.info')} title={`${t('lightbox.info')} (i)`} onClick={() => controls.setInfo((v) => !v)}>
        <Info className="size-5" aria-hidden="true" />
      </button>
      {photo?.type === 'photo' ? (
        <button type="button" className={toolButton} aria-label={zoomed ? t('lightbox.zoomOut') : t('lightbox.zoomIn')} title={zoomed ? t('lightbox.zoomOut') : t('lightbox.zoomIn')} onClick={() => controls.toggleZoom()}>
          {zoomed ? <ZoomOut className="size-5" aria-hidden="true" /> : <ZoomIn className="size-5" aria-hidden="true" />}
        </button>
      ) : null}
      {count > 1 ? (
        <button type="button" className={toolButton} aria-keyshortcuts="Space" aria-label={controls.playing ? t('lightbox.pause') : t('lightbox.play')} title={controls.playing ? t('lightbox.pause') : t('lightbox.play')} data-testid="slideshow-toggle" data-playing={controls.playing} onClick={() => controls.setPlaying((v) => !v)}>
          {controls.playing ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
      ) : null}
      <button type="button" className={toolButton} aria-keyshortcuts="f" aria-label={controls.fullscreen ? t('lightbox.exitFullscreen') : t('lightbox.fullscreen')} title={controls.fullscreen ? t('lightbox.exitFullscreen') : t('lightbox.fullscreen')} data-testid="fullscreen-toggle" onClick={controls.toggleFullscreen}>
        {controls.fullscreen ? <Minimize className="size-5" aria-hidden="true" /> : <Maximize className="size-5" aria-hidden="true" />}
      </button>
      {close}
    </div>
  );
}

interface Gesture {
  x: number;
  y: number;
  zoom: Zoom;
  moved: boolean;
  onImage: boolean;
  /** The photo's centre when the gesture began. */
  centre?: { x: number; y: number };
  /** Distance between two fingers when the pinch began. */
  pinch?: number;
}

/**
 * The photo (or video) between the bars. With the mouse a click or the wheel zooms and a drag
 * moves the zoomed photo; on touch a pinch or double tap zooms and a swipe moves to the
 * neighbour. Zoomed in, the largest derivative is loaded over the shown one. A tap beside the
 * photo calls `onBackdrop`; every other child (the arrows) is left to its own handlers.
 */
export function PhotoStage({ photo, title, controls, onSwipe, onBackdrop, playing, infoOpen, children, testId, autoPlayVideo }: { photo: Photo; title: string; controls: ViewerControls; onSwipe: (direction: 'previous' | 'next') => void; onBackdrop: () => void; playing?: boolean; /** The information panel takes the lower part of a small screen. */ infoOpen?: boolean; children?: ReactNode; testId?: string; autoPlayVideo?: boolean }) {
  const { zoom, setZoom } = controls;
  const { language } = useLanguage();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef(0);
  const [dragging, setDragging] = useState(false);
  const zoomed = zoom.scale > 1;
  const isPhoto = photo.type === 'photo';

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('button, a, video, [data-viewer-ignore]')) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 2 && isPhoto) gesture.current = { ...(gesture.current ?? { x: e.clientX, y: e.clientY, onImage: true }), zoom, moved: true, pinch: distance() };
    else {
      const frame = target.closest('[data-zoom-target]')?.getBoundingClientRect();
      gesture.current = { x: e.clientX, y: e.clientY, zoom, moved: false, onImage: !!frame, centre: frame && { x: frame.left + frame.width / 2, y: frame.top + frame.height / 2 } };
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (g.pinch && pointers.current.size === 2) {
      const scale = Math.min(MAX_ZOOM, Math.max(1, (g.zoom.scale * distance()) / g.pinch));
      setZoom(scale === 1 ? { scale: 1, x: 0, y: 0 } : { ...g.zoom, scale });
      return;
    }
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (Math.hypot(dx, dy) > TAP_PX) g.moved = true;
    if (g.zoom.scale > 1 && g.moved) {
      setDragging(true);
      setZoom({ ...g.zoom, x: g.zoom.x + dx, y: g.zoom.y + dy });
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    pointers.current.delete(e.pointerId);
    if (!g) return;
    if (pointers.current.size > 0) return; // the other finger of a pinch is still down
    gesture.current = null;
    setDragging(false);
    if (g.pinch) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (!g.moved) {
      if (!g.onImage) return onBackdrop();
      if (!isPhoto) return;
      const at = g.centre && { x: e.clientX - g.centre.x, y: e.clientY - g.centre.y };
      if (e.pointerType === 'mouse') return controls.toggleZoom(at);
      // Touch: a second tap soon after the first toggles the zoom.
      const now = e.timeStamp;
      if (now - lastTap.current < DOUBLE_TAP_MS) {
        lastTap.current = 0;
        controls.toggleZoom(at);
      } else lastTap.current = now;
      return;
    }
    if (g.zoom.scale === 1 && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'next' : 'previous');
  };

  const onPointerCancel = (e: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size === 0) {
      gesture.current = null;
      setDragging(false);
    }
  };

  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    if (!isPhoto || e.deltaY === 0) return;
    setZoom((z) => {
      const scale = Math.min(MAX_ZOOM, Math.max(1, z.scale * (e.deltaY < 0 ? 1.25 : 0.8)));
      return scale === 1 ? NO_ZOOM : { ...z, scale };
    });
  };

  const large = zoomed && photo.image ? largestSources(photo.image) : null;

  return (
    <div
      className="relative flex min-h-0 flex-1 touch-none select-none items-center justify-center overflow-hidden px-2 sm:px-20"
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onWheel={onWheel}
    >
      {isPhoto ? (
        <div
          key={photo.id}
          data-zoom-target=""
          data-zoomed={zoomed}
          data-testid="zoom-target"
          className={`relative max-h-full max-w-full ${playing ? 'motion-safe:animate-[viewer-fade_0.8s_ease-out]' : ''} ${zoomed ? (dragging ? 'cursor-grabbing' : 'cursor-zoom-out') : 'cursor-zoom-in'} ${dragging ? '' : 'motion-safe:transition-transform motion-safe:duration-300'}`}
          style={{ transform: zoomed ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : undefined }}
        >
          <ResponsiveImage
            image={photo.image}
            src={photo.src}
            alt={photo.alt}
            altLang={langAttr(photo.altLang, language)}
            width={photo.width}
            height={photo.height}
            sizes={frameSizes(photo)}
            priority
            className="contents"
            imgClassName={`block max-h-[calc(100svh-9.5rem)] w-auto max-w-full object-contain ${infoOpen ? 'max-lg:max-h-[calc(55svh-9.5rem)]' : ''}`}
          />
          {large ? (
            <picture className="absolute inset-0" data-testid="zoom-large">
              {large.avif ? <source type="image/avif" srcSet={large.avif} /> : null}
              {large.webp ? <source type="image/webp" srcSet={large.webp} /> : null}
              <img src={large.fallback} alt="" draggable={false} data-protected="" className="protected-image size-full select-none object-contain" />
            </picture>
          ) : null}
        </div>
      ) : (
        <video
          key={photo.id}
          src={photo.src}
          poster={photo.thumbnail !== photo.src ? photo.thumbnail : undefined}
          controls
          autoPlay={autoPlayVideo}
          playsInline
          controlsList="nodownload"
          onContextMenu={(e) => e.preventDefault()}
          className="protected-image max-h-full max-w-full rounded"
          aria-label={title}
        />
      )}
      {children}
    </div>
  );
}

/** Under the photo: its title (in the heading element given), description, place and month. */
export function PhotoCaption({ photo, heading }: { photo: Photo; heading: ReactNode }) {
  const { language } = useLanguage();
  return (
    <div className="px-4 pb-5 pt-3 text-center">
      {heading}
      {photo.description ? (
        <p lang={langAttr(photo.descriptionLang, language)} className="mx-auto mt-1 max-w-2xl text-sm text-white/80">
          {photo.description}
        </p>
      ) : null}
      {/* A client gallery's photos come without place and date. */}
      {photo.location ? (
        <p className="mt-1 flex items-center justify-center gap-3 text-sm text-white/75">
          <span lang={langAttr(photo.locationLang, language)} className="inline-flex items-center gap-1">
            <MapPin className="size-3.5" aria-hidden="true" />
            {photo.location}
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={photo.date.toISOString()}>{formatMonthYear(photo.date, language)}</time>
        </p>
      ) : null}
    </div>
  );
}
