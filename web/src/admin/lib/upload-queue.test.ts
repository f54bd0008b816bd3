import type { UploadResult } from '@portfolio/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  UploadError,
  buildGalleryItemPayload,
  initialQueueState,
  parseBulkUploadAnswer,
  queueReducer,
  runUploadQueue,
  summarizeQueue,
  type QueueEvent,
  type QueueMessages,
} from './upload-queue';

const messages: QueueMessages = {
  timeout: 'Upload timed out (60s limit)',
  failedStatus: (code) => `Upload failed with status ${code}`,
  noUrl: 'No file URL returned from server',
  network: 'Network error',
};

const result = (name: string): UploadResult => ({
  url: `/media/${name}.jpg`,
  type: 'photo',
  thumbnailUrl: `/media/${name}-480.webp`,
  hash: 'a'.repeat(64),
  mime: 'image/jpeg',
  width: 10,
  height: 10,
  dateTaken: null,
  metadata: null,
  image: null,
});

const file = (name: string) => ({ name });
const noSleep = vi.fn(async () => {});

function run(names: string[], upload: (f: { name: string }, o: { signal: AbortSignal; onProgress: (p: number) => void }) => Promise<UploadResult>, extra = {}) {
  const events: QueueEvent[] = [];
  let state = initialQueueState;
  const createItem = vi.fn(async () => {});
  const promise = runUploadQueue(names.map(file), { upload, createItem, messages, sleep: noSleep, ...extra }, (e) => {
    events.push(e);
    state = queueReducer(state, e);
  });
  return { promise, events, createItem, state: () => state };
}

describe('upload queue', () => {
  it('uploads every file in order and reports success', async () => {
    const order: string[] = [];
    const { promise, createItem, state, events } = run(['a.jpg', 'b.jpg'], async (f, { onProgress }) => {
      order.push(f.name);
      onProgress(0.5);
      return result(f.name);
    });
    const summary = await promise;
    expect(summary).toEqual({ outcome: 'success', total: 2, succeeded: 2, failed: 0, failures: [] });
    expect(order).toEqual(['a.jpg', 'b.jpg']);
    expect(createItem).toHaveBeenCalledTimes(2);
    expect(state().phase).toBe('done');
    expect(state().entries.map((e) => e.status)).toEqual(['complete', 'complete']);
    expect(events.map((e) => e.type)).toEqual(['start', 'file-start', 'file-progress', 'file-complete', 'file-start', 'file-progress', 'file-complete', 'finish']);
  });

  it('pauses between files but not before the first', async () => {
    const sleep = vi.fn(async () => {});
    await run(['a', 'b', 'c'], async (f) => result(f.name), { sleep, pauseMs: 500 }).promise;
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(500);
  });

  it('reports partial success with the failed files and their messages', async () => {
    const { promise, createItem, state } = run(['ok.jpg', 'broken.jpg', 'ok2.jpg'], async (f) => {
      if (f.name === 'broken.jpg') throw new UploadError('The file is not a valid image');
      return result(f.name);
    });
    const summary = await promise;
    expect(summary.outcome).toBe('partial');
    expect(summary).toMatchObject({ total: 3, succeeded: 2, failed: 1 });
    expect(summary.failures).toEqual([{ name: 'broken.jpg', error: 'The file is not a valid image' }]);
    expect(createItem).toHaveBeenCalledTimes(2);
    expect(state().entries[1]).toMatchObject({ status: 'failed', error: 'The file is not a valid image' });
  });

  it('reports all failed when nothing got through, including item creation failures', async () => {
    const createItem = vi.fn(async () => {
      throw new UploadError('URL is required');
    });
    const summary = await runUploadQueue([file('a'), file('b')], { upload: async () => result('x'), createItem, messages, sleep: noSleep }, () => {});
    expect(summary.outcome).toBe('failed');
    expect(summary.failures.map((f) => f.error)).toEqual(['URL is required', 'URL is required']);
  });

  it('aborts a file that takes longer than the time-out and goes on with the next', async () => {
    const { promise } = run(
      ['slow.jpg', 'fast.jpg'],
      (f, { signal }) =>
        f.name === 'slow.jpg'
          ? new Promise<UploadResult>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
          : Promise.resolve(result(f.name)),
      { timeoutMs: 20 },
    );
    const summary = await promise;
    expect(summary.outcome).toBe('partial');
    expect(summary.failures).toEqual([{ name: 'slow.jpg', error: 'Upload timed out (60s limit)' }]);
  });

  it('stops the run on a fatal error (the session expired)', async () => {
    const upload = vi.fn(async () => {
      throw new UploadError('Unauthorized', 401);
    });
    const summary = await runUploadQueue([file('a'), file('b'), file('c')], { upload, createItem: async () => {}, messages, sleep: noSleep, isFatal: (e) => (e as UploadError).status === 401 }, () => {});
    expect(upload).toHaveBeenCalledTimes(1);
    expect(summary).toMatchObject({ outcome: 'failed', failed: 3 });
  });

  it('summarizes an empty run as failed', () => {
    expect(summarizeQueue(initialQueueState).outcome).toBe('failed');
  });

  it('ignores progress for a file that is not uploading', () => {
    const started = queueReducer(initialQueueState, { type: 'start', names: ['a'] });
    expect(queueReducer(started, { type: 'file-progress', index: 0, progress: 0.5 })).toBe(started);
  });
});

