import type { DraftFields, QueueStatus, ReadProgress } from '@portfolio/shared';
import { bulkEditDrafts, chosen, countChosen, draftPage, matchSessionKeywords } from '../import/draft-rows';
import { ImportSession, toQueueItem, type ImportOptions } from '../import/import-pipeline';
import { JournalQueueStore } from '../import/queue-store';
import { createServerApi } from '../import/server-api';
import { UploadQueue } from '../import/upload-queue';
import type { GrantedPaths } from '../granted-paths';
import type { SettingsStore } from '../settings';
import type { TokenStore } from '../token-store';
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
  /** Where the signed-in session is kept (sealed with safeStorage); in memory only when absent. */
  tokens?: Pick<TokenStore, 'get' | 'set'>;
  /** The queue's counts on every change (never its list of files). */
  emitProgress(status: QueueStatus): void;
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
  let sessionInMemory: string | null = null;
  const tokens = deps.tokens ?? { get: async () => sessionInMemory, set: async (v: string | null) => void (sessionInMemory = v) };

  const server = () => {
    const url = deps.settings.get().serverUrl;
    if (!url) throw new Error('Choose your server first');
    return url;
  };
  const api = (token: string) => createServerApi({ baseUrl: server(), token, fetch: deps.fetch });
  const makeQueue = (token: string) =>
    new UploadQueue({ api: api(token), store: new JournalQueueStore(deps.queueFile), serverUrl: server(), onStatus: deps.emitProgress, ...deps.queueTiming });

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
      onStatus: deps.emitProgress,
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
    'session:get': async () => ({ value: await tokens.get() }),
    'session:set': async ({ value }) => {
      await tokens.set(value);
      return {};
    },
    'import:pick': async ({ mode, token }) => {
      const paths = await deps.pick(mode);
      if (!paths.length) return { added: 0, new: 0, onServer: 0, duplicates: 0, broken: 0, skipped: 0, lookupError: null };
      return scan(deps.granted.grant(paths), token);
    },
    'import:dropped': async ({ paths, token }) => scan(deps.granted.grant(paths), token),
    'import:clear': async () => {
      session.clear();
      return {};
    },
    'import:page': async ({ offset, limit }) => draftPage(session, queue, offset, limit),
    'import:set-fields': async ({ id, fields }) => {
      const entry = session.get(id);
      if (!entry) throw new Error('This file is no longer in the import');
      entry.draft.fields = fields as DraftFields;
      return {};
    },
    'import:bulk-edit': async ({ selection, patch }) => ({ changed: bulkEditDrafts(session, selection, patch) }),
    'import:count': async ({ selection }) => countChosen(session, queue, selection),
    'import:match-keywords': async ({ categories }) => ({ offered: matchSessionKeywords(session, categories) }),
    'upload:start': async ({ token, selection, publishAtOnce }) => {
      const q = (await currentQueue(token)) ?? makeQueue(token);
      queue = q;
      const entries = chosen(session, selection ?? { all: true, except: [] });
      const inQueue = q.progressOf(entries.map((e) => e.draft.id));
      const queued = entries
        .filter((e) => {
          const status = inQueue.get(e.draft.id)?.status;
          return status === undefined || status === 'failed' || status === 'cancelled';
        })
        .map((e) => toQueueItem(e, publishAtOnce ? { ...e.draft.fields, isPublished: true } : e.draft.fields))
        .filter((i) => i !== null);
      if (!queued.length) throw new Error('Nothing to upload: choose new photos first');
      await q.enqueue(queued);
      void q.start();
      return q.status();
    },
    'upload:get': async () => (await currentQueue())?.status() ?? null,
    'upload:created': async () => ({
      galleryItemIds: (queue?.queueItems ?? []).flatMap((i) => (i.galleryItemId ? [i.galleryItemId] : [])),
    }),
    'upload:pause': async () => {
      await queue?.pause();
      return queue?.status() ?? null;
    },
    'upload:resume': async ({ token }) => {
      const q = await currentQueue(token);
      if (!q) return null;
      void q.resume();
      return q.status();
    },
    'upload:cancel': async () => {
      await queue?.cancel();
      return queue?.status() ?? null;
    },
    'upload:retry-failed': async ({ token }) => {
      const q = await currentQueue(token);
      if (!q) return null;
      void q.retryFailed();
      return q.status();
    },
  };
}
