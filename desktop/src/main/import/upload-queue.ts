import type { GalleryItemCreate, MediaLookupResponse, QueueSnapshot, QueueStatus, UploadResult } from '@portfolio/shared';
import { galleryItemPayload } from '@portfolio/shared/gallery-fields';
import { HttpError, UploadQueue as Queue, type UploadTransport } from '@portfolio/shared/upload-queue';
import type { QueueItem, QueueStore } from './queue-store';

export { HttpError };

/** The three server calls of an import; server-api.ts implements them over HTTP. */
export interface UploadApi {
  lookup(hashes: string[], signal?: AbortSignal): Promise<MediaLookupResponse['found']>;
  /** POST /api/admin/upload/bulk with one file in field `files`, streamed from disk. */
  upload(item: QueueItem, onProgress: (bytesSent: number) => void, signal: AbortSignal): Promise<UploadResult>;
  /** POST /api/admin/gallery/items. */
  createItem(body: GalleryItemCreate, signal: AbortSignal): Promise<{ id: number }>;
}

export interface UploadQueueOptions {
  api: UploadApi;
  store: QueueStore;
  serverUrl: string;
  timeoutMs?: number;
  pauseMs?: number;
  retryDelaysMs?: number[];
  now?: () => number;
  onChange?: (snapshot: QueueSnapshot) => void;
  /** Counts only, on every change: what the desktop sends the renderer. */
  onStatus?: (status: QueueStatus) => void;
}

/** The shared queue speaking to the server with a draft's fields; date and camera data are the server's reading of the file. */
const transportOf = (api: UploadApi): UploadTransport<QueueItem> => ({
  lookup: (hashes, signal) => api.lookup(hashes, signal),
  upload: (item, onProgress, signal) => api.upload(item, onProgress, signal),
  createItem: (item, upload, signal) => api.createItem(galleryItemPayload({ ...upload, hash: item.hash }, item.fields), signal),
});

/**
 * The desktop's upload queue: the shared queue, with every change saved through the store before
 * the next request, so a queue made from the saved file (after a crash, a quit or a sleeping laptop)
 * continues where this one stopped without sending a photo twice.
 */
export class UploadQueue extends Queue<QueueItem> {
  constructor({ api, store, serverUrl, ...timing }: UploadQueueOptions) {
    const now = timing.now ?? Date.now;
    super({
      ...timing,
      transport: transportOf(api),
      describeError: messageOf,
      save: (items, state, changed) => store.save({ version: 1, serverUrl, state, items: items as QueueItem[], updatedAt: new Date(now()).toISOString() }, changed),
    });
  }

  /** The queue saved for this server, paused until the photographer goes on; null when there is none. */
  static async restore(opts: UploadQueueOptions): Promise<UploadQueue | null> {
    const saved = await opts.store.load();
    if (!saved || saved.serverUrl !== opts.serverUrl) return null;
    const queue = new UploadQueue(opts);
    await queue.restore(saved.items, saved.state);
    return queue;
  }

  /** A new token (after signing in again) for the requests still to come. */
  setApi(api: UploadApi): void {
    this.setTransport(transportOf(api));
  }
}

export function messageOf(err: unknown): string {
  if (err instanceof HttpError) {
    if (err.status === 401) return 'Session expired. Please log in again.';
    return err.message;
  }
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: { code?: string } }).cause;
    if (cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND' || cause?.code === 'ECONNRESET' || err.message === 'fetch failed') {
      return 'The server could not be reached. Check the connection.';
    }
    if (cause?.code === 'ENOENT') return 'The file is no longer on this computer.';
    return err.message;
  }
  return String(err);
}