describe('parseBulkUploadAnswer', () => {
  it('returns the first uploaded file', () => {
    expect(parseBulkUploadAnswer(200, JSON.stringify({ files: [result('a')] }), messages).url).toBe('/media/a.jpg');
  });
  it('uses the server message of a failed answer', () => {
    expect(() => parseBulkUploadAnswer(422, JSON.stringify({ message: 'The file is not a valid image' }), messages)).toThrow('The file is not a valid image');
  });
  it('falls back to the status code', () => {
    expect(() => parseBulkUploadAnswer(502, 'Bad gateway', messages)).toThrow('Upload failed with status 502');
  });
  it('needs a file URL', () => {
    expect(() => parseBulkUploadAnswer(200, JSON.stringify({ files: [] }), messages)).toThrow('No file URL returned from server');
    expect(() => parseBulkUploadAnswer(200, '', messages)).toThrow('No file URL returned from server');
  });
});

describe('buildGalleryItemPayload', () => {
  it('titles the item from the file name and shares the optional fields', () => {
    const payload = buildGalleryItemPayload('polar_bear-on-ice.JPG', { ...result('p'), type: 'video' }, { country: ' Noorwegen ', location: '' }, [3, 4]);
    expect(payload).toEqual({
      type: 'video',
      mediaHash: 'a'.repeat(64),
      thumbnailUrl: '/media/p-480.webp',
      title: 'polar bear on ice',
      description: null,
      descriptionEn: null,
      descriptionSv: null,
      location: null,
      country: 'Noorwegen',
      countryEn: null,
      countrySv: null,
      categoryIds: [3, 4],
      isPublished: true,
    });
  });

  it("fills what the run leaves empty from the file's own texts; what the photographer typed wins", () => {
    const embedded = {
      title: 'Puffin at dusk',
      description: 'Back from the sea.',
      location: 'Hornøya, Vardø',
      country: { code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge' },
      keywords: [],
      copyright: null,
    };
    const payload = buildGalleryItemPayload('IMG_0001.jpg', result('q'), { location: 'Vardø', descriptionSv: 'Tillbaka från havet.' }, [], embedded);
    expect(payload).toMatchObject({
      title: 'Puffin at dusk',
      description: 'Back from the sea.',
      descriptionSv: 'Tillbaka från havet.',
      location: 'Vardø',
      country: 'Noorwegen',
      countryEn: 'Norway',
      countrySv: 'Norge',
    });
  });
});
