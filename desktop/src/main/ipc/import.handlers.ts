import type { DraftFields, QueueSnapshot, ReadProgress } from '@portfolio/shared';
import { ImportSession, toQueueItem, type ImportOptions } from '../import/import-pipeline';
import { JournalQueueStore } from '../import/queue-store';
import { createServerApi } from '../import/server-api';
import { UploadQueue } from '../import/upload-queue';
import type { GrantedPaths } from '../granted-paths';
import type { SettingsStore } from '../settings';
import { verifyServerUrl } from '../settings';
import type { Handlers } from './dispatch';

export interface HandlerDeps {
  settings: SettingsStore;
  granted: GrantedPaths;
  /** Where the upload queue is kept between runs (userData/upload-queue.json, a journal of JSON lines; a queue saved whole by an earlier version reads as its first line). */
  queueFile: string;
  /** Shows the system picker; resolves to the chosen absolute paths, or [] when cancelled. */
  pick(mode: 'folders' | 'files'): Promise<string[]>;
  openExternal(url: string): Promise<void>;
  emitProgress(snapshot: QueueSnapshot): void;
  /** Reading progress while files are added; sent at most a few times a second. */
  emitReadProgress?(progress: ReadProgress): void;
  /** Called after the server address changed (main updates the CSP and reloads). */
  onServerChanged?(origin: string): void;
  importOptions?: ImportOptions;
  /** Test seam: a fetch for the server calls. */
  fetch?: typeof fetch;
  /** Test seam: queue timings. */
  queueTiming?: { pauseMs?: number; timeoutMs?: number; retryDelaysMs?: number[] };
}

/**
 * What main does for each channel. Paths come only from the picker or the preload's drop handler
 * and are checked against the granted roots; the renderer refers to files by draft id.
 */
export function createHandlers(deps: HandlerDeps): Handlers & { queue(): UploadQueue | null; shutdown(): Promise<void> } {
  let session = new ImportSession({ thumbnails: true, ...deps.importOptions });
  let queue: UploadQueue | null = null;

  const server = () => {
    const url = deps.settings.get().serverUrl;
    if (!url) throw new Error('Choose your server first');
    return url;
  };
  const api = (token: string) => createServerApi({ baseUrl: server(), token, fetch: deps.fetch });
  const makeQueue = (token: string) =>
    new UploadQueue({ api: api(token), store: new JournalQueueStore(deps.queueFile), serverUrl: server(), onChange: deps.emitProgress, ...deps.queueTiming });

  /** The queue saved on disk by an earlier run, if any, with a fresh token. */
  async function currentQueue(token?: string): Promise<UploadQueue | null> {
    if (queue) {
      if (token) queue.setApi(api(token));
      return queue;
    }
    if (!deps.settings.get().serverUrl) return null;
    queue = await UploadQueue.restore({
      api: api(token ?? 'none'),
      store: new JournalQueueStore(deps.queueFile),
      serverUrl: server(),
      onChange: deps.emitProgress,
      ...deps.queueTiming,
    });
    return queue;
  }

  async function scan(paths: string[], token: string) {
    const allowed = paths.filter((p) => deps.granted.allows(p));
    if (allowed.length !== paths.length) throw new Error('Only files and folders you dropped or picked can be imported');
    return session.addPaths(allowed, (hashes) => api(token).lookup(hashes), deps.emitReadProgress);
  }

  return {
    queue: () => queue,
    async shutdown() {
      await queue?.detach();
    },

    'settings:get': async () => deps.settings.get(),
    'settings:set-server': async ({ serverUrl }) => {
      const origin = await verifyServerUrl(serverUrl, deps.fetch);
      if (origin !== deps.settings.get().serverUrl) {
        await queue?.detach();
        queue = null;
        session = new ImportSession({ thumbnails: true, ...deps.importOptions });
      }
      const saved = await deps.settings.save({ serverUrl: origin });
      deps.onServerChanged?.(origin);
      return saved;
    },
    'app:open-external': async ({ url }) => {
      await deps.openExternal(url);
      return {};
    },
    'import:pick': async ({ mode, token }) => {
      const paths = await deps.pick(mode);
      if (!paths.length) return { drafts: [], skipped: 0, lookupError: null };
      return scan(deps.granted.grant(paths), token);
    },
    'import:dropped': async ({ paths, token }) => scan(deps.granted.grant(paths), token),
    'import:clear': async () => {
      session.clear();
      return {};
    },
    'upload:start': async ({ token, items }) => {
      const q = (await currentQueue(token)) ?? makeQueue(token);
      queue = q;
      const queued = items
        .map(({ id, fields }) => {
          const entry = session.get(id);
          return entry ? toQueueItem(entry, fields as DraftFields) : null;
        })
        .filter((i) => i !== null);
      if (!queued.length) throw new Error('Nothing to upload: choose new photos first');
      await q.enqueue(queued);
      void q.start();
      return q.snapshot();
    },
    'upload:get': async () => (await currentQueue())?.snapshot() ?? null,
    'upload:pause': async () => {
      await queue?.pause();
      return queue?.snapshot() ?? null;
    },
    'upload:resume': async ({ token }) => {
      const q = await currentQueue(token);
      if (!q) return null;
      void q.resume();
      return q.snapshot();
    },
    'upload:cancel': async () => {
      await queue?.cancel();
      return queue?.snapshot() ?? null;
    },
    'upload:retry-failed': async ({ token }) => {
      const q = await currentQueue(token);
      if (!q) return null;
      void q.retryFailed();
      return q.snapshot();
    },
  };
}
