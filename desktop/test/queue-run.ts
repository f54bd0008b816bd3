/**
 * Runs a saved upload queue to the end in its own process, so a test can kill it at any moment:
 * `bun desktop/test/queue-run.ts <journal> <server origin> <folder> <count>`. The first run makes
 * the queue from the files `0.jpg` … in the folder; every later run restores it from the journal.
 */
import path from 'node:path';
import { newUploadEntry } from '@portfolio/shared/upload-queue';
import { JournalQueueStore, type QueueItem } from '../src/main/import/queue-store';
import { createServerApi } from '../src/main/import/server-api';
import { UploadQueue } from '../src/main/import/upload-queue';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [journal, serverUrl, folder, count] = process.argv.slice(2) as [string, string, string, string];
const api = createServerApi({ baseUrl: serverUrl, token: 'test' });
const opts = { api, store: new JournalQueueStore(journal), serverUrl, pauseMs: 0, retryDelaysMs: [] };

let queue = await UploadQueue.restore(opts);
if (!queue) {
  queue = new UploadQueue(opts);
  const items: QueueItem[] = [];
  for (let n = 0; n < Number(count); n++) {
    const file = path.join(folder, `${n}.jpg`);
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    items.push({
      ...newUploadEntry({ id: `f${n}`, fileName: `${n}.jpg`, size: readFileSync(file).length, kind: 'photo' as const, hash }),
      path: file,
      mime: 'image/jpeg',
      fields: { title: `Photo ${n}`, description: null, location: null, country: null, countryEn: null, countrySv: null, categoryIds: [], isPublished: true, sensitiveLocation: false },
      dateTaken: null,
      metadata: null,
    });
  }
  await queue.enqueue(items);
}
await queue.resume();
const left = queue.queueItems.filter((i) => i.status !== 'complete').length;
process.stdout.write(`finished, ${left} left\n`);
