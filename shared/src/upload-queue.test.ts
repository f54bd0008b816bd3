import { uploadResultFixture } from './test-fixtures';
import { describe, expect, it, vi } from 'vitest';
import type { UploadResult } from './contracts/media';
import { HttpError, newUploadEntry, summarizeRun, UploadQueue, type UploadEntry, type UploadQueueOptions, type UploadTransport } from './upload-queue';

const result = uploadResultFixture;

const entry = (name: string): UploadEntry => newUploadEntry({ id: name, fileName: name, size: 100, kind: 'photo', hash: null });

async function run(names: string[], transport: Partial<UploadTransport<UploadEntry>>, options: Partial<UploadQueueOptions<UploadEntry>> = {}) {
  let next = 100;
  const createItem = vi.fn(transport.createItem ?? (async () => ({ id: next++ })));
  const queue = new UploadQueue<UploadEntry>({
    transport: { upload: async (e) => result(e.fileName), ...transport, createItem },
    pauseMs: 1,
    retryDelaysMs: [],
    ...options,
  });
  await queue.enqueue(names.map(entry));
  await queue.start();
  return { queue, createItem, summary: summarizeRun(queue.snapshot()) };
}

describe('upload queue', () => {
  it('sends every file in order, makes its gallery item from the answer, and reports success', async () => {
    const order: string[] = [];
    const snapshots: string[] = [];
    const { queue, createItem, summary } = await run(
      ['a.jpg', 'b.jpg'],
      {
        upload: async (e, onProgress) => {
          order.push(e.fileName);
          onProgress(50);
          return result(e.fileName);
        },
      },
      { onChange: (s) => snapshots.push(s.items.map((i) => i.status).join(',')) },
    );
    expect(summary).toEqual({ outcome: 'success', total: 2, succeeded: 2, failed: 0, failures: [] });
    expect(order).toEqual(['a.jpg', 'b.jpg']);
    expect(createItem.mock.calls.map(([e, upload]) => [e.fileName, upload.url])).toEqual([
      ['a.jpg', '/media/a.jpg.jpg'],
      ['b.jpg', '/media/b.jpg.jpg'],
    ]);
    expect(queue.queueItems.map((i) => i.galleryItemId)).toEqual([100, 101]);
    expect(snapshots).toContain('complete,uploading');
    expect(queue.runState).toBe('done');
  });

  it('reports partial success with the failed files and the server reasons', async () => {
    const { summary, createItem } = await run(['ok.jpg', 'broken.jpg', 'ok2.jpg'], {
      upload: async (e) => {
        if (e.fileName === 'broken.jpg') throw new HttpError(422, 'The file is not a valid image');
        return result(e.fileName);
      },
    });
    expect(summary).toMatchObject({ outcome: 'partial', total: 3, succeeded: 2, failed: 1 });
    expect(summary.failures).toEqual([{ fileName: 'broken.jpg', error: 'The file is not a valid image' }]);
    expect(createItem).toHaveBeenCalledTimes(2);
  });

  it('reports all failed when nothing got through, including refused gallery items', async () => {
    const { summary } = await run(['a', 'b'], {
      createItem: async () => {
        throw new HttpError(422, 'URL is required');
      },
    });
    expect(summary.outcome).toBe('failed');
    expect(summary.failures.map((f) => f.error)).toEqual(['URL is required', 'URL is required']);
  });

  it('aborts a file that takes longer than the time-out and goes on with the next', async () => {
    const { summary } = await run(
      ['slow.jpg', 'fast.jpg'],
      {
        upload: (e, _progress, signal) =>
          e.fileName === 'slow.jpg'
            ? new Promise<UploadResult>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
            : Promise.resolve(result(e.fileName)),
      },
      { timeoutMs: 20, timeoutMessage: () => 'Upload timed out (60s limit)' },
    );
    expect(summary.outcome).toBe('partial');
    expect(summary.failures).toEqual([{ fileName: 'slow.jpg', error: 'Upload timed out (60s limit)' }]);
  });

  it('tries a file again after a failure a retry can mend, but not after a refusal', async () => {
    const tries = new Map<string, number>();
    const { summary } = await run(
      ['flaky.jpg', 'refused.jpg'],
      {
        upload: async (e) => {
          tries.set(e.fileName, (tries.get(e.fileName) ?? 0) + 1);
          if (e.fileName === 'refused.jpg') throw new HttpError(415, 'Unsupported file type');
          if (tries.get(e.fileName) === 1) throw new TypeError('fetch failed');
          return result(e.fileName);
        },
      },
      { retryDelaysMs: [1] },
    );
    expect(Object.fromEntries(tries)).toEqual({ 'flaky.jpg': 2, 'refused.jpg': 1 });
    expect(summary).toMatchObject({ outcome: 'partial', succeeded: 1 });
  });

  it('ends the run on a fatal failure (the session expired): every file still waiting fails with it', async () => {
    const upload = vi.fn(async () => {
      throw new HttpError(401, 'Unauthorized');
    });
    const { summary } = await run(['a', 'b', 'c'], { upload }, { isFatal: (e) => e instanceof HttpError && e.status === 401 });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(summary).toMatchObject({ outcome: 'failed', failed: 3 });
    expect(summary.failures.map((f) => f.error)).toEqual(['Unauthorized', 'Unauthorized', 'Unauthorized']);
  });

  it('summarizes an empty run as failed', () => {
    expect(summarizeRun(new UploadQueue({ transport: { upload: async () => result('x'), createItem: async () => ({ id: 1 }) } }).snapshot()).outcome).toBe('failed');
  });
});
