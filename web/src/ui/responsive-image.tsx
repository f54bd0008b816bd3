import type { ResponsiveImage as ResponsiveImageData } from '@portfolio/shared';
import { useState, type CSSProperties } from 'react';
import { cn } from '../lib/cn';
import { useHydrated } from '../lib/use-hydrated';

export interface ResponsiveImageProps {
  /** Derivatives from the API; when null, `src` is drawn as a plain image. */
  image: ResponsiveImageData | null | undefined;
  src?: string;
  alt: string;
  /** The language of `alt` when it is not the page's. */
  altLang?: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold and the LCP candidate: load first, never lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
  /** Blocks saving: no drag, hidden when printing. */
  protect?: boolean;
  width?: number | null;
  height?: number | null;
  /**
   * Below the first screen: the page as sent carries the image only for readers without
   * JavaScript (in `<noscript>`, one WebP wide enough for a tile); the browser asks for the image,
   * with its sources and its blurred placeholder, once the app runs, so it never shares the
   * connection with the page's first photo. Sources and placeholders (a data: URL each, which
   * hardly compresses) stay out of the page as sent, so that it fits a slow line's first round trip.
   */
  deferred?: boolean;
}

const srcSet = (list: { width: number; url: string }[]) => list.map((s) => `${s.url} ${s.width}w`).join(', ');

/** Wide enough for a tile on a phone's sharp screen or a desktop's column. */
const READER_WITHOUT_SCRIPTS_WIDTH = 960;

/** The one file a deferred image shows a reader without JavaScript: every such browser reads WebP. */
function readerWithoutScripts(image: ResponsiveImageData): string {
  const wide = [...image.webp].sort((a, b) => a.width - b.width);
  return (wide.find((s) => s.width >= READER_WITHOUT_SCRIPTS_WIDTH) ?? wide.at(-1))?.url ?? image.fallback;
}

/**
 * `<picture>` with AVIF and WebP sources, intrinsic width/height against layout shift, lazy loading
 * below the fold and the blurred placeholder as background until the image has loaded (see `deferred`).
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const hydrated = useHydrated();
  if (!props.deferred || hydrated) return <LoadedImage {...props} />;
  return (
    <span className={cn('block', props.className)}>
      <noscript>
        <LoadedImage
          {...props}
          image={null}
          src={props.image ? readerWithoutScripts(props.image) : props.src}
          width={props.image?.width ?? props.width}
          height={props.image?.height ?? props.height}
          className={undefined}
          imgClassName={cn('block', props.imgClassName)}
        />
      </noscript>
    </span>
  );
}

function LoadedImage({ image, src, alt, altLang, sizes, priority, className, imgClassName, style, protect = true, width, height }: ResponsiveImageProps) {
  const [loaded, setLoaded] = useState(false);
  const placeholder = !loaded && image?.placeholder ? image.placeholder : null;
  const imgStyle: CSSProperties = {
    ...style,
    ...(placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : null),
  };
  const common = {
    alt,
    lang: altLang,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    draggable: protect ? false : undefined,
    'data-protected': protect ? '' : undefined,
    className: cn(protect && 'protected-image select-none', imgClassName),
    style: imgStyle,
    onLoad: () => setLoaded(true),
    onError: () => {
      // A failed image load only logs a warning.
      console.warn('Image failed to load:', image?.fallback ?? src);
    },
  };
  if (!image) {
    return (
      <span className={cn('contents', className)}>
        <img src={src} width={width ?? undefined} height={height ?? undefined} {...common} />
      </span>
    );
  }
  return (
    <picture className={className} data-protected={protect ? '' : undefined}>
      {image.avif.length > 0 ? <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} /> : null}
      {image.webp.length > 0 ? <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} /> : null}
      <img src={image.fallback} width={image.width} height={image.height} {...common} />
    </picture>
  );
}
