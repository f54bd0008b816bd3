/**
 * The upload queue of the admin's bulk upload and the desktop import. Files go one at a time: the
 * bytes to POST /api/admin/upload/bulk, then the gallery item to POST /api/admin/gallery/items, with
 * a pause between files, a time-out per request, retries of what a retry can mend, and partial
 * success. How bytes travel is passed in (XHR with progress in the browser, a file stream on the
 * desktop), and so is keeping the queue between runs (the desktop saves it after every change).
 */
import { BULK_UPLOAD_PAUSE_MS, BULK_UPLOAD_TIMEOUT_MS, MEDIA_LOOKUP_BATCH } from './constants';
import type { QueueItemProgress, QueueItemStatus, QueueRunState, QueueSnapshot, QueueStatus } from './contracts/ipc';
import type { MediaLookupResponse, UploadResult } from './contracts/media';

/** What the server answered for a file's bytes: enough to make its gallery item without sending them again. */
export interface StoredUpload {
  /** The media's key; absent in a queue saved before answers carried it. */
  hash?: string | null;
  url: string;
  thumbnailUrl: string | null;
  type: 'photo' | 'video';
}

export interface UploadEntry {
  id: string;
  fileName: string;
  size: number;
  kind: 'photo' | 'video';
  /** sha256 of the bytes, when known: the server can then be asked whether it has them. */
  hash: string | null;
  status: QueueItemStatus;
  error: string | null;
  /**
   * Set before the first request that could reach the server with this file. An attempted entry
   * that is not complete is looked up by hash before anything is sent again, so a crash, a
   * time-out or a pause mid-request never makes a second copy.
   */
  attempted: boolean;
  /** Kept so that a failed gallery-item call does not send the bytes again. */
  upload: StoredUpload | null;
  galleryItemId: number | null;
}

/** A file about to join a queue: waiting, never tried. */
export function newUploadEntry<F extends Pick<UploadEntry, 'id' | 'fileName' | 'size' | 'kind' | 'hash'>>(file: F): F & UploadEntry {
  return { ...file, status: 'pending', error: null, attempted: false, upload: null, galleryItemId: null };
}

/** The server calls of a run. */
export interface UploadTransport<E extends UploadEntry> {
  /** Sends the file's bytes, reporting the bytes sent so far. */
  upload(entry: E, onProgress: (bytesSent: number) => void, signal: AbortSignal): Promise<UploadResult>;
  /** Makes the file's gallery item. */
  createItem(entry: E, upload: StoredUpload, signal: AbortSignal): Promise<{ id: number }>;
  /** Which of these hashes the server has (and their gallery items); without it nothing is looked up. */
  lookup?(hashes: string[], signal: AbortSignal): Promise<MediaLookupResponse['found']>;
}

/** An HTTP answer that was not OK, with the server's message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Worth trying again: no answer at all, a time-out, a busy or failing server. */
export const isTransient = (err: unknown) => !(err instanceof HttpError) || err.status >= 500 || err.status === 408 || err.status === 429;

export interface UploadQueueOptions<E extends UploadEntry> {
  transport: UploadTransport<E>;
  /**
   * Keeps the queue after every change, before the next request (the desktop's resume file).
   * `changed` holds the entries changed since the last save, so a store can write only those.
   */
  save?: (items: readonly E[], state: QueueRunState, changed: readonly E[]) => Promise<void>;
  onChange?: (snapshot: QueueSnapshot) => void;
  /** Like onChange, with counts only: for a queue too long to list on every change (the desktop's). */
  onStatus?: (status: QueueStatus) => void;
  /** The message shown for a failure. */
  describeError?: (err: unknown) => string;
  /** The message of a request that took longer than the time-out. */
  timeoutMessage?: (seconds: number) => string;
  /** The message shown while a file waits to be tried again. */
  retryMessage?: (message: string) => string;
  /** A failure that ends the run: every file still waiting fails with it (the session is gone). */
  isFatal?: (err: unknown) => boolean;
  /** Per request (60 s). */
  timeoutMs?: number;
  /** Between files (500 ms). */
  pauseMs?: number;
  /** Waits before retrying a file after a transient failure, one retry per entry. */
  retryDelaysMs?: number[];
  now?: () => number;
}

class Stopped extends Error {}

const defaultDescribe = (err: unknown) => (err instanceof Error ? err.message : String(err));

export class UploadQueue<E extends UploadEntry> {
  private items: E[] = [];
  private state: QueueRunState = 'idle';
  private running: Promise<void> | null = null;
  private controller: AbortController | null = null;
  private wake: (() => void) | null = null;
  private sent = new Map<string, number>();
  private dirty = new Set<E>();
  private runBytes = 0;
  private runStartedAt = 0;
  private emitTimer: ReturnType<typeof setTimeout> | null = null;
  private transport: UploadTransport<E>;
  private readonly timeoutMs: number;
  private readonly pauseMs: number;
  private readonly retryDelaysMs: number[];
  private readonly now: () => number;
  private readonly describe: (err: unknown) => string;

