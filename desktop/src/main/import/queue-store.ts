import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
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
  /**
   * Keeps the queue. `changed` lists the entries changed since the last save; without it the
   * whole queue is written.
   */
  save(queue: PersistedQueue, changed?: readonly QueueItem[]): Promise<void>;
  clear(): Promise<void>;
}

/** One line of the journal: the whole queue (a compaction), or the run state with the entries that changed. */
const JournalLineSchema = z.union([
  PersistedQueueSchema,
  z.object({ serverUrl: z.string(), state: QueueRunStateSchema, updatedAt: z.string(), changed: z.array(QueueItemSchema) }),
]);

export interface JournalOptions {
  /** Changed entries written since the last compaction before the journal is rewritten whole: at least this many… */
  compactAfter?: number;
  /** …and at least this many times the queue's length, so compaction costs O(1) per change on average. */
  compactFactor?: number;
  /** fdatasync after each write: a change the queue went on from survives a power cut, not only a crash. */
  sync?: boolean;
}

/**
 * The upload queue as an append-only journal (JSON lines). A change appends one line with the run
 * state and the entries that changed, so the bytes written per change do not grow with the queue
 * (a card of 10,000 files no longer rewrites megabytes per file). Once the lines hold more changed
 * entries than `compactFactor` times the queue, the journal is rewritten as one line with the whole
 * queue: written to a temp file, synced and renamed over the journal, so a crash leaves the old or
 * the new journal, never half of one. Loading replays the lines in order; a last line cut short by
 * a crash is left out, and everything before it stands. Writes are serialised in call order.
 *
 * A queue file of the earlier format (one JSON object with every entry) is a journal of one line.
 */
export class JournalQueueStore implements QueueStore {
  private chain: Promise<void> = Promise.resolve();
  private seq = 0;
  /** Changed entries appended since the journal was last written whole. */
  private appended = 0;
  /** Bytes written, for the bench. */
  bytesWritten = 0;
  private readonly compactAfter: number;
  private readonly compactFactor: number;
  private readonly sync: boolean;

  constructor(
    readonly file: string,
    opts: JournalOptions = {},
  ) {
    this.compactAfter = opts.compactAfter ?? 1000;
    this.compactFactor = opts.compactFactor ?? 2;
    this.sync = opts.sync ?? true;
  }

  async load(): Promise<PersistedQueue | null> {
    await this.chain;
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch {
      return null;
    }
    let head: Omit<PersistedQueue, 'items'> | null = null;
    const items = new Map<string, QueueItem>();
    let appended = 0;
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      let parsed: z.infer<typeof JournalLineSchema>;
      try {
        const result = JournalLineSchema.safeParse(JSON.parse(line));
        if (!result.success) break;
        parsed = result.data;
      } catch {
        // A line cut short by a crash mid-write: what came before it is the queue.
        break;
      }
      if ('items' in parsed) {
        items.clear();
        for (const item of parsed.items) items.set(item.id, item);
        appended = 0;
      } else {
        for (const item of parsed.changed) items.set(item.id, item);
        appended += parsed.changed.length;
      }
      head = { version: 1, serverUrl: parsed.serverUrl, state: parsed.state, updatedAt: parsed.updatedAt };
    }
    if (!head) return null;
    this.appended = appended;
    return { ...head, items: [...items.values()] };
  }

  save(queue: PersistedQueue, changed?: readonly QueueItem[]): Promise<void> {
    const whole = !changed || this.appended + changed.length > Math.max(this.compactAfter, this.compactFactor * queue.items.length);
    const write = whole ? () => this.rewrite(queue) : () => this.append(queue, changed);
    this.chain = this.chain.then(write, write);
    return this.chain;
  }

  clear(): Promise<void> {
    const remove = async () => {
      await rm(this.file, { force: true });
      this.appended = 0;
    };
    this.chain = this.chain.then(remove, remove);
    return this.chain;
  }

  private async append(queue: PersistedQueue, changed: readonly QueueItem[]): Promise<void> {
    const { serverUrl, state, updatedAt } = queue;
    const line = `${JSON.stringify({ serverUrl, state, updatedAt, changed })}\n`;
    await mkdir(path.dirname(this.file), { recursive: true });
    const fh = await open(this.file, 'a');
    try {
      await fh.appendFile(line, 'utf8');
      if (this.sync) await fh.datasync();
    } finally {
      await fh.close();
    }
    this.appended += changed.length;
    this.bytesWritten += Buffer.byteLength(line);
  }

  private async rewrite(queue: PersistedQueue): Promise<void> {
    const text = `${JSON.stringify(queue)}\n`;
    const tmp = `${this.file}.${process.pid}.${++this.seq}.tmp`;
    await mkdir(path.dirname(this.file), { recursive: true });
    const fh = await open(tmp, 'w');
    try {
      await fh.writeFile(text, 'utf8');
      if (this.sync) await fh.datasync();
    } finally {
      await fh.close();
    }
    await rename(tmp, this.file);
    this.appended = 0;
    this.bytesWritten += Buffer.byteLength(text);
  }
}

/** In-memory store for tests and for runs that need no persistence. */
export class MemoryQueueStore implements QueueStore {
  data: PersistedQueue | null = null;
  saves = 0;
  async load() {
    return this.data ? structuredClone(this.data) : null;
  }
  async save(queue: PersistedQueue, _changed?: readonly QueueItem[]) {
    this.saves++;
    this.data = structuredClone(queue);
  }
  async clear() {
    this.data = null;
  }
}
