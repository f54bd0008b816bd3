import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { migrationsUpTo } from '../../test/release-migrations';
import { favouriteCount, lockSelection, requireAccess, setFavourite } from '../client-galleries/client-access.service';
import { getClientGallery, getGalleryRow } from '../client-galleries/client-galleries.service';
import { openDb } from './client';

describe('migration 0023 on client galleries of the release before it', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'client-proofing-migration-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every gallery working as it did: no limits, no PIN, no watermark, downloads as set, a sent selection still open', async () => {
    const file = path.join(dataDir, 'portfolio.db');
    const raw = createClient({ url: `file:${file}` });
    await migrate(drizzle(raw), { migrationsFolder: migrationsUpTo('0022_fediverse', dataDir) });
    const sentAt = Date.UTC(2026, 10, 2, 9, 30);
    await raw.execute(`INSERT INTO client_galleries (id, name, token, downloads, selection_sent_at) VALUES
      (1, 'Full size', 'tokentokentokentokentoken01', 'original', NULL),
      (2, 'Web size, sent', 'tokentokentokentokentoken02', 'web', ${sentAt}),
      (3, 'No downloads', 'tokentokentokentokentoken03', 'none', NULL)`);
    await raw.execute(`INSERT INTO gallery_items (id, title, url, is_published, position) VALUES
      (1, 'Walrus', 'https://photos.example.org/1.jpg', 0, 'd0001'),
      (2, 'Fox', 'https://photos.example.org/2.jpg', 0, 'd0002')`);
    await raw.execute(`INSERT INTO client_gallery_items (gallery_id, item_id, position) VALUES (2, 1, 0), (2, 2, 1)`);
    await raw.execute(`INSERT INTO client_gallery_favourites (gallery_id, item_id, comment) VALUES (2, 1, 'Cover')`);
    await raw.execute(`INSERT INTO client_gallery_sessions (token_hash, gallery_id, expires_at) VALUES ('abc', 2, ${Date.now() + 3600_000})`);
    raw.close();

    const db = await openDb(`file:${file}`);
    const none = { maxPicks: null, minPicks: null, hasDownloadPin: false, proofWatermark: false, proofsPending: 0 };
    expect(await getClientGallery(db, 1)).toMatchObject({ ...none, downloads: 'original', downloadSizes: ['web', 'original'], selectionState: 'open' });
    expect(await getClientGallery(db, 2)).toMatchObject({
      ...none,
      downloads: 'web',
      downloadSizes: ['web'],
      selectionState: 'open',
      selectionSentAt: new Date(sentAt).toISOString(),
      selectionReopenedAt: null,
      downloadsBySize: { web: 0, original: 0 },
    });
    expect(await getClientGallery(db, 3)).toMatchObject({ ...none, downloads: 'none', downloadSizes: ['web'] });

    // The selection sent before selections were locked can still change and be sent again (it locks then).
    const row = await getGalleryRow(db, 2);
    expect(await requireAccess(db, row, undefined, 'en')).toEqual({ downloadsUnlocked: true });
    await setFavourite(db, row, 2, 'Inside', 'en');
    expect(await favouriteCount(db, 2)).toBe(2);
    await lockSelection(db, row, 'en');
    expect((await getClientGallery(db, 2)).selectionState).toBe('sent');
    db.$client.close();
  });
});
