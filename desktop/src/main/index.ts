import path from 'node:path';
import { app, BrowserWindow, dialog, protocol, safeStorage, session, shell } from 'electron';
import { APP_HOST, APP_ORIGIN, APP_SCHEME, serveAppFile } from './app-protocol';
import { buildCsp } from './csp';
import { devServerUrlFor } from './dev-server';
import { GrantedPaths } from './granted-paths';
import { isServerMedia, withMediaAuthorization } from './media-auth';
import { createHandlers } from './ipc/import.handlers';
import { registerIpc } from './ipc/register';
import { SettingsStore } from './settings';
import { TokenStore } from './token-store';

// electron-vite sets this in `electron-vite dev` only; an installed app ignores it.
const devServerUrl = devServerUrlFor(process.env, app.isPackaged);
const rendererDir = path.join(__dirname, '../renderer');
// The preload is bundled as one CommonJS file (sandboxed preloads cannot load ES modules or other files).
const preloadFile = path.join(__dirname, '../preload/index.js');

protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, supportFetchAPI: true, codeCache: true } }]);
// Every renderer is sandboxed, including any window something manages to open.
app.enableSandbox();

const appOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
const isAppUrl = (url: string) => {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
};
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

let mainWindow: BrowserWindow | null = null;
const settings = SettingsStore.in(app.getPath('userData'));
const granted = new GrantedPaths();
const tokens = TokenStore.in(app.getPath('userData'), safeStorage);

const handlers = createHandlers({
  settings,
  granted,
  queueFile: path.join(app.getPath('userData'), 'upload-queue.json'),
  tokens,
  async pick(mode) {
    const options: Electron.OpenDialogOptions = {
      title: mode === 'folders' ? 'Choose folders with photos' : 'Choose photos and videos',
      properties: mode === 'folders' ? ['openDirectory', 'multiSelections'] : ['openFile', 'multiSelections'],
      ...(mode === 'files' ? { filters: [{ name: 'Photos and videos', extensions: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'mp4', 'mov', 'webm'] }] } : {}),
    };
    const result = mainWindow ? await dialog.showOpenDialog(mainWindow, options) : await dialog.showOpenDialog(options);
    return result.canceled ? [] : result.filePaths;
  },
  openExternal: (url) => shell.openExternal(url),
  emitReadProgress(progress) {
    mainWindow?.webContents.send('import:progress', progress);
  },
  emitProgress(snapshot) {
    mainWindow?.webContents.send('upload:progress', snapshot);
  },
  onServerChanged() {
    // The CSP names the server: load the page again so the new policy applies.
    mainWindow?.webContents.reload();
  },
});

function csp(): string {
  return buildCsp(settings.get().serverUrl, { dev: Boolean(devServerUrl) });
}

function hardenSession(): void {
  const ses = session.defaultSession;
  // No camera, microphone, notifications, geolocation…: the back-office needs none of them.
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  // The back-office's files nothing public uses answer its session only: its token goes with the server's /media requests (media-auth.ts).
  ses.webRequest.onBeforeSendHeaders({ urls: ['http://*/*', 'https://*/*'] }, (details, callback) => {
    if (!isServerMedia(details.url, settings.get().serverUrl)) {
      callback({});
      return;
    }
    void tokens.get().then(
      (stored) => {
        const requestHeaders = withMediaAuthorization(details.url, details.requestHeaders, settings.get().serverUrl, stored);
        callback(requestHeaders ? { requestHeaders } : {});
      },
      () => callback({}),
    );
  });
  // The dev server's pages get the same CSP as a header (the built app gets it from the app:// handler).
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (devServerUrl && isAppUrl(details.url) && (details.resourceType === 'mainFrame' || details.resourceType === 'subFrame')) {
      callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp()] } });
      return;
    }
    // The server grants CORS to this app's origin (older servers: `*`, which browsers refuse for
    // the admin's credentialed fetches); name this app's origin, for the chosen server only.
    const server = settings.get().serverUrl;
    if (server && details.url.startsWith(`${server}/`) && details.responseHeaders) {
      const headers = Object.fromEntries(Object.entries(details.responseHeaders).filter(([k]) => !/^access-control-allow-(origin|credentials)$/i.test(k)));
      const allowed = Object.entries(details.responseHeaders).some(([k, v]) => /^access-control-allow-origin$/i.test(k) && v.some((o) => o === '*' || o === appOrigin));
      if (allowed) {
        callback({ responseHeaders: { ...headers, 'Access-Control-Allow-Origin': [appOrigin], 'Access-Control-Allow-Credentials': ['true'] } });
        return;
      }
    }
    callback({});
  });
}

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1360,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    show: false,
    title: 'Nordic Lens',
    webPreferences: {
      preload: preloadFile,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: true,
    },
  });
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => {
    mainWindow = null;
  });
  void mainWindow.loadURL(devServerUrl ?? `${APP_ORIGIN}/index.html`);
}

// Links to other sites open in the system browser; the app window never leaves the app.
app.on('web-contents-created', (_event, contents) => {
  contents.setWindowOpenHandler(({ url }) => {
    if (isWebUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    if (isWebUrl(url)) void shell.openExternal(url);
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

const single = app.requestSingleInstanceLock();
if (!single) app.quit();
app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

app.whenReady().then(async () => {
  await settings.load();
  protocol.handle(APP_SCHEME, (request) => {
    if (new URL(request.url).host !== APP_HOST) return new Response('Not found', { status: 404 });
    return serveAppFile(rendererDir, request.url, csp());
  });
  hardenSession();
  registerIpc(handlers, isAppUrl);
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

// The queue file already holds every state change; stopping the run is enough.
app.on('before-quit', () => {
  void handlers.shutdown();
});
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
