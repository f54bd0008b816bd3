import { TOTAL_COUNT_HEADER, UploadResultSchema, type UploadResult } from '@portfolio/shared';
import type { z } from 'zod';
import { ApiError, apiFetch, type RequestOptions } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-request';
import { useAuthStore } from './auth-store';

type Method = NonNullable<RequestOptions['method']>;

/** The admin's HTTP calls: bearer token from the auth store, and any 401 signs the user out. */
export interface AdminApi {
  baseUrl: string;
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>>;
  /** One page of a paged list: the answer, the whole list's size and the next page's path (null on the last). */
  getPage<S extends z.ZodType>(path: string, schema: S): Promise<ListAnswerPage<z.infer<S>>>;
  send<S extends z.ZodType>(method: Method, path: string, body: unknown, schema: S): Promise<z.infer<S>>;
  /** A call whose answer is not used. */
  call(method: Method, path: string, body?: unknown): Promise<void>;
  /** POST /api/admin/upload with the multipart field `file`. */
  uploadFile(file: File): Promise<UploadResult>;
  /** Clears the session when an error is a 401; returns the error unchanged. */
  handleError(error: unknown): unknown;
}

export interface ListAnswerPage<T> {
  body: T;
  total: number;
  next: string | null;
}

/** The path of a `Link: <…>; rel="next"` header. */
export const nextLink = (link: string | null) => link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function createAdminApi(baseUrl: string): AdminApi {
  const token = () => useAuthStore.getState().token;
  const handleError = (error: unknown) => {
    if (isUnauthorized(error)) useAuthStore.getState().logout();
    return error;
  };
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw handleError(error);
    }
  };
  return {
    baseUrl,
    handleError,
    get: (path, schema) => guarded(() => apiRequest(path, schema, { token: token(), baseUrl })),
    getPage: (path, schema) =>
      guarded(async () => {
        const res = await apiFetch(path, { token: token(), baseUrl });
        const body = schema.parse(await res.json());
        return { body, total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0), next: nextLink(res.headers.get('link')) };
      }),
    send: (method, path, body, schema) => guarded(() => apiRequest(path, schema, { method, body, token: token(), baseUrl })),
    call: (method, path, body) =>
      guarded(async () => {
        const res = await apiFetch(path, { method, body, token: token(), baseUrl });
        // Read to its end: an answer left unread keeps its request open in the browser.
        await res.arrayBuffer().catch(() => undefined);
      }),
    uploadFile: (file) =>
      guarded(() => {
        const form = new FormData();
        form.append('file', file);
        return apiRequest('/api/admin/upload', UploadResultSchema, { method: 'POST', body: form, token: token(), baseUrl });
      }),
  };
}

/** Accepts images only (editor, featured image and hero uploads). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** Accepts images and videos (gallery bulk upload). */
export function isMediaFile(file: File): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}
