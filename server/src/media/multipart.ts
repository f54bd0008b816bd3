import { createHash, type Hash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { AppError } from '../lib/app-error';
import { type MediaDirs, removeQuietly, tempPath } from './media-files';
import { SNIFF_BYTES, type SniffedType, sniffType } from '@portfolio/shared/media-type';
import { ACCEPTED_TYPES_TEXT, HEIC_DECODABLE } from './media-type';

/** One file received from a multipart body, already on disk in media/tmp and hashed. */
export interface ReceivedFile {
  field: string;
  fileName: string;
  tmpPath: string;
  size: number;
  /** sha256 of the bytes, hex. */
  hash: string;
  type: SniffedType;
}

export interface ReceiveOptions {
  dirs: MediaDirs;
  /** Multipart fields that carry files; file parts under other names are read and dropped. */
  fileFields: string[];
  maxPhotoBytes: number;
  maxVideoBytes: number;
  maxFiles: number;
  /** The client is taken as gone when no bytes arrive for this long (ms): 408, temp files removed. */
  stallMs?: number;
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_TEXT_BYTES = 64 * 1024;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Receives a file part: sniffs its type from the first bytes, then streams it to a temp file while hashing. */
class FileSink {
  private head: Buffer[] = [];
  private headLen = 0;
  private fh: FileHandle | null = null;
  private readonly hash: Hash = createHash('sha256');
  size = 0;
  type: SniffedType | null = null;
  readonly tmpPath: string;

  constructor(
    readonly field: string,
    readonly fileName: string,
    private readonly opts: ReceiveOptions,
  ) {
    this.tmpPath = tempPath(opts.dirs, '.upload');
  }

  private limit(): number {
    return this.type?.kind === 'video' ? this.opts.maxVideoBytes : this.opts.maxPhotoBytes;
  }

  private async decide(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.head = [];
    const type = sniffType(head);
    const name = this.fileName ? `"${this.fileName}"` : 'The file';
    if (!type) {
      throw new AppError('unsupported_media_type', `${name} is not a supported file type. Accepted: ${ACCEPTED_TYPES_TEXT}.`);
    }
    if (type.mime === 'image/heic' && !HEIC_DECODABLE) {
      throw new AppError(
        'unsupported_media_type',
        `${name} is a HEIC/HEIF photo, which this server cannot decode. Export it as JPEG and upload again. Accepted: ${ACCEPTED_TYPES_TEXT}.`,
      );
    }
    this.type = type;
    this.checkSize();
    this.fh = await open(this.tmpPath, 'wx');
    await this.fh.write(head);
  }

  private checkSize(): void {
    if (this.size > this.limit()) {
      const what = this.type?.kind === 'video' ? 'Videos' : 'Photos';
      throw new AppError('payload_too_large', `"${this.fileName || 'file'}" is too large. ${what} may be at most ${mb(this.limit())}.`);
    }
  }

  async write(data: Buffer): Promise<void> {
    if (data.length === 0) return;
    this.size += data.length;
    this.hash.update(data);
    if (!this.type) {
      this.head.push(data);
      this.headLen += data.length;
      if (this.headLen >= SNIFF_BYTES) await this.decide();
      return;
    }
    this.checkSize();
    await this.fh!.write(data);
  }

  async end(): Promise<ReceivedFile> {
    if (!this.type) await this.decide();
    await this.close();
    return { field: this.field, fileName: this.fileName, tmpPath: this.tmpPath, size: this.size, hash: this.hash.digest('hex'), type: this.type! };
  }

  async close(): Promise<void> {
    const fh = this.fh;
    this.fh = null;
    await fh?.close().catch(() => {});
  }
}

class TextSink {
  private parts: Buffer[] = [];
  private len = 0;
  constructor(readonly field: string) {}
  async write(data: Buffer): Promise<void> {
    this.len += data.length;
    if (this.len > MAX_TEXT_BYTES) throw new AppError('payload_too_large', `Form field "${this.field}" is too long.`);
    this.parts.push(data);
  }
  text(): string {
    return Buffer.concat(this.parts).toString('utf8');
  }
}

const NullSink = { write: async (_d: Buffer) => {} };

function parsePartHeaders(raw: string): { name: string; fileName: string | null } {
  let name = '';
  let fileName: string | null = null;
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const value = line.slice(colon + 1);
    const nm = /(?:^|;)\s*name="((?:[^"\\]|\\.)*)"/i.exec(value) ?? /(?:^|;)\s*name=([^;\s]+)/i.exec(value);
    if (nm) name = nm[1]!;
    const star = /filename\*=(?:UTF-8|utf-8)''([^;\s]+)/.exec(value);
    const fn = /(?:^|;)\s*filename="((?:[^"\\]|\\.)*)"/i.exec(value) ?? /(?:^|;)\s*filename=([^;\s]+)/i.exec(value);
    if (star) {
      try {
        fileName = decodeURIComponent(star[1]!);
      } catch {
        fileName = star[1]!;
      }
    } else if (fn) fileName = fn[1]!.replace(/\\(.)/g, '$1');
  }
  // Browsers may send a path on old platforms; keep the base name only.
  if (fileName !== null) fileName = fileName.split(/[\\/]/).pop() ?? '';
  return { name, fileName };
}

