import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { availableParallelism } from 'node:os';

/** sha256 of bytes already in memory, hex: the same digest the server stores for an upload. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** sha256 of a file, streamed (for checks where the bytes are not read anyway). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// The worker is plain CommonJS passed as a string, so the same code runs under Electron's main,
// Node, vitest and bun without a separate bundled worker file.
const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', ({ id, buffer, byteOffset, byteLength }) => {
  const hash = createHash('sha256').update(new Uint8Array(buffer, byteOffset, byteLength)).digest('hex');
  parentPort.postMessage({ id, hash });
});`;

interface Slot {
  worker: import('node:worker_threads').Worker;
  busy: number;
}

/**
 * sha256 on worker threads. Hashing is the one CPU-heavy step of an import (a 24 MP JPEG is ~9 MB;
 * SHA-256 runs at ~0.6 GB/s per core here, while the disk cache gives ~1.7 GB/s), so spreading it
 * over the cores keeps the import close to the speed of reading. The file's bytes are transferred,
 * not copied: the caller must be done with them (Exif is read first).
 */
export class HashPool {
  private slots: Slot[] = [];
  private waiting = new Map<number, { resolve: (h: string) => void; reject: (e: Error) => void; slot: Slot }>();
  private seq = 0;

  constructor(private readonly size = Math.max(1, Math.min(4, availableCores()))) {}

  private async slot(): Promise<Slot> {
    if (this.slots.length < this.size) {
      const { Worker } = await import('node:worker_threads');
      const worker = new Worker(WORKER_CODE, { eval: true });
      const slot: Slot = { worker, busy: 0 };
      worker.on('message', ({ id, hash }: { id: number; hash: string }) => {
        const w = this.waiting.get(id);
        if (!w) return;
        this.waiting.delete(id);
        if (--w.slot.busy === 0) w.slot.worker.unref();
        w.resolve(hash);
      });
      worker.on('error', (err) => {
        for (const [id, w] of this.waiting) if (w.slot === slot) (this.waiting.delete(id), w.reject(err));
        this.slots = this.slots.filter((s) => s !== slot);
      });
      worker.unref();
      this.slots.push(slot);
      return slot;
    }
    return this.slots.reduce((a, b) => (b.busy < a.busy ? b : a));
  }

  async hash(bytes: Uint8Array): Promise<string> {
    // Small or pooled buffers (sharing an ArrayBuffer) are cheaper to hash right here.
    if (bytes.byteLength < 256 * 1024 || bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength) return sha256(bytes);
    const slot = await this.slot();
    const id = ++this.seq;
    return new Promise<string>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, slot });
      if (slot.busy++ === 0) slot.worker.ref();
      const buffer = bytes.buffer as ArrayBuffer;
      slot.worker.postMessage({ id, buffer, byteOffset: 0, byteLength: bytes.byteLength }, [buffer]);
    });
  }

  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}

function availableCores(): number {
  return availableParallelism();
}
