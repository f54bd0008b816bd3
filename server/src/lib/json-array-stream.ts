import { streamedMemory } from '../media/memory';

/**
 * A JSON array written a batch at a time as `open`'s batches come: a whole list answered without
 * holding it in memory (the specification's unpaged calls). Cancelled, the batches stop too.
 */
export function jsonArrayStream(open: () => AsyncGenerator<unknown[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const memory = streamedMemory();
  let batches: AsyncGenerator<unknown[]> | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      batches ??= open();
      // An empty batch writes nothing: read on, as a pull must enqueue or close.
      let next = await batches.next();
      while (!next.done && !next.value.length) next = await batches.next();
      const { value, done } = next;
      if (done) {
        controller.enqueue(encoder.encode(first ? '[]' : ']'));
        controller.close();
        memory.done();
        return;
      }
      const json = value.map((item) => JSON.stringify(item)).join(',');
      controller.enqueue(encoder.encode((first ? '[' : ',') + json));
      first = false;
      await memory.written(value.length);
    },
    async cancel() {
      memory.done();
      await batches?.return(undefined);
    },
  });
}
