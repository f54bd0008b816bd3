import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  API,
  BulkUploadResultSchema,
  MediaLookupResponseSchema,
  type GalleryItemCreate,
  type MediaLookupResponse,
} from '@portfolio/shared';
import { readErrorAnswer } from '@portfolio/shared/api-error';
import type { QueueItem } from './queue-store';
import { HttpError, type UploadApi } from './upload-queue';

export interface ServerApiOptions {
  /** Server origin, e.g. https://photos.example.com */
  baseUrl: string;
  token: string;
  fetch?: typeof fetch;
}

/** The server calls of an import, over HTTP with the admin's bearer token. */
export function createServerApi({ baseUrl, token, fetch: doFetch = fetch }: ServerApiOptions): UploadApi {
  const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };

  async function json(res: Response): Promise<unknown> {
    const text = await res.text();
    if (!res.ok) throw new HttpError(res.status, serverMessage(res, text));
    return text ? JSON.parse(text) : null;
  }

  return {
    async lookup(hashes, signal): Promise<MediaLookupResponse['found']> {
      const res = await doFetch(baseUrl + API.admin.mediaLookup, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ hashes }),
        signal,
      });
      return MediaLookupResponseSchema.parse(await json(res)).found;
    },

    async upload(item, onProgress, signal) {
      const { body, length } = multipartFile(item, onProgress);
      const res = await doFetch(baseUrl + API.admin.uploadBulk, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': `multipart/form-data; boundary=${body.boundary}`, 'Content-Length': String(length) },
        body: body.stream,
        // Node's fetch streams a request body only in half-duplex mode.
        duplex: 'half',
        signal,
      } as RequestInit);
      const parsed = BulkUploadResultSchema.parse(await json(res));
      const first = parsed.files[0];
      if (!first) throw new HttpError(502, 'No file URL returned from server');
      return first;
    },

    async createItem(body: GalleryItemCreate, signal) {
      const res = await doFetch(baseUrl + API.admin.galleryItems, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      const created = (await json(res)) as { id?: unknown };
      if (typeof created?.id !== 'number') throw new HttpError(502, 'The server did not return the new gallery item');
      return { id: created.id };
    },
  };
}

function serverMessage(res: Response, text: string): string {
  return readErrorAnswer(text)?.message ?? `Upload failed with status ${res.status}`;
}

/**
 * A multipart body with one file in field `files`, streamed from disk so that a 2 GB video is
 * never held in memory and the bytes handed to the socket can be counted for the progress bar.
 */
export function multipartFile(item: Pick<QueueItem, 'path' | 'fileName' | 'mime' | 'size'>, onProgress: (bytesSent: number) => void) {
  const boundary = `----nordic-lens-${randomBytes(12).toString('hex')}`;
  const safeName = item.fileName.replace(/["\r\n\\]/g, '_');
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${safeName}"\r\nContent-Type: ${item.mime}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  async function* parts() {
    yield head;
    for await (const chunk of createReadStream(item.path, { highWaterMark: 256 * 1024 })) {
      sent += (chunk as Buffer).length;
      onProgress(sent);
      yield chunk as Buffer;
    }
    yield tail;
  }
  const stream = Readable.toWeb(Readable.from(parts())) as unknown as ReadableStream<Uint8Array>;
  return { body: { stream, boundary }, length: head.length + item.size + tail.length };
}
