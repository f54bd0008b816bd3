import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * This server instance's name in shared state (job leases): kept in DATA_DIR/instance-id, so a
 * restart after a crash knows which leases were its own. Give each instance its own DATA_DIR.
 */
export function instanceIdFor(dataDir: string): string {
  const file = path.join(dataDir, 'instance-id');
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (id) return id;
  } catch {
    // first start
  }
  const id = randomUUID();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, id);
  return id;
}
