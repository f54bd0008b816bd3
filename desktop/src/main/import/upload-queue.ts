import {
  BULK_UPLOAD_PAUSE_MS,
  BULK_UPLOAD_TIMEOUT_MS,
  type GalleryItemCreate,
  type MediaLookupResponse,
  type QueueRunState,
  type QueueSnapshot,
  type UploadResult,
} from '@portfolio/shared';
import type { PersistedQueue, QueueItem, QueueStore } from './queue-store';

/** The three server calls the queue makes; server-api.ts implements them over HTTP. */
export interface UploadApi {
  lookup(hashes: string[], signal?: AbortSignal): Promise<MediaLookupResponse['found']>;
  /** POST /api/admin/upload/bulk with one file in field `files`. */
  upload(item: QueueItem, onProgress: (bytesSent: number) => void, signal: AbortSignal): Promise<UploadResult>;
  /** POST /api/admin/gallery/items. */
  createItem(body: GalleryItemCreate, signal: AbortSignal): Promise<{ id: number }>;
}

/** An HTTP answer that was not OK; retrying the same request won't help. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadQueueOptions {
  api: UploadApi;
  store: QueueStore;
  serverUrl: string;
  /** Per request (60 s). */
  timeoutMs?: number;
  /** Between files (500 ms). */
  pauseMs?: number;
  /** Waits before retrying a file after a network error or time-out; one retry per entry. */
  retryDelaysMs?: number[];
  now?: () => number;
  onChange?: (snapshot: QueueSnapshot) => void;
}

class Stopped extends Error {}

/**
 * Uploads files one at a time: the file to POST /api/admin/upload/bulk, then its gallery
 * item to POST /api/admin/gallery/items, with a pause between files. Every status change is saved
 * through the store before the next request, so a new queue made from the saved file (after a
 * crash, a quit or a sleeping laptop) continues where this one stopped without sending a photo twice.
 */
export class UploadQueue {
  private items: QueueItem[] = [];
  private state: QueueRunState = 'idle';
  private running: Promise<void> | null = null;
  private controller: AbortController | null = null;
  private wake: (() => void) | null = null;
  private sent = new Map<string, number>();
  private runBytes = 0;
  private runStartedAt = 0;
  private readonly timeoutMs: number;
  private readonly pauseMs: number;
  private readonly retryDelaysMs: number[];
  private readonly now: () => number;
  private emitTimer: ReturnType<typeof setTimeout> | null = null;

  private api: UploadApi;

  constructor(private readonly opts: UploadQueueOptions) {
    this.api = opts.api;
    this.timeoutMs = opts.timeoutMs ?? BULK_UPLOAD_TIMEOUT_MS;
    this.pauseMs = opts.pauseMs ?? BULK_UPLOAD_PAUSE_MS;
    this.retryDelaysMs = opts.retryDelaysMs ?? [2_000, 10_000];
    this.now = opts.now ?? Date.now;
  }

  /**
   * A queue from the saved file. A file that was 'uploading' when the app stopped goes back to
   * pending with `attempted` set, so it is looked up by hash before being sent again. The queue
   * comes back paused: it needs a fresh token to go on.
   */
  static async restore(opts: UploadQueueOptions): Promise<UploadQueue | null> {
    const saved = await opts.store.load();
    if (!saved || saved.serverUrl !== opts.serverUrl) return null;
    const queue = new UploadQueue(opts);
    queue.items = saved.items.map((i) => (i.status === 'uploading' ? { ...i, status: 'pending' as const } : i));
    const open = queue.items.some((i) => i.status === 'pending');
    queue.state = open ? 'paused' : saved.state === 'running' ? 'done' : saved.state;
    await queue.persist();
    return queue;
  }

  /** A new token (after signing in again) for the requests still to come. */
  setApi(api: UploadApi): void {
    this.api = api;
  }

  get runState(): QueueRunState {
    return this.state;
  }

  get queueItems(): readonly QueueItem[] {
    return this.items;
  }

  /** Adds files (already hashed) to the queue; files whose hash is queued already are left out. */
  async enqueue(items: QueueItem[]): Promise<void> {
    const known = new Set(this.items.map((i) => i.hash));
    for (const item of items) {
      if (known.has(item.hash)) continue;
      known.add(item.hash);
      this.items.push({ ...item, status: 'pending', error: null });
    }
    if (this.state === 'done' || this.state === 'cancelled') this.state = 'idle';
    await this.persist();
    this.emit();
  }

