import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { QueueStatus } from '@portfolio/shared';
import { IPC_CHANNELS, PRELOAD_ONLY_CHANNELS } from '../src/ipc/contract';
import { APP_ORIGIN, serveAppFile } from '../src/main/app-protocol';
import { buildCsp } from '../src/main/csp';
import { GrantedPaths } from '../src/main/granted-paths';
import { dispatch } from '../src/main/ipc/dispatch';
import { createHandlers } from '../src/main/ipc/import.handlers';
import { SettingsStore } from '../src/main/settings';

/**
 * Serves the built renderer the way main's app:// handler does (same files, same CSP), and
 * forwards /api and /media to the real server so the page and the server share an origin (in the
 * app, main adapts the server's CORS answer instead).
 */
export async function startRendererServer(rendererDir: string, apiOrigin: string, port: number) {
  if (!existsSync(path.join(rendererDir, 'index.html'))) throw new Error(`Build the desktop app first: npm run build -w desktop (${rendererDir})`);
  const api = new URL(apiOrigin);
  let origin = '';
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host, ...(req.headers.origin ? { origin: api.origin } : {}) } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      // A client that gives up (pause, quit, time-out) must look the same to the server as without the proxy.
      req.on('close', () => {
        if (!req.complete) upstream.destroy();
      });
      req.pipe(upstream);
      return;
    }
    const answer = await serveAppFile(rendererDir, `${APP_ORIGIN}${url.pathname}`, buildCsp(origin));
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface BridgeOptions {
  /** Folder where the test's "dropped" files live; a dropped File's name is looked up here (stands in for webUtils.getPathForFile). */
  dropRoot: string;
  userData?: string;
}

/**
 * Gives the page a `window.desktop` with the preload's shape whose calls run the real main-process
 * handlers (import.handlers.ts, via dispatch.ts: payloads parsed with the contract) in this Node process.
 * `restart()` drops the handlers the way a quit does and makes new ones from the same userData folder.
 */
export async function installTestBridge(page: Page, opts: BridgeOptions) {
  const userData = opts.userData ?? (await mkdtemp(path.join(os.tmpdir(), 'desktop-e2e-')));
  // The app keeps its session with safeStorage in a file, which outlives a restart: so does this one.
  let session: string | null = null;
  const tokens = { get: async () => session, set: async (value: string | null) => void (session = value) };
  const make = () => {
    const settings = SettingsStore.in(userData);
    const granted = new GrantedPaths();
    return {
      settings,
      handlers: createHandlers({
        settings,
        granted,
        tokens,
        queueFile: path.join(userData, 'upload-queue.json'),
        pick: async () => [],
        openExternal: async () => undefined,
        emitProgress: (status: QueueStatus) => {
          void page.evaluate((s) => (window as unknown as { __desktopProgress?: (s: unknown) => void }).__desktopProgress?.(s), status).catch(() => undefined);
        },
      }),
    };
  };
  let current = make();
  await current.settings.load();

  await page.exposeBinding('__desktopInvoke', async (_source, channel: string, payload: unknown) => {
    if (channel === 'import:dropped') {
      const { names, token } = payload as { names: string[]; token: string };
      return dispatch(current.handlers, channel, { token, paths: names.map((n) => path.join(opts.dropRoot, n)) });
    }
    return dispatch(current.handlers, channel, payload);
  });

  const channels = Object.keys(IPC_CHANNELS).filter((c) => !(PRELOAD_ONLY_CHANNELS as readonly string[]).includes(c));
  await page.addInitScript((names: string[]) => {
    type Invoke = (channel: string, payload: unknown) => Promise<unknown>;
    const invoke = (window as unknown as { __desktopInvoke: Invoke }).__desktopInvoke;
    const api: Record<string, Record<string, unknown>> = {};
    for (const channel of names) {
      const [ns, verb] = channel.split(':');
      const camel = verb.replace(/-([a-z])/g, (_: string, c: string) => c.toUpperCase());
      api[ns] ??= {};
      api[ns][camel] = (req: unknown) => invoke(channel, req ?? {});
    }
    api.import.dropFiles = (files: File[], auth: { token: string }) => invoke('import:dropped', { names: files.map((f) => f.name), token: auth.token });
    const listeners = new Set<(s: unknown) => void>();
    (window as unknown as { __desktopProgress: (s: unknown) => void }).__desktopProgress = (s) => listeners.forEach((l) => l(s));
    // Reading progress is not followed in the page tests.
    api.import.onProgress = () => () => undefined;
    api.upload.onProgress = (l: (s: unknown) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    };
    (window as unknown as { desktop: unknown }).desktop = api;
  }, channels);

  return {
    userData,
    handlers: () => current.handlers,
    /** Like quitting the app mid-upload and starting it again. */
    async restart() {
      await current.handlers.shutdown();
      current = make();
      await current.settings.load();
    },
  };
}

/** Drops entries of `dropRoot` (by name) on an element, as a user dragging a card's folder would. */
export async function dropEntries(page: Page, selector: string, names: string[]) {
  const dataTransfer = await page.evaluateHandle((list: string[]) => {
    const dt = new DataTransfer();
    for (const n of list) dt.items.add(new File([''], n));
    return dt;
  }, names);
  for (const type of ['dragenter', 'dragover', 'drop']) await page.dispatchEvent(selector, type, { dataTransfer });
}