  constructor(private readonly opts: UploadQueueOptions<E>) {
    this.transport = opts.transport;
    this.timeoutMs = opts.timeoutMs ?? BULK_UPLOAD_TIMEOUT_MS;
    this.pauseMs = opts.pauseMs ?? BULK_UPLOAD_PAUSE_MS;
    this.retryDelaysMs = opts.retryDelaysMs ?? [2_000, 10_000];
    this.now = opts.now ?? Date.now;
    this.describe = opts.describeError ?? defaultDescribe;
  }

  /**
   * Takes up a saved queue. A file that was 'uploading' when it was saved goes back to pending
   * (it is looked up by hash before being sent again); a queue with files left comes back paused.
   */
  async restore(items: E[], state: QueueRunState): Promise<void> {
    const reopened: E[] = [];
    this.items = items.map((i) => (i.status === 'uploading' ? (reopened[reopened.length] = { ...i, status: 'pending' as const }) : i));
    const open = this.items.some((i) => i.status === 'pending');
    this.state = open ? 'paused' : state === 'running' ? 'done' : state;
    await this.persist(reopened);
  }

  /** New credentials (after signing in again) for the requests still to come. */
  setTransport(transport: UploadTransport<E>): void {
    this.transport = transport;
  }

  get runState(): QueueRunState {
    return this.state;
  }

  get queueItems(): readonly E[] {
    return this.items;
  }

  /** Adds files to the queue; a file whose hash is queued already is left out. */
  async enqueue(items: E[]): Promise<void> {
    const known = new Set(this.items.map((i) => i.hash).filter(Boolean));
    const added: E[] = [];
    for (const item of items) {
      if (item.hash && known.has(item.hash)) continue;
      if (item.hash) known.add(item.hash);
      added.push({ ...item, status: 'pending', error: null });
    }
    this.items.push(...added);
    if (this.state === 'done' || this.state === 'cancelled') this.state = 'idle';
    await this.persist(added);
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
    const stopped = this.items.filter((i) => i.status === 'pending' || i.status === 'uploading');
    for (const item of stopped) item.status = 'cancelled';
    await this.persist(stopped);
    this.emit();
  }

