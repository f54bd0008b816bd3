import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DraftFieldsSchema, PhotoMetadataSchema, QueueItemStatusSchema, QueueRunStateSchema } from '@portfolio/shared';

export const QueueItemSchema = z.object({
  id: z.string(),
  path: z.string(),
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  hash: z.string().regex(/^[a-f0-9]{64}$/),
  mime: z.string(),
  kind: z.enum(['photo', 'video']),
  fields: DraftFieldsSchema,
  dateTaken: z.string().nullable(),
  metadata: PhotoMetadataSchema.nullable(),
  status: QueueItemStatusSchema,
  error: z.string().nullable(),
  /**
   * Set before the first request that could reach the server with this file. An attempted item
   * that is not complete is looked up by hash before anything is sent again, so a crash, a
   * time-out or a pause mid-request never makes a second copy.
   */
  attempted: z.boolean(),
  /** The server's answer to the file upload, kept so a failed gallery-item call doesn't re-send the bytes. */
  upload: z.object({ hash: z.string().nullable().optional(), url: z.string(), thumbnailUrl: z.string().nullable(), type: z.enum(['photo', 'video']) }).nullable(),
  galleryItemId: z.number().int().nullable(),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const PersistedQueueSchema = z.object({
  version: z.literal(1),
  serverUrl: z.string(),
  state: QueueRunStateSchema,
  items: z.array(QueueItemSchema),
  updatedAt: z.string(),
});
export type PersistedQueue = z.infer<typeof PersistedQueueSchema>;

export interface QueueStore {
  load(): Promise<PersistedQueue | null>;
  save(queue: PersistedQueue): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The upload queue as one JSON file, written atomically: the new content goes to a temp file in
 * the same folder and is renamed over the old one, so a laptop that sleeps or loses power mid-write
 * leaves either the old or the new queue, never half of one. Writes are serialised in call order.
 */
export class JsonQueueStore implements QueueStore {
  private chain: Promise<void> = Promise.resolve();
  private seq = 0;

  constructor(readonly file: string) {}

  async load(): Promise<PersistedQueue | null> {
    await this.chain;
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch {
      return null;
    }
    try {
      const parsed = PersistedQueueSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  save(queue: PersistedQueue): Promise<void> {
    const text = JSON.stringify(queue);
    const tmp = `${this.file}.${process.pid}.${++this.seq}.tmp`;
    const write = async () => {
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(tmp, text, 'utf8');
      await rename(tmp, this.file);
    };
    this.chain = this.chain.then(write, write);
    return this.chain;
  }

  clear(): Promise<void> {
    const remove = () => rm(this.file, { force: true });
    this.chain = this.chain.then(remove, remove);
    return this.chain;
  }
}

/** In-memory store for tests and for runs that need no persistence. */
export class MemoryQueueStore implements QueueStore {
  data: PersistedQueue | null = null;
  saves = 0;
  async load() {
    return this.data ? structuredClone(this.data) : null;
  }
  async save(queue: PersistedQueue) {
    this.saves++;
    this.data = structuredClone(queue);
  }
  async clear() {
    this.data = null;
  }
}
