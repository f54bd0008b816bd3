import type { Context } from 'hono';
import { AppError } from './app-error';

export const BODY_TOO_LARGE = 'Request body is too large';

/**
 * Reads a request body as text, at most `maxBytes`: a larger declared length is refused before
 * reading, and a chunked body is read piece by piece and dropped (413) as soon as it passes the
 * limit, so no more than the limit is ever held in memory. Uploads stream to disk instead
 * (media/multipart.ts).
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string> {
  const tooLarge = () => new AppError('payload_too_large', BODY_TOO_LARGE);
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
