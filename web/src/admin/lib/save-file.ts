import { apiFetch } from '../../lib/api-client';
import { useAuthStore } from './auth-store';

/** Saves a file the page holds (a Blob) under `name`, as a click on a download link would. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: a browser may start the download after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches an admin export with the session's token and saves it under the name the server gives it. */
export async function saveExport(path: string, fallbackName: string, baseUrl: string): Promise<void> {
  const res = await apiFetch(path, { token: useAuthStore.getState().token, baseUrl });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}
