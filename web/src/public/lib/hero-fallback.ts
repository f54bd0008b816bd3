import type { ResponsiveImage } from '@portfolio/shared';

// The built-in slides of a site without hero images of its own. Only such a site's home page loads
// this file (with components/hero-fallback.tsx).

const PLACEHOLDERS: Record<string, string> = {
 "aurora": "data:image/webp;base64,UklGRmIAAABXRUJQVlA4IFYAAACwAwCdASoYAA4APu1qrU8ppiQiMAgBMB2JQBOmUACNPPW2ZGmxAAD+8AdCwJ2Mute9e+oYY9nlZxC1qrEOLOSJ2YMLLqfTJD65KX7Qtr2mH8Pg42AAAA==",
 "mountains": "data:image/webp;base64,UklGRl4AAABXRUJQVlA4IFIAAAAQBACdASoYAA4APu1iqU2ppaOiMAgBMB2JYwCdIMgDAsyY6wPCS2W44AD+zTMq8WKqzhRZa9HpnS4RlDaLRd0XQspFNroaz/lTrxfD3/uN3sAA",
 "ice": "data:image/webp;base64,UklGRmYAAABXRUJQVlA4IFoAAADQAwCdASoYAA4APu1oqk6ppiQiMAgBMB2JQBOmUABpuVc4UoA9mgAA/ni6sV7kOfqTciGDUdSi278LbLAN7StNg80S8yIDEigf5AbwXOpRsV8jCLSWc0GAAAA="
};

const builtIn = (name: string): ResponsiveImage => ({
  width: 1920,
  height: 1080,
  placeholder: PLACEHOLDERS[name] ?? null,
  avif: [640, 1280, 1920].map((w) => ({ width: w, url: `/hero/${name}-${w}.avif` })),
  webp: [640, 1280, 1920].map((w) => ({ width: w, url: `/hero/${name}-${w}.webp` })),
  fallback: `/hero/${name}-1280.jpg`,
});

/** The three built-in slides used when the server has no hero images. */
export const FALLBACK_HERO = [
  { id: 'aurora', src: '/hero/aurora-1280.jpg', altKey: 'hero.fallback.aurora', titleKey: 'hero.fallback.auroraTitle', location: 'Lofoten, Norway', image: builtIn('aurora') },
  { id: 'mountains', src: '/hero/mountains-1280.jpg', altKey: 'hero.fallback.mountains', titleKey: 'hero.fallback.mountainsTitle', location: 'Abisko, Sweden', image: builtIn('mountains') },
  { id: 'ice', src: '/hero/ice-1280.jpg', altKey: 'hero.fallback.ice', titleKey: 'hero.fallback.iceTitle', location: 'Svalbard', image: builtIn('ice') },
] as const;
