import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DESKTOP_APP_HOST, DESKTOP_APP_ORIGIN, DESKTOP_APP_SCHEME } from '@portfolio/shared';

/** The renderer is served from app://portfolio/, a fixed origin that IPC checks, the CSP and the server's CORS rely on. */
export const APP_SCHEME = DESKTOP_APP_SCHEME;
export const APP_HOST = DESKTOP_APP_HOST;
export const APP_ORIGIN = DESKTOP_APP_ORIGIN;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * Answers a request for app://portfolio/<path> from the built renderer folder, never from outside
 * it. Every answer carries the CSP for the currently chosen server.
 */
export async function serveAppFile(rendererDir: string, requestUrl: string, csp: string): Promise<Response> {
  const url = new URL(requestUrl);
  if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
  const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '') || 'index.html';
  const file = path.resolve(rendererDir, rel);
  if (file !== rendererDir && !file.startsWith(rendererDir + path.sep)) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(body, {
      headers: {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': csp,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