  /** Runs until every file is complete or failed, or until pause/cancel. */
  start(): Promise<void> {
    if (this.running) return this.running;
    this.state = 'running';
    this.runBytes = 0;
    this.runStartedAt = this.now();
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops after aborting the request in flight; that file is checked with the server on resume. */
  async pause(): Promise<void> {
    if (this.state !== 'running') return;
    this.state = 'paused';
    this.interrupt();
    await this.running;
  }

  resume(): Promise<void> {
    if (this.state === 'running') return this.running ?? Promise.resolve();
    return this.start();
  }

  /** Stops, and marks every file not yet complete as cancelled. */
  async cancel(): Promise<void> {
    const wasRunning = this.state === 'running';
    this.state = 'cancelled';
    this.interrupt();
    if (wasRunning) await this.running;
    for (const item of this.items) if (item.status === 'pending' || item.status === 'uploading') item.status = 'cancelled';
    await this.persist();
    this.emit();
  }

  /** Puts failed and cancelled files back in line and runs again. */
  async retryFailed(): Promise<void> {
    for (const item of this.items) {
      if (item.status === 'failed' || item.status === 'cancelled') {
        item.status = 'pending';
        item.error = null;
      }
    }
    await this.persist();
    await this.start();
  }

  /** Resolves when the current run has stopped. */
  async idle(): Promise<void> {
    await this.running;
  }

  /** Stops without touching the saved state, as when the app quits mid-upload. */
  async detach(): Promise<void> {
    this.state = 'paused';
    this.interrupt();
    await this.running?.catch(() => undefined);
  }

  snapshot(): QueueSnapshot {
    const counts = { total: this.items.length, pending: 0, uploading: 0, complete: 0, failed: 0, cancelled: 0 };
    let bytesTotal = 0;
    let bytesDone = 0;
    const items = this.items.map((item) => {
      counts[item.status]++;
      bytesTotal += item.size;
      const done = item.status === 'complete' ? item.size : item.upload ? item.size : Math.min(this.sent.get(item.id) ?? 0, item.size);
      bytesDone += done;
      const progress = item.status === 'complete' ? 1 : item.size ? (done / item.size) * 0.97 : 0;
      return { id: item.id, fileName: item.fileName, status: item.status, progress, error: item.error, galleryItemId: item.galleryItemId };
    });
    const elapsed = this.now() - this.runStartedAt;
    const rate = this.runBytes > 0 && elapsed > 0 ? this.runBytes / elapsed : 0;
    const remainingFiles = counts.pending + counts.uploading;
    const etaMs = remainingFiles === 0 ? 0 : rate > 0 ? Math.round((bytesTotal - bytesDone) / rate) : null;
    return { state: this.state, items, counts, bytesTotal, bytesDone, progress: bytesTotal ? bytesDone / bytesTotal : counts.total ? 0 : 1, etaMs };
  }

  private async loop(): Promise<void> {
    this.emit();
    try {
      await this.persist();
      await this.reconcile();
      let first = true;
      for (;;) {
        if (this.state !== 'running') break;
        const item = this.items.find((i) => i.status === 'pending');
        if (!item) break;
        if (!first) await this.sleep(this.pauseMs);
        first = false;
        if (this.state !== 'running') break;
        await this.process(item);
      }
    } catch (err) {
      if (!(err instanceof Stopped)) throw err;
    }
    if (this.state === 'running') this.state = 'done';
    await this.persist();
    this.emit();
  }

  /**
   * Before sending anything, asks the server which of the pending files it already has. Files it
   * has with a gallery item are complete; files it has without one only need their item made.
   * A failed look-up is not fatal: files never tried go ahead, and tried ones are checked one by one.
   */
  private async reconcile(): Promise<void> {
    const pending = this.items.filter((i) => i.status === 'pending' && !i.upload);
    if (!pending.length) return;
    let found: MediaLookupResponse['found'];
    try {
      found = [];
      for (let at = 0; at < pending.length; at += 2000) {
        found.push(...(await this.withTimeout((signal) => this.api.lookup(pending.slice(at, at + 2000).map((i) => i.hash), signal))));
      }
    } catch (err) {
      if (err instanceof Stopped) throw err;
      return;
    }
    this.applyLookup(found);
    await this.persist();
    this.emit();
  }

  private applyLookup(found: MediaLookupResponse['found']): void {
    const byHash = new Map(found.map((f) => [f.hash, f]));
    for (const item of this.items) {
      const hit = byHash.get(item.hash);
      if (!hit || item.status === 'complete') continue;
      if (hit.galleryItemIds.length > 0) {
        item.status = 'complete';
        item.galleryItemId = hit.galleryItemIds[0];
        item.error = null;
      } else if (!item.upload) {
        item.upload = { url: hit.url, thumbnailUrl: null, type: item.kind };
      }
    }
  }

  private async process(item: QueueItem): Promise<void> {
    // Saved before the first byte leaves: from here on a restart checks with the server first.
    const triedBefore = item.attempted;
    item.status = 'uploading';
    item.attempted = true;
    item.error = null;
    await this.persist();
    this.emit();
    for (let attempt = 0; ; attempt++) {
      try {
        await this.send(item, triedBefore || attempt > 0);
        item.status = 'complete';
        item.error = null;
        break;
      } catch (err) {
        if (err instanceof Stopped || this.state !== 'running') {
          // Paused or cancelled mid-request: the file goes back in line and is checked on resume.
          item.status = (this.state as QueueRunState) === 'cancelled' ? 'cancelled' : 'pending';
          this.sent.delete(item.id);
          break;
        }
        const transient = !(err instanceof HttpError) || err.status >= 500 || err.status === 408 || err.status === 429;
        if (transient && attempt < this.retryDelaysMs.length) {
          item.error = `${messageOf(err)} Retrying…`;
          this.emit();
          try {
            await this.sleep(this.retryDelaysMs[attempt]);
          } catch {
            item.status = (this.state as QueueRunState) === 'cancelled' ? 'cancelled' : 'pending';
            break;
          }
          continue;
        }
        item.status = 'failed';
        item.error = messageOf(err);
        break;
      }
    }
    await this.persist();
    this.emit();
  }

  private async send(item: QueueItem, check: boolean): Promise<void> {
    if (check) {
      // A request with this file may have reached the server: ask before sending it again.
      const found = await this.withTimeout((signal) => this.api.lookup([item.hash], signal));
      this.applyLookup(found);
      if ((item.status as string) === 'complete') return;
    }
    if (!item.upload) {
      let last = 0;
      const result = await this.withTimeout((signal) =>
        this.api.upload(
          item,
          (bytes) => {
            this.runBytes += Math.max(0, bytes - last);
            last = bytes;
            this.sent.set(item.id, bytes);
            this.emitSoon();
          },
          signal,
        ),
      );
      item.upload = { url: result.url, thumbnailUrl: result.thumbnailUrl, type: result.type };
      await this.persist();
      this.emit();
    }
    const upload = item.upload;
    const created = await this.withTimeout((signal) =>
      this.api.createItem(
        {
          type: upload.type,
          mediaHash: item.hash,
          thumbnailUrl: upload.thumbnailUrl,
          title: item.fields.title,
          description: item.fields.description,
          location: item.fields.location,
          country: item.fields.country,
          countryEn: item.fields.countryEn,
          countrySv: item.fields.countrySv,
          categoryIds: item.fields.categoryIds,
          isPublished: item.fields.isPublished,
          // Date and camera data are the server's reading of the uploaded file; the app's own reading only fills the draft.
        },
        signal,
      ),
    );
    item.galleryItemId = created.id;
  }

  /** One request with the spec's time-out, aborted as well by pause and cancel. */
  private async withTimeout<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.state !== 'running') throw new Stopped();
    const controller = new AbortController();
    this.controller = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    try {
      return await call(controller.signal);
    } catch (err) {
      if (timedOut) throw new Error(`Upload timed out (${Math.round(this.timeoutMs / 1000)}s limit)`);
      if (controller.signal.aborted) throw new Stopped();
      throw err;
    } finally {
      clearTimeout(timer);
      if (this.controller === controller) this.controller = null;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.state !== 'running') return reject(new Stopped());
      const timer = setTimeout(() => {
        this.wake = null;
        resolve();
      }, ms);
      this.wake = () => {
        clearTimeout(timer);
        this.wake = null;
        reject(new Stopped());
      };
    });
  }

  private interrupt(): void {
    this.controller?.abort();
    this.wake?.();
  }

  private persist(): Promise<void> {
    const saved: PersistedQueue = {
      version: 1,
      serverUrl: this.opts.serverUrl,
      state: this.state,
      items: this.items,
      updatedAt: new Date(this.now()).toISOString(),
    };
    return this.opts.store.save(saved);
  }

  private emit(): void {
    if (this.emitTimer) {
      clearTimeout(this.emitTimer);
      this.emitTimer = null;
    }
    this.opts.onChange?.(this.snapshot());
  }

  /** Byte progress is frequent: at most ten updates a second. */
  private emitSoon(): void {
    if (this.emitTimer) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.opts.onChange?.(this.snapshot());
    }, 100);
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
