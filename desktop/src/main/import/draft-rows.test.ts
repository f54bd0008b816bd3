import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UploadResult } from '@portfolio/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ENCODES_IMAGES, makeJpeg, writeFiles } from '../../../test/photos';
import { bulkEditDrafts, chosen, countChosen, draftPage } from './draft-rows';
import { ImportSession, toQueueItem } from './import-pipeline';
import { MemoryQueueStore, type QueueItem } from './queue-store';
import { UploadQueue, type UploadApi } from './upload-queue';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'draft-rows-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A card of `n` distinct photos (one JPEG with a different tail each: its own hash) and one broken file. */
async function card(n: number): Promise<ImportSession> {
  const jpeg = await makeJpeg({ seed: 5 });
  const files: Record<string, Buffer> = { 'DCIM/broken.jpg': Buffer.from('not a photo at all') };
  for (let i = 1; i <= n; i++) files[`DCIM/DSC_${String(i).padStart(4, '0')}.jpg`] = Buffer.concat([jpeg, Buffer.from(`#${i}`)]);
  await writeFiles(dir, files);
  const session = new ImportSession();
  await session.addPaths([dir]);
  return session;
}

/** The server, in this process: every upload is answered at once; the one named `failing` is refused. */
function server(failing: string): UploadApi {
  let nextId = 1;
  return {
    lookup: async () => [],
    async upload(item: QueueItem, onProgress: (n: number) => void): Promise<UploadResult> {
      if (item.fileName === failing) throw new Error('Disk full on the server');
      onProgress(item.size);
      return { url: `/media/${item.hash}.jpg`, thumbnailUrl: null, type: 'photo', hash: item.hash } as UploadResult;
    },
    createItem: async () => ({ id: nextId++ }),
  };
}

describe('the Import screen rows, kept in main', () => {
  it('answers a window of a 600-file card with the card size, never the whole list', async () => {
    const session = await card(600);
    const first = draftPage(session, null, 0, 50);
    expect(first.total).toBe(601);
    expect(first.rows).toHaveLength(50);
    expect(first.uploadable).toBe(600);
    const far = draftPage(session, null, 550, 50);
    expect(far.rows).toHaveLength(50);
    expect(far.offset).toBe(550);
    expect(new Set([...first.rows, ...far.rows].map((r) => r.id)).size).toBe(100);
    expect(draftPage(session, null, 600, 50).rows).toHaveLength(1);
  }, ENCODES_IMAGES);

  it('edits every draft of "select all" but the rows left out, in one pass, numbering titles in list order', async () => {
    const session = await card(300);
    const photos = session.drafts().filter((d) => d.hash);
    const left = photos[1]!.id;
    const changed = bulkEditDrafts(session, { all: true, except: [left] }, { titlePattern: 'Svalbard {n}', location: 'Longyearbyen', categoryIds: [4] });
    expect(changed).toBe(300);
    const edited = session.drafts().filter((d) => d.id !== left);
    expect(edited.map((d) => d.fields.title)).toEqual(edited.map((_, i) => `Svalbard ${i + 1}`));
    expect(edited.every((d) => d.fields.location === 'Longyearbyen' && d.fields.categoryIds.includes(4))).toBe(true);
    expect(session.get(left)!.draft.fields.location).not.toBe('Longyearbyen');
    expect(countChosen(session, null, { ids: [photos[0]!.id, left] })).toEqual({ selected: 2, uploadable: 2 });
    // The broken file is chosen but cannot be uploaded.
    expect(countChosen(session, null, { all: true, except: [] })).toEqual({ selected: 301, uploadable: 300 });
  }, ENCODES_IMAGES);

  it("shows each row's place in the queue: uploaded rows are no longer uploadable, a failed one is again", async () => {
    const session = await card(40);
    const entries = chosen(session, { all: true, except: [] });
    const queue = new UploadQueue({ api: server('DSC_0003.jpg'), store: new MemoryQueueStore(), serverUrl: 'http://localhost', pauseMs: 0, retryDelaysMs: [] });
    await queue.enqueue(entries.map((e) => toQueueItem(e, e.draft.fields)).filter((i) => i !== null));
    await queue.start();
    expect(queue.status().counts).toMatchObject({ total: 40, complete: 39, failed: 1 });

    const page = draftPage(session, queue, 0, 10);
    expect(page.uploadable).toBe(1);
    const failed = page.rows.find((r) => r.fileName === 'DSC_0003.jpg')!;
    expect(failed.queued).toMatchObject({ status: 'failed', error: 'Disk full on the server' });
    expect(page.rows.find((r) => r.fileName === 'DSC_0004.jpg')!.queued).toMatchObject({ status: 'complete', progress: 1 });
    expect(page.rows.find((r) => r.fileName === 'broken.jpg')!.queued).toBeNull();
  }, ENCODES_IMAGES);
});
