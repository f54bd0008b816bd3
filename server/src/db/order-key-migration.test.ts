import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { asc, desc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { migrationsUpTo } from '../../test/release-migrations';
import { openDb } from './client';
import { galleryItems } from './schema';

describe('migration 0014 on a gallery of the release before it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'order-key-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives every item an order key in the order the gallery showed (newest taken first), none featured', async () => {
    const file = path.join(dataDir, 'portfolio.db');
    const raw = createClient({ url: `file:${file}` });
    await migrate(drizzle(raw), { migrationsFolder: migrationsUpTo('0010_gallery_archive', dataDir) });
    // 70 items (more than one base-62 digit of keys), dated out of insertion order, two undated.
    const dated = Array.from({ length: 68 }, (_, i) => `(${i + 1}, 'Photo ${i + 1}', 'https://photos.example.org/${i + 1}.jpg', ${Date.UTC(2000 + ((i * 37) % 68), 0, 1) / 1000})`);
    await raw.execute(`INSERT INTO gallery_items (id, title, url, date_taken) VALUES ${[...dated, "(69, 'Undated A', 'https://photos.example.org/a.jpg', NULL)", "(70, 'Undated B', 'https://photos.example.org/b.jpg', NULL)"].join(', ')}`);
    raw.close();

    const db = await openDb(`file:${file}`);
    const byKey = await db.select().from(galleryItems).orderBy(asc(galleryItems.position), desc(galleryItems.id));
    const newest = await db.select().from(galleryItems).orderBy(desc(galleryItems.dateTaken), desc(galleryItems.id));
    expect(byKey.map((r) => r.id)).toEqual(newest.map((r) => r.id));
    expect(new Set(byKey.map((r) => r.position)).size).toBe(70);
    expect(byKey.every((r) => /^d[0-9A-Za-z]{4}$/.test(r.position) && !r.featured)).toBe(true);
    db.$client.close();
  });
});
