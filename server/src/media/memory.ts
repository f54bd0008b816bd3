import { dlopen, FFIType } from 'bun:ffi';

/**
 * glibc keeps freed native memory (libvips' pixel buffers) in its arenas instead of returning it
 * to the system, so after a batch of 24 MP photos the RSS stays at the batch's peak. malloc_trim
 * hands the free pages back. Missing on musl and macOS: then only the JS heap is collected.
 */
let trim: ((pad: number) => number) | null | undefined;

function mallocTrim(): ((pad: number) => number) | null {
  if (trim !== undefined) return trim;
  try {
    const lib = dlopen('libc.so.6', { malloc_trim: { args: [FFIType.u64], returns: FFIType.i32 } });
    trim = (pad) => lib.symbols.malloc_trim(pad) as number;
  } catch {
    trim = null;
  }
  return trim;
}

let timer: ReturnType<typeof setTimeout> | null = null;
/** When releaseMemorySoon was last called, and the pause it asked for. */
let lastCall = 0;
let pause = 1000;

/**
 * Run after every piece of heavy work: the decoded pixels of the previous photo are a JS Buffer
 * that the collector would otherwise keep for a while, and the encoder's freed buffers stay in
 * glibc's arenas. Without it the floor under each encode grew by about 100 MB during a batch.
 */
function releaseMemoryNow(): void {
  Bun.gc(true);
  mallocTrim()?.(0);
}

/**
 * Returns freed memory to the system a moment after heavy image work ends (debounced): once
 * `delayMs` pass without another call. Called on every request, so a call only notes the time; one
 * timer looks again when it fires.
 */
export function releaseMemorySoon(delayMs = 1000): void {
  lastCall = Date.now();
  pause = delayMs;
  if (!timer) arm(delayMs);
}

function arm(delayMs: number): void {
  timer = setTimeout(() => {
    const rest = lastCall + pause - Date.now();
    if (rest > 0) return arm(rest);
    timer = null;
    Bun.gc(true);
    mallocTrim()?.(0);
  }, delayMs);
  timer.unref?.();
}

/**
 * The memory of a long streamed answer (a whole list written into its snapshot). Each database
 * statement holds native memory that is freed only when its JS object is collected and the
 * finalizer then runs on a later turn of the event loop; a stream that pulls batch after batch in
 * one go lets tens of MB of them pile up (about 40 KB a statement, a dozen per 1,000 items). Every
 * `every` items written (about 5 MB of statements), collect and give the event loop a turn so they
 * are freed; at the end the freed memory is handed back. A full collection takes 50 to 300 ms on a
 * busy machine, so not more often.
 */
export function streamedMemory(every = 10_000): { written(items: number): Promise<void> | undefined; done(): void } {
  let items = 0;
  let collected = 0;
  return {
    written: (n) => {
      items += n;
      if (items - collected < every) return undefined;
      collected = items;
      Bun.gc(true);
      return new Promise((resolve) => setImmediate(resolve));
    },
    done: () => {
      if (collected > 0) releaseMemorySoon();
    },
  };
}

/**
 * Heavy image work (a full decode of an original and its encodes) that may run at once, shared
 * by uploads and the derivative queue: MEDIA_WORKERS slots. Uploads are served first, since a
 * person waits for them. Each decode of a large photo holds its pixels, so this bounds the peak.
 */
class ImageSlots {
  private capacity = 1;
  private inUse = 0;
  private readonly urgent: (() => void)[] = [];
  private readonly background: (() => void)[] = [];

  setCapacity(n: number): void {
    this.capacity = Math.max(1, n);
    this.wake();
  }

  async run<T>(urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (this.inUse < this.capacity) this.inUse++;
    // wake() counts the slot for a waiter before resolving it.
    else await new Promise<void>((resolve) => (urgent ? this.urgent : this.background).push(resolve));
    try {
      return await work();
    } finally {
      this.inUse--;
      this.wake();
      if (this.inUse === 0) {
        releaseMemoryNow();
        releaseMemorySoon();
      }
    }
  }

  private wake(): void {
    while (this.inUse < this.capacity) {
      const next = this.urgent.shift() ?? this.background.shift();
      if (!next) return;
      this.inUse++;
      next();
    }
  }
}

export const imageSlots = new ImageSlots();
