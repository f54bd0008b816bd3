import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { migrationsUpTo } from '../../test/release-migrations';
import { openDb } from './client';
import { statsDaily, statsEvents } from './schema';

describe('migration 0031 on statistics counted by address', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stats-pages-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('counts the pages counted before by their names, the views of a day added together', async () => {
    const file = path.join(dataDir, 'portfolio.db');
    const raw = createClient({ url: `file:${file}` });
    await migrate(drizzle(raw), { migrationsFolder: migrationsUpTo('0030_second_privacy_review', dataDir) });
    await raw.execute(`INSERT INTO stats_daily (day, kind, key, views, visitors) VALUES
      ('2026-11-01', 'page', '/', 10, 6),
      ('2026-11-01', 'page', '/gallery', 7, 5),
      ('2026-11-01', 'page', '/gallery/12', 3, 2),
      ('2026-11-01', 'page', '/gallery/13', 4, 1),
      ('2026-11-01', 'page', '/blog/ice-and-light', 2, 2),
      ('2026-11-01', 'page', '(other)', 5, 3),
      ('2026-11-02', 'page', '/blog', 1, 1),
      ('2026-11-01', 'photo_view', '12', 3, 2),
      ('2026-11-01', 'language', 'sv', 9, 4)`);
    await raw.execute(`INSERT INTO stats_events (day, visitor, kind, key, language) VALUES
      ('2026-11-03', 'aaaaaaaaaaaaaaaa', 'pageview', '/gallery/12', 'en'),
      ('2026-11-03', 'aaaaaaaaaaaaaaaa', 'pageview', '(other)', 'en'),
      ('2026-11-03', 'aaaaaaaaaaaaaaaa', 'image_view', '12', '')`);
    raw.close();

    const db = await openDb(`file:${file}`);
    const daily = (await db.select().from(statsDaily)).map((r) => [r.day, r.kind, r.key, r.views, r.visitors]).sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
    expect(daily).toEqual([
      ['2026-11-01', 'language', 'sv', 9, 4],
      ['2026-11-01', 'page', '(other)', 5, 3],
      ['2026-11-01', 'page', 'gallery', 7, 5],
      ['2026-11-01', 'page', 'home', 10, 6],
      ['2026-11-01', 'page', 'photo', 7, 3],
      ['2026-11-01', 'page', 'post', 2, 2],
      ['2026-11-01', 'photo_view', '12', 3, 2],
      ['2026-11-02', 'page', 'blog', 1, 1],
    ]);
    expect((await db.select().from(statsEvents)).map((r) => [r.kind, r.key])).toEqual([
      ['pageview', 'photo'],
      ['pageview', '(other)'],
      ['image_view', '12'],
    ]);
    db.$client.close();
  });
});
