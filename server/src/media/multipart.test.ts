import { afterAll, describe, expect, it } from 'bun:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AppError } from '../lib/app-error';
import { listFiles, makeJpeg } from './media-test-kit';
import { mediaDirs } from './media-files';
import { type ReceiveOptions, receiveMultipart } from './multipart';

const root = mkdtempSync(path.join(tmpdir(), 'multipart-'));
const dirs = mediaDirs(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const KB = 1024;
const options = (over: Partial<ReceiveOptions> = {}): ReceiveOptions => ({
  dirs,
  fileFields: ['file', 'poster'],
  maxPhotoBytes: 200 * KB,
  maxVideoBytes: 400 * KB,
  maxFiles: 2,
  ...over,
});

const boundary = 'b0undary';
type Part = { name: string; fileName?: string; disposition?: string; bytes: Uint8Array | string };
const partBytes = (p: Part) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${p.disposition ?? `form-data; name="${p.name}"${p.fileName === undefined ? '' : `; filename="${p.fileName}"`}`}\r\n` +
        `${p.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n`,
    ),
    Buffer.from(p.bytes),
    Buffer.from('\r\n'),
  ]);
const bodyOf = (parts: Part[], end = true) => Buffer.concat([...parts.map(partBytes), Buffer.from(end ? `--${boundary}--\r\n` : '')]);

/** A request whose body arrives in chunks of `chunk` bytes, as a network would deliver it. */
function request(body: Uint8Array, chunk = 7000, more?: ReadableStreamDefaultController<Uint8Array>['enqueue']): Request {
  let at = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= body.length) {
        if (!more) controller.close();
        return;
      }
      controller.enqueue(body.subarray(at, at + chunk));
      at += chunk;
    },
  });
  return new Request('http://localhost/upload', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: stream,
    // @ts-expect-error Bun and undici need this for a streamed body
    duplex: 'half',
  });
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('receiveMultipart', () => {
  it('streams each file to media/tmp with its sha256, type, size and base name, and reads the text fields', async () => {
    const jpeg = await makeJpeg({ width: 320, height: 200, seed: 11 });
    const { files, fields } = await receiveMultipart(
      request(bodyOf([{ name: 'title', bytes: 'Fjäll' }, { name: 'file', fileName: 'C:\\cards\\Ålesund.jpg', bytes: jpeg }]), 1000),
      options(),
    );
    expect(fields).toEqual({ title: 'Fjäll' });
    expect(files).toHaveLength(1);
    const [f] = files;
    expect(f!.field).toBe('file');
    expect(f!.fileName).toBe('Ålesund.jpg');
    expect(f!.size).toBe(jpeg.length);
    expect(f!.type.mime).toBe('image/jpeg');
    expect(f!.hash).toBe(createHash('sha256').update(jpeg).digest('hex'));
    expect(f!.tmpPath.startsWith(dirs.tmp)).toBe(true);
    expect(Buffer.compare(readFileSync(f!.tmpPath), Buffer.from(jpeg))).toBe(0);
    rmSync(f!.tmpPath);
  });

  it('decodes a filename* in UTF-8 and drops file parts under other names', async () => {
    const jpeg = await makeJpeg({ width: 64, height: 64, seed: 12 });
    const { files } = await receiveMultipart(
      request(
        bodyOf([
          { name: 'other', fileName: 'skip.jpg', bytes: jpeg },
          { name: 'file', disposition: `form-data; name="file"; filename*=UTF-8''%C3%96land.jpg`, bytes: jpeg },
        ]),
      ),
      options(),
    );
    expect(files.map((f) => [f.field, f.fileName])).toEqual([['file', 'Öland.jpg']]);
    expect(listFiles(dirs.tmp)).toHaveLength(1);
    rmSync(files[0]!.tmpPath);
  });

  it('refuses a photo over its limit with 413 and leaves nothing in media/tmp', async () => {
    const big = Buffer.concat([Buffer.from(await makeJpeg({ width: 64, height: 64, seed: 13 })), Buffer.alloc(300 * KB)]);
    const err = await refusal(receiveMultipart(request(bodyOf([{ name: 'file', fileName: 'big.jpg', bytes: big }])), options()));
    expect(err.status).toBe(413);
    expect(err.message).toContain('Photos may be at most');
    expect(listFiles(dirs.tmp)).toEqual([]);
  });

  it('refuses a file over the largest limit (the parser stops it) and a second file past maxFiles, keeping nothing', async () => {
    const jpeg = Buffer.from(await makeJpeg({ width: 64, height: 64, seed: 14 }));
    const huge = Buffer.concat([jpeg, Buffer.alloc(500 * KB)]);
    const tooLarge = await refusal(
      receiveMultipart(request(bodyOf([{ name: 'file', fileName: 'huge.jpg', bytes: huge }])), options({ maxPhotoBytes: 400 * KB })),
    );
    expect(tooLarge.status).toBe(413);
    const tooMany = await refusal(
      receiveMultipart(
        request(bodyOf([1, 2, 3].map((n) => ({ name: 'file', fileName: `${n}.jpg`, bytes: jpeg })))),
        options(),
      ),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.message).toBe('At most 2 files per upload.');
    expect(listFiles(dirs.tmp)).toEqual([]);
  });

  it('refuses a type it cannot tell from the bytes with 415, a long text field with 413, and keeps nothing', async () => {
    const jpeg = await makeJpeg({ width: 64, height: 64, seed: 15 });
    const text = await refusal(
      receiveMultipart(request(bodyOf([{ name: 'file', fileName: 'a.jpg', bytes: jpeg }, { name: 'file', fileName: 'notes.jpg', bytes: 'just words' }])), options()),
    );
    expect(text.status).toBe(415);
    const long = await refusal(receiveMultipart(request(bodyOf([{ name: 'note', bytes: 'x'.repeat(65 * KB) }])), options()));
    expect(long.status).toBe(413);
    expect(long.message).toBe('Form field "note" is too long.');
    expect(listFiles(dirs.tmp)).toEqual([]);
  });

  it('answers 400 for a body cut off before its end, a missing boundary, or a declared length past every limit', async () => {
    const jpeg = await makeJpeg({ width: 64, height: 64, seed: 16 });
    const cut = await refusal(receiveMultipart(request(bodyOf([{ name: 'file', fileName: 'a.jpg', bytes: jpeg }], false).subarray(0, 3000)), options()));
    expect(cut.status).toBe(400);
    expect(cut.message).toBe('The upload was cut off before it finished.');
    expect(listFiles(dirs.tmp)).toEqual([]);
    const noBoundary = new Request('http://localhost/upload', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    expect((await refusal(receiveMultipart(noBoundary, options()))).status).toBe(400);
    const declared = new Request('http://localhost/upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(10 * 1024 * KB) },
      body: 'x',
    });
    expect((await refusal(receiveMultipart(declared, options()))).status).toBe(413);
  });

  it('answers 408 when nothing arrives for stallMs, removing the file begun', async () => {
    const jpeg = await makeJpeg({ width: 320, height: 200, seed: 17 });
    // The body stops in the middle of the file and the client stays connected.
    const half = bodyOf([{ name: 'file', fileName: 'slow.jpg', bytes: jpeg }], false).subarray(0, 6000);
    const err = await refusal(receiveMultipart(request(half, 6000, () => {}), options({ stallMs: 300 })));
    expect(err.status).toBe(408);
    expect(listFiles(dirs.tmp)).toEqual([]);
  });
});