/**
 * Streams a multipart/form-data body: each file part goes to a temp file in media/tmp while it is
 * hashed, so a large video never sits in memory. Types come from the bytes. On any refusal every
 * temp file is removed before the error is thrown.
 */
export async function receiveMultipart(
  req: Request,
  opts: ReceiveOptions,
): Promise<{ files: ReceivedFile[]; fields: Record<string, string> }> {
  const ctype = req.headers.get('content-type') ?? '';
  const bm = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(ctype);
  if (!/^multipart\/form-data/i.test(ctype) || !bm) {
    throw new AppError('bad_request', 'Send the file as multipart/form-data.');
  }
  const declared = Number(req.headers.get('content-length') ?? 0);
  const hardMax = opts.maxFiles * Math.max(opts.maxPhotoBytes, opts.maxVideoBytes) + 1024 * 1024;
  if (declared > hardMax) throw new AppError('payload_too_large', `The upload is too large (at most ${mb(hardMax)}).`);
  if (!req.body) throw new AppError('bad_request', 'The upload is empty.');

  const delim = Buffer.from(`\r\n--${bm[1] ?? bm[2]}`);
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  let current: FileSink | TextSink | typeof NullSink | null = null;
  let openFile: FileSink | null = null;
  let state: 'preamble' | 'after' | 'headers' | 'body' | 'done' = 'preamble';
  // A CRLF in front lets the first boundary match the same delimiter as the others.
  let buf: Buffer = Buffer.from('\r\n');

  const process = async (): Promise<void> => {
    for (;;) {
      if (state === 'preamble') {
        const i = buf.indexOf(delim);
        if (i < 0) {
          buf = buf.subarray(Math.max(0, buf.length - delim.length));
          return;
        }
        buf = buf.subarray(i + delim.length);
        state = 'after';
      } else if (state === 'after') {
        if (buf.length < 2) return;
        const two = buf.subarray(0, 2).toString('latin1');
        if (two === '--') {
          state = 'done';
          return;
        }
        const eol = buf.indexOf('\r\n');
        if (eol < 0) return;
        if (buf.subarray(0, eol).toString('latin1').trim() !== '') throw new AppError('bad_request', 'Malformed multipart body.');
        buf = buf.subarray(eol + 2);
        state = 'headers';
      } else if (state === 'headers') {
        const i = buf.indexOf('\r\n\r\n');
        if (i < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw new AppError('bad_request', 'Malformed multipart body.');
          return;
        }
        const { name, fileName } = parsePartHeaders(buf.subarray(0, i).toString('utf8'));
        buf = buf.subarray(i + 4);
        state = 'body';
        if (fileName !== null && opts.fileFields.includes(name)) {
          if (files.length + 1 > opts.maxFiles) throw new AppError('bad_request', `At most ${opts.maxFiles} files per upload.`);
          openFile = new FileSink(name, fileName, opts);
          current = openFile;
        } else if (fileName === null && name) {
          current = new TextSink(name);
        } else {
          current = NullSink;
        }
      } else if (state === 'body') {
        const i = buf.indexOf(delim);
        if (i < 0) {
          const safe = buf.length - (delim.length - 1);
          if (safe > 0) {
            await current!.write(buf.subarray(0, safe));
            buf = buf.subarray(safe);
          }
          return;
        }
        await current!.write(buf.subarray(0, i));
        buf = buf.subarray(i + delim.length);
        if (current instanceof FileSink) {
          openFile = null;
          files.push(await current.end());
        } else if (current instanceof TextSink) {
          fields[current.field] = current.text();
        }
        current = null;
        state = 'after';
      } else {
        return;
      }
    }
  };

  const reader = req.body.getReader();
  const stallMs = opts.stallMs;
  const read = async () => {
    if (!stallMs) return reader.read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new AppError('request_timeout', `The upload stalled: nothing arrived for ${Math.round(stallMs / 1000)} seconds.`)),
            stallMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    while ((state as string) !== 'done') {
      const { done, value } = await read();
      if (done) break;
      buf = buf.length ? Buffer.concat([buf, value]) : Buffer.from(value);
      await process();
    }
    if ((state as string) !== 'done') throw new AppError('bad_request', 'The upload was cut off before it finished.');
    return { files, fields };
  } catch (err) {
    await reader.cancel().catch(() => {});
    const pending = openFile as FileSink | null;
    if (pending) await pending.close();
    await removeQuietly(pending?.tmpPath, ...files.map((f) => f.tmpPath));
    throw err;
  } finally {
    reader.releaseLock?.();
  }
}