  /** Puts failed and cancelled files back in line and runs again. */
  async retryFailed(): Promise<void> {
    const again = this.items.filter((i) => i.status === 'failed' || i.status === 'cancelled');
    for (const item of again) {
      item.status = 'pending';
      item.error = null;
    }
    await this.persist(again);
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

  /** Where the queue stands, with every file's progress. */
  snapshot(): QueueSnapshot {
    return { ...this.status(), items: this.items.map((item) => this.progressOfItem(item)) };
  }

  /** Where the queue stands, in counts and bytes only (no list: cheap to send at any queue size). */
  status(): QueueStatus {
    const counts = { total: this.items.length, pending: 0, uploading: 0, complete: 0, failed: 0, cancelled: 0 };
    let bytesTotal = 0;
    let bytesDone = 0;
    for (const item of this.items) {
      counts[item.status]++;
      bytesTotal += item.size;
      bytesDone += this.bytesDone(item);
    }
    const elapsed = this.now() - this.runStartedAt;
    const rate = this.runBytes > 0 && elapsed > 0 ? this.runBytes / elapsed : 0;
    const remainingFiles = counts.pending + counts.uploading;
    const etaMs = remainingFiles === 0 ? 0 : rate > 0 ? Math.round((bytesTotal - bytesDone) / rate) : null;
    return { state: this.state, counts, bytesTotal, bytesDone, progress: bytesTotal ? bytesDone / bytesTotal : counts.total ? 0 : 1, etaMs };
  }

  /** The progress of the files with these ids that are in the queue (a screen's rows in view). */
  progressOf(ids: Iterable<string>): Map<string, QueueItemProgress> {
    const wanted = new Set(ids);
    const out = new Map<string, QueueItemProgress>();
    for (const item of this.items) if (wanted.has(item.id)) out.set(item.id, this.progressOfItem(item));
    return out;
  }

  private bytesDone(item: E): number {
    return item.status === 'complete' || item.upload ? item.size : Math.min(this.sent.get(item.id) ?? 0, item.size);
  }

  private progressOfItem(item: E): QueueItemProgress {
    const done = this.bytesDone(item);
    // The last few percent wait for the server's answer.
    const progress = item.status === 'complete' ? 1 : item.size ? (done / item.size) * 0.97 : 0;
    return { id: item.id, fileName: item.fileName, status: item.status, progress, error: item.error, galleryItemId: item.galleryItemId };
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
    const lookup = this.transport.lookup?.bind(this.transport);
    const pending = this.items.filter((i) => i.status === 'pending' && !i.upload && i.hash);
    if (!lookup || !pending.length) return;
    const found: MediaLookupResponse['found'] = [];
    try {
      for (let at = 0; at < pending.length; at += MEDIA_LOOKUP_BATCH) {
        found.push(...(await this.withTimeout((signal) => lookup(pending.slice(at, at + MEDIA_LOOKUP_BATCH).map((i) => i.hash!), signal))));
      }
    } catch (err) {
      if (err instanceof Stopped) throw err;
      return;
    }
    await this.persist(this.applyLookup(found));
    this.emit();
  }

  /** Takes the server's answer into the entries; returns the entries it changed. */
  private applyLookup(found: MediaLookupResponse['found']): E[] {
    const byHash = new Map(found.map((f) => [f.hash, f]));
    const changed: E[] = [];
    for (const item of this.items) {
      const hit = item.hash ? byHash.get(item.hash) : undefined;
      if (!hit || item.status === 'complete') continue;
      changed.push(item);
      if (hit.galleryItemIds.length > 0) {
        item.status = 'complete';
        item.galleryItemId = hit.galleryItemIds[0]!;
        item.error = null;
      } else if (!item.upload) {
        item.upload = { hash: hit.hash, url: hit.url, thumbnailUrl: null, type: item.kind };
      }
    }
    return changed;
  }

  private async process(item: E): Promise<void> {
    // Saved before the first byte leaves: from here on a restart checks with the server first.
    const triedBefore = item.attempted;
    item.status = 'uploading';
    item.attempted = true;
    item.error = null;
    await this.persist([item]);
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
        if (this.opts.isFatal?.(err)) {
          this.failRest(item, this.describe(err));
          break;
        }
        if (isTransient(err) && attempt < this.retryDelaysMs.length) {
          const message = this.describe(err);
          item.error = this.opts.retryMessage?.(message) ?? `${message} Retrying…`;
          this.emit();
          try {
            await this.sleep(this.retryDelaysMs[attempt]!);
          } catch {
            item.status = (this.state as QueueRunState) === 'cancelled' ? 'cancelled' : 'pending';
            break;
          }
          continue;
        }
        item.status = 'failed';
        item.error = this.describe(err);
        break;
      }
    }
    await this.persist([item]);
    this.emit();
  }

  /** Ends the run: this file and every file still waiting fail with the same reason. */
  private failRest(item: E, message: string): void {
    for (const other of this.items) {
      if (other === item || other.status === 'pending') {
        other.status = 'failed';
        other.error = message;
        this.dirty.add(other);
      }
    }
    this.state = 'done';
  }

  private async send(item: E, check: boolean): Promise<void> {
    const lookup = this.transport.lookup?.bind(this.transport);
    if (check && lookup && item.hash) {
      // A request with this file may have reached the server: ask before sending it again.
      const found = await this.withTimeout((signal) => lookup([item.hash!], signal));
      this.applyLookup(found);
      if ((item.status as QueueItemStatus) === 'complete') return;
    }
    if (!item.upload) {
      let last = 0;
      const result = await this.withTimeout((signal) =>
        this.transport.upload(
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
      item.upload = { hash: result.hash, url: result.url, thumbnailUrl: result.thumbnailUrl, type: result.type };
      await this.persist([item]);
      this.emit();
    }
    const upload = item.upload;
    const created = await this.withTimeout((signal) => this.transport.createItem(item, upload, signal));
    item.galleryItemId = created.id;
  }

  /** One request with the time-out, aborted as well by pause and cancel. */
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
      const seconds = Math.round(this.timeoutMs / 1000);
      if (timedOut) throw new Error(this.opts.timeoutMessage?.(seconds) ?? `Upload timed out (${seconds}s limit)`);
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

  /** Saves the run state and the entries changed since the last save (those passed and those marked dirty). */
  private async persist(changed: readonly E[] = []): Promise<void> {
    for (const item of changed) this.dirty.add(item);
    const batch = [...this.dirty];
    this.dirty.clear();
    await this.opts.save?.(this.items, this.state, batch);
  }

  private emit(): void {
    if (this.emitTimer) {
      clearTimeout(this.emitTimer);
      this.emitTimer = null;
    }
    this.notify();
  }

  /** Byte progress is frequent: at most ten updates a second. */
  private emitSoon(): void {
    if (this.emitTimer) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.notify();
    }, 100);
  }

  private notify(): void {
    if (this.opts.onChange) this.opts.onChange(this.snapshot());
    if (this.opts.onStatus) this.opts.onStatus(this.status());
  }
}

export type QueueOutcome = 'success' | 'partial' | 'failed';

/** How a finished run went, for the closing message. */
export function summarizeRun(snapshot: QueueSnapshot): { outcome: QueueOutcome; total: number; succeeded: number; failed: number; failures: { fileName: string; error: string }[] } {
  const total = snapshot.items.length;
  const succeeded = snapshot.counts.complete;
  const failures = snapshot.items.filter((i) => i.status !== 'complete').map((i) => ({ fileName: i.fileName, error: i.error ?? '' }));
  const outcome: QueueOutcome = succeeded === total && total > 0 ? 'success' : succeeded > 0 ? 'partial' : 'failed';
  return { outcome, total, succeeded, failed: total - succeeded, failures };
}
