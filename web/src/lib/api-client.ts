// No zod here: the public pages fetch through this file, and zod would double their script.

/** An answer that was not OK. `message` follows the spec: "status: body text" unless the server sent a message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  baseUrl?: string;
}

/** An /api call whose answer is not used. */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await apiFetch(path, options);
}

export async function apiFetch(path: string, { method = 'GET', body, token, signal, baseUrl = '' }: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(baseUrl + path, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    // Same-origin calls include cookies; a cross-origin host (the desktop app) relies on
    // the bearer token alone, since the API's open CORS policy cannot allow credentials.
    credentials: baseUrl ? 'omit' : 'include',
    signal,
  });
  if (!res.ok) throw await toApiError(res);
  return res;
}

export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let serverMessage: string | null = null;
  let issues: { path: string; message: string }[] | undefined;
  try {
    // The error envelope { message, code?, issues? } (shared ApiErrorSchema), checked by hand so
    // public pages need not load zod up front.
    const body = JSON.parse(text) as { message?: unknown; issues?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.message === 'string') {
      serverMessage = body.message;
      if (Array.isArray(body.issues)) {
        issues = body.issues
          .filter((i): i is { path: unknown; message: unknown } => !!i && typeof i === 'object')
          .map((i) => ({ path: String(i.path ?? ''), message: String(i.message ?? '') }));
      }
    }
  } catch {
    // not JSON: the body text is the message
  }
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, serverMessage, issues);
}

/** A message for people: the server's own message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
