import { Busboy, type BusboyFileStream, type BusboyInstance } from '@fastify/busboy';
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
    if (this.size > this.limit()) this.tooLarge();
  }

  tooLarge(): never {
    const what = this.type?.kind === 'video' ? 'Videos' : 'Photos';
    throw new AppError('payload_too_large', `"${this.fileName || 'file'}" is too large. ${what} may be at most ${mb(this.limit())}.`);
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

/** How many form parts (files and text fields together) one upload may carry. */
const MAX_PARTS = 1000;

/** The parser's own errors, in the answer the uploader reads. */
function parserError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const message = err instanceof Error ? err.message : '';
  if (/unexpected end|terminated early/i.test(message)) return new AppError('bad_request', 'The upload was cut off before it finished.');
  if (/boundary|multipart|content-type|header/i.test(message)) return new AppError('bad_request', 'Malformed multipart body.');
  return err;
}

/**
 * Streams a multipart/form-data body through busboy: each file part goes to a temp file in
 * media/tmp while it is hashed, so a large video never sits in memory, and the body is read no
 * faster than the disk takes it. Types come from the bytes. On any refusal every temp file is
 * removed before the error is thrown.
 */
export async function receiveMultipart(
  req: Request,
  opts: ReceiveOptions,
): Promise<{ files: ReceivedFile[]; fields: Record<string, string> }> {
  const ctype = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(ctype) || !/boundary=/i.test(ctype)) {
    throw new AppError('bad_request', 'Send the file as multipart/form-data.');
  }
  const declared = Number(req.headers.get('content-length') ?? 0);
  const maxFileBytes = Math.max(opts.maxPhotoBytes, opts.maxVideoBytes);
  const hardMax = opts.maxFiles * maxFileBytes + 1024 * 1024;
  if (declared > hardMax) throw new AppError('payload_too_large', `The upload is too large (at most ${mb(hardMax)}).`);
  if (!req.body) throw new AppError('bad_request', 'The upload is empty.');

  let parser: BusboyInstance;
  try {
    parser = Busboy({
      headers: { 'content-type': ctype },
      // A part is a file when it names one, as browsers send them (not by its content type).
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
      limits: { fieldSize: MAX_TEXT_BYTES, headerSize: MAX_HEADER_BYTES, fileSize: maxFileBytes, parts: MAX_PARTS },
    });
  } catch (err) {
    throw parserError(err);
  }

  const files: (ReceivedFile | undefined)[] = [];
  const fields: Record<string, string> = {};
  const sinks: FileSink[] = [];
  const streams: BusboyFileStream[] = [];
  const receiving: Promise<void>[] = [];
  // The first refusal wins; every wait below ends with it.
  let failed = false;
  let refuse!: (err: unknown) => void;
  const refused = new Promise<never>((_, reject) => {
    refuse = (err) => {
      if (failed) return;
      failed = true;
      reject(err);
    };
  });
  refused.catch(() => {});

  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) refuse(new AppError('payload_too_large', `Form field "${name}" is too long.`));
    else if (name) fields[name] = value;
  });
  parser.on('file', (name, stream, fileName) => {
    // File parts under other names are read and dropped.
    if (failed || !opts.fileFields.includes(name)) {
      stream.resume();
      return;
    }
    if (sinks.length + 1 > opts.maxFiles) {
      stream.resume();
      refuse(new AppError('bad_request', `At most ${opts.maxFiles} files per upload.`));
      return;
    }
    const sink = new FileSink(name, fileName ?? '', opts);
    const slot = sinks.push(sink) - 1;
    streams.push(stream);
    receiving.push(
      (async () => {
        for await (const chunk of stream) await sink.write(chunk as Buffer);
        if (stream.truncated) sink.tooLarge();
        files[slot] = await sink.end();
      })().catch((err) => {
        stream.resume();
        refuse(err);
      }),
    );
  });
  parser.on('partsLimit', () => refuse(new AppError('bad_request', `At most ${MAX_PARTS} form parts per upload.`)));
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  parsed.catch(() => {});

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
  // The parser calls back once the part it feeds has taken the chunk: the disk sets the pace.
  const feed = (chunk: Uint8Array) => new Promise<void>((resolve, reject) => parser.write(chunk, (err) => (err ? reject(err) : resolve())));
  try {
    for (;;) {
      const { done, value } = await Promise.race([read(), refused, parsed.then(() => ({ done: true as const, value: undefined }))]);
      if (done) break;
      await Promise.race([feed(value), refused, parsed]);
    }
    parser.end();
    await Promise.race([parsed, refused]);
    await Promise.race([Promise.all(receiving), refused]);
    return { files: files.filter((f): f is ReceivedFile => f !== undefined), fields };
  } catch (err) {
    await reader.cancel().catch(() => {});
    for (const stream of streams) stream.destroy();
    parser.destroy();
    await Promise.allSettled(receiving);
    await Promise.all(sinks.map((s) => s.close()));
    await removeQuietly(...sinks.map((s) => s.tmpPath));
    throw parserError(err);
  } finally {
    reader.releaseLock?.();
  }
}
