/**
 * Gallery bulk upload as a pure state machine plus a runner with injected I/O.
 * Files go one at a time: each is 'uploading', then 'complete' or 'failed'; a pause separates
 * files; a per-file time-out aborts the request. Nothing here touches React or the DOM, so the
 * desktop app can drive the same runner with its own transport.
 */
import {
  BULK_UPLOAD_PAUSE_MS,
  BULK_UPLOAD_TIMEOUT_MS,
  BulkUploadResultSchema,
  titleFromFileName,
  type GalleryItemCreate,
  type UploadResult,
} from '@portfolio/shared';
import type { EmbeddedTexts } from '@portfolio/shared/photo-metadata';

export type FileStatus = 'pending' | 'uploading' | 'complete' | 'failed';

export interface QueueEntry {
  name: string;
  status: FileStatus;
  /** 0..1 of the bytes sent. */
  progress: number;
  error: string | null;
}

export interface QueueState {
  phase: 'idle' | 'running' | 'done';
  entries: QueueEntry[];
}

export type QueueEvent =
  | { type: 'start'; names: string[] }
  | { type: 'file-start'; index: number }
  | { type: 'file-progress'; index: number; progress: number }
  | { type: 'file-complete'; index: number }
  | { type: 'file-failed'; index: number; error: string }
  | { type: 'finish' }
  | { type: 'reset' };

export const initialQueueState: QueueState = { phase: 'idle', entries: [] };

export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  const patch = (index: number, change: Partial<QueueEntry>): QueueState => ({
    ...state,
    entries: state.entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
  });
  switch (event.type) {
    case 'start':
      return { phase: 'running', entries: event.names.map((name) => ({ name, status: 'pending', progress: 0, error: null })) };
    case 'file-start':
      return patch(event.index, { status: 'uploading', progress: 0, error: null });
    case 'file-progress':
      return state.entries[event.index]?.status === 'uploading' ? patch(event.index, { progress: Math.min(1, Math.max(0, event.progress)) }) : state;
    case 'file-complete':
      return patch(event.index, { status: 'complete', progress: 1 });
    case 'file-failed':
      return patch(event.index, { status: 'failed', error: event.error });
    case 'finish':
      return { ...state, phase: 'done' };
    case 'reset':
      return initialQueueState;
  }
}

export type QueueOutcome = 'success' | 'partial' | 'failed';

export interface QueueSummary {
  outcome: QueueOutcome;
  total: number;
  succeeded: number;
  failed: number;
  failures: { name: string; error: string }[];
}

export function summarizeQueue(state: QueueState): QueueSummary {
  const total = state.entries.length;
  const failures = state.entries.filter((e) => e.status === 'failed').map((e) => ({ name: e.name, error: e.error ?? '' }));
  const succeeded = state.entries.filter((e) => e.status === 'complete').length;
  const outcome: QueueOutcome = succeeded === total && total > 0 ? 'success' : succeeded > 0 ? 'partial' : 'failed';
  return { outcome, total, succeeded, failed: total - succeeded, failures };
}

/** The texts the runner puts on failed files (the admin passes its translated strings). */
export interface QueueMessages {
  timeout: string;
  failedStatus: (code: number) => string;
  noUrl: string;
  network: string;
}

/** An upload that failed with a message meant for people (server message or one of QueueMessages). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Reads the answer of POST /api/admin/upload/bulk for one file: the server's message or
 * 'Upload failed with status {code}' when not OK; 'No file URL returned from server' without a URL.
 */
export function parseBulkUploadAnswer(status: number, body: string, messages: QueueMessages): UploadResult {
  let json: unknown = null;
  try {
    json = body ? JSON.parse(body) : null;
  } catch {
    json = null;
  }
  if (status < 200 || status >= 300) {
    const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : null;
    throw new UploadError(message || messages.failedStatus(status), status);
  }
  const parsed = BulkUploadResultSchema.safeParse(json);
  const first = parsed.success ? parsed.data.files[0] : undefined;
  if (!first?.url) throw new UploadError(messages.noUrl, status);
  return first;
}

/** Fields shared by every file of one run (all optional; empty ones become null on the server). */
export interface SharedFields {
  description?: string;
  descriptionEn?: string;
  descriptionSv?: string;
  location?: string;
  country?: string;
  countryEn?: string;
  countrySv?: string;
}

/**
 * POST /api/admin/gallery/items for one uploaded file. What the photographer typed for the run wins;
 * the file's own IPTC/XMP texts fill what was left empty, and the file name gives the title last.
 */
export function buildGalleryItemPayload(fileName: string, upload: UploadResult, shared: SharedFields, categoryIds: number[], embedded?: EmbeddedTexts): GalleryItemCreate {
  const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    type: upload.type,
    mediaHash: upload.hash,
    thumbnailUrl: upload.thumbnailUrl,
    title: (embedded?.title ?? titleFromFileName(fileName)).slice(0, 200),
    description: text(shared.description) ?? text(embedded?.description),
    descriptionEn: text(shared.descriptionEn),
    descriptionSv: text(shared.descriptionSv),
    location: text(shared.location) ?? text(embedded?.location),
    country: text(shared.country) ?? text(embedded?.country?.nl),
    countryEn: text(shared.countryEn) ?? text(embedded?.country?.en),
    countrySv: text(shared.countrySv) ?? text(embedded?.country?.sv),
    categoryIds,
    isPublished: true,
  };
}

export interface UploadQueueDeps<F extends { name: string }> {
  /** Sends one file; must honour `signal` and may report progress 0..1. */
  upload: (file: F, options: { signal: AbortSignal; onProgress: (fraction: number) => void }) => Promise<UploadResult>;
  /** Creates the gallery item for an uploaded file. */
  createItem: (file: F, upload: UploadResult) => Promise<void>;
  messages: QueueMessages;
  /** An error that should stop the whole run (a 401: the session is gone). */
  isFatal?: (error: unknown) => boolean;
  timeoutMs?: number;
  pauseMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Uploads files one after the other and reports every transition through `dispatch`.
 * Resolves with the final state's summary; never rejects for a single file's failure.
 */
export async function runUploadQueue<F extends { name: string }>(
  files: F[],
  deps: UploadQueueDeps<F>,
  dispatch: (event: QueueEvent) => void,
): Promise<QueueSummary> {
  const { timeoutMs = BULK_UPLOAD_TIMEOUT_MS, pauseMs = BULK_UPLOAD_PAUSE_MS, sleep = defaultSleep } = deps;
  let state = initialQueueState;
  const emit = (event: QueueEvent) => {
    state = queueReducer(state, event);
    dispatch(event);
  };
  emit({ type: 'start', names: files.map((f) => f.name) });
  for (let index = 0; index < files.length; index++) {
    const file = files[index];
    if (index > 0) await sleep(pauseMs);
    emit({ type: 'file-start', index });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const result = await deps.upload(file, {
        signal: controller.signal,
        onProgress: (progress) => emit({ type: 'file-progress', index, progress }),
      });
      clearTimeout(timer);
      await deps.createItem(file, result);
      emit({ type: 'file-complete', index });
    } catch (error) {
      clearTimeout(timer);
      const message = timedOut ? deps.messages.timeout : error instanceof UploadError || (error instanceof Error && error.message) ? (error as Error).message : deps.messages.network;
      emit({ type: 'file-failed', index, error: message });
      if (deps.isFatal?.(error)) {
        for (let rest = index + 1; rest < files.length; rest++) emit({ type: 'file-failed', index: rest, error: message });
        break;
      }
    }
  }
  emit({ type: 'finish' });
  return summarizeQueue(state);
}
