/**
 * Content-Security-Policy of the app's pages. The page talks to one server only: the origin chosen
 * on the first-run screen. Images may come from there too (media) and from data:/blob: (Exif
 * thumbnails, previews). Nothing is loaded from anywhere else.
 */
export function buildCsp(serverOrigin: string | null, opts: { dev?: boolean } = {}): string {
  const server = serverOrigin ? ` ${serverOrigin}` : '';
  const devScript = opts.dev ? " 'unsafe-inline'" : '';
  const devConnect = opts.dev ? ' ws://localhost:* http://localhost:*' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${devScript}`,
    // Radix primitives and React set inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${server}`,
    `media-src 'self' blob:${server}`,
    `connect-src 'self'${server}${devConnect}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
