// No zod here: the public pages fetch through this file, and zod would double their script.
import { type FieldIssue, readErrorAnswer } from '@portfolio/shared/api-error';

/** An answer that was not OK. `message` follows the spec: "status: body text" unless the server sent a message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly issues?: FieldIssue[],
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
  const answer = readErrorAnswer(text);
  return new ApiError(res.status, `${res.status}: ${text || res.statusText}`, answer?.message ?? null, answer?.issues);
}

/** A message for people: the server's own message when it sent one, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
