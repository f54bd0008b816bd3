/*
 * The server shows the back-office the files nothing public uses (unpublished photos, drafts,
 * client galleries) only with its session. The app's screens load them with plain <img src>,
 * which sends no bearer token and, from app://, no cookie of the server either: main adds the
 * session's bearer token to the app's requests for the chosen server's /media files, and to no
 * other request.
 */

/** The bearer token in the stored back-office session (the admin's persisted JSON), or null. */
export function tokenOfSession(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const token = (JSON.parse(stored) as { state?: { token?: unknown } }).state?.token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}

/** Whether `url` is a media file of the chosen server (same origin, path under /media/). */
export function isServerMedia(url: string, serverUrl: string | null | undefined): boolean {
  if (!serverUrl) return false;
  try {
    const target = new URL(url);
    return target.origin === new URL(serverUrl).origin && target.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

/** The request headers with the session's bearer token, for a media file of the chosen server; null to leave a request as it is. */
export function withMediaAuthorization(url: string, headers: Record<string, string>, serverUrl: string | null | undefined, stored: string | null): Record<string, string> | null {
  const token = isServerMedia(url, serverUrl) ? tokenOfSession(stored) : null;
  return token ? { ...headers, Authorization: `Bearer ${token}` } : null;
}
