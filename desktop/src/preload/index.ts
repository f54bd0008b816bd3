import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { channelPath, IPC_CHANNELS, PRELOAD_ONLY_CHANNELS, type DesktopApi } from '../ipc/contract';

/**
 * Builds `window.desktop` from the channel list: one verb per channel, never ipcRenderer itself
 * (Electron, "Context Isolation": don't expose send/invoke generically).
 */
const api: Record<string, Record<string, unknown>> = {};
for (const channel of Object.keys(IPC_CHANNELS)) {
  if ((PRELOAD_ONLY_CHANNELS as readonly string[]).includes(channel)) continue;
  const [ns, verb] = channelPath(channel);
  api[ns] ??= {};
  api[ns][verb] = (request: unknown) => ipcRenderer.invoke(channel, request ?? {});
}

// Paths of dropped files come from the File objects themselves, so the page cannot name a path.
api.import.dropFiles = (files: File[], auth: { token: string }) => {
  const paths = Array.from(files, (f) => webUtils.getPathForFile(f)).filter(Boolean);
  if (!paths.length) return Promise.resolve({ ok: false, error: 'Drop files or folders from your computer' });
  return ipcRenderer.invoke('import:dropped', { paths, token: auth.token });
};

api.import.onProgress = (listener: (progress: unknown) => void) => {
  const wrapped = (_event: unknown, progress: unknown) => listener(progress);
  ipcRenderer.on('import:progress', wrapped);
  return () => ipcRenderer.removeListener('import:progress', wrapped);
};

api.upload.onProgress = (listener: (snapshot: unknown) => void) => {
  const wrapped = (_event: unknown, snapshot: unknown) => listener(snapshot);
  ipcRenderer.on('upload:progress', wrapped);
  return () => ipcRenderer.removeListener('upload:progress', wrapped);
};

contextBridge.exposeInMainWorld('desktop', api as unknown as DesktopApi);
