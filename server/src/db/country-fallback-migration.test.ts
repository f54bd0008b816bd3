import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { migrationsUpTo } from '../../test/release-migrations';
import { makeItem } from '../../test/factories';
import { publicGalleryFacets } from '../gallery/gallery.service';
import { openDb } from './client';

describe('migration 0020 on a gallery of the release before it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'country-fallback-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every count and learns which country names are the Dutch ones standing in', async () => {
    const file = path.join(dataDir, 'portfolio.db');
    const raw = createClient({ url: `file:${file}` });
    await migrate(drizzle(raw), { migrationsFolder: migrationsUpTo('0019_item_reference_indexes', dataDir) });
    await raw.execute(`INSERT INTO categories (id, name, name_en, type) VALUES (1, 'Uilen', 'Owls', 'animal')`);
    await raw.execute(`INSERT INTO gallery_items (id, title, url, country, country_en, country_sv, is_published, position) VALUES
      (1, 'Uil', 'https://photos.example.org/1.jpg', 'Zweden', 'Sweden', 'Sverige', 1, 'd0001'),
      (2, 'Eland', 'https://photos.example.org/2.jpg', 'Zweden', '', NULL, 1, 'd0002'),
      (3, 'Rendier', 'https://photos.example.org/3.jpg', 'Noorwegen', NULL, 'Norge', 1, 'd0003'),
      (4, 'Concept', 'https://photos.example.org/4.jpg', 'IJsland', NULL, NULL, 0, 'd0004')`);
    await raw.execute(`INSERT INTO gallery_item_categories (item_id, category_id) VALUES (1, 1), (2, 1), (3, 1)`);
    raw.close();

    const db = await openDb(`file:${file}`);
    expect((await publicGalleryFacets(db, {}, 'en')).countries).toEqual([
      { value: 'Noorwegen', count: 1, lang: 'nl' },
      { value: 'Sweden', count: 1, lang: 'en' },
      { value: 'Zweden', count: 1, lang: 'nl' },
    ]);
    expect((await publicGalleryFacets(db, { category: 1 }, 'sv')).countries).toEqual([
      { value: 'Norge', count: 1, lang: 'sv' },
      { value: 'Sverige', count: 1, lang: 'sv' },
      { value: 'Zweden', count: 1, lang: 'nl' },
    ]);
    // The triggers made again keep them: an English name given, the Dutch one's mark goes.
    await db.$client.execute(`UPDATE gallery_items SET country_en = 'Norway' WHERE id = 3`);
    await makeItem(db, { title: 'Vos', country: 'IJsland', countryEn: '' }, [1]);
    expect((await publicGalleryFacets(db, { category: 1 }, 'en')).countries).toEqual([
      { value: 'IJsland', count: 1, lang: 'nl' },
      { value: 'Norway', count: 1, lang: 'en' },
      { value: 'Sweden', count: 1, lang: 'en' },
      { value: 'Zweden', count: 1, lang: 'nl' },
    ]);
    db.$client.close();
  });
});
