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
   * JavaScript (in `<noscript>`), showing the blurred placeholder; the browser asks for the image
   * once the app runs, so it never shares the connection with the page's first photo.
   */
  deferred?: boolean;
}

const srcSet = (list: { width: number; url: string }[]) => list.map((s) => `${s.url} ${s.width}w`).join(', ');

/**
 * `<picture>` with AVIF and WebP sources, intrinsic width/height against layout shift, lazy loading
 * below the fold and the blurred placeholder as background until the image has loaded.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const hydrated = useHydrated();
  if (!props.deferred || hydrated) return <LoadedImage {...props} />;
  const placeholder = props.image?.placeholder;
  return (
    <span
      className={cn('block', props.className)}
      style={placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
    >
      <noscript>
        <LoadedImage {...props} />
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
