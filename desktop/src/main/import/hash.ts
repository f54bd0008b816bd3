import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

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
