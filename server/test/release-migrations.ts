import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const committed = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'src', 'db', 'migrations');

/** A copy of the committed migrations up to and including `last`, as that release shipped them (for migration tests). */
export function migrationsUpTo(last: string, dir: string): string {
  const out = path.join(dir, 'release-migrations');
  mkdirSync(path.join(out, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(committed, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === last) + 1);
  for (const e of entries) copyFileSync(path.join(committed, `${e.tag}.sql`), path.join(out, `${e.tag}.sql`));
  writeFileSync(path.join(out, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return out;
}
