/**
 * The browser's side of the shared upload queue (@portfolio/shared/upload-queue): files chosen in
 * the page, sent with XHR so that progress shows, and the answers of the upload call read.
 */
import { BulkUploadResultSchema, type UploadResult } from '@portfolio/shared';
import { readErrorAnswer } from '@portfolio/shared/api-error';
import { HttpError, newUploadEntry, type UploadEntry } from '@portfolio/shared/upload-queue';

/** A file of the bulk upload. The browser has no hash of it: nothing is looked up before sending. */
export interface BrowserEntry extends UploadEntry {
  file: File;
}

export function browserEntries(files: File[]): BrowserEntry[] {
  return files.map((file, index) =>
    newUploadEntry({ id: String(index), fileName: file.name, size: file.size, kind: file.type.startsWith('video/') ? 'video' : 'photo', hash: null, file }),
  );
}

/** The texts the queue puts on failed files (the admin passes its translated strings). */
export interface QueueMessages {
  timeout: string;
  failedStatus: (code: number) => string;
  noUrl: string;
  network: string;
}

/**
 * Reads the answer of POST /api/admin/upload/bulk for one file: the server's message or
 * 'Upload failed with status {code}' when not OK; 'No file URL returned from server' without a URL.
 */
export function parseBulkUploadAnswer(status: number, body: string, messages: QueueMessages): UploadResult {
  if (status < 200 || status >= 300) throw new HttpError(status, readErrorAnswer(body)?.message || messages.failedStatus(status));
  let json: unknown = null;
  try {
    json = body ? JSON.parse(body) : null;
  } catch {
    json = null;
  }
  const parsed = BulkUploadResultSchema.safeParse(json);
  const first = parsed.success ? parsed.data.files[0] : undefined;
  if (!first?.url) throw new HttpError(status, messages.noUrl);
  return first;
}

/** A failure in words: the server's reason, else "network error" for a request that got no answer. */
export function describeUploadError(error: unknown, messages: QueueMessages): string {
  if (error instanceof HttpError) return error.message;
  if (error instanceof TypeError || !(error instanceof Error) || !error.message) return messages.network;
  return error.message;
}
