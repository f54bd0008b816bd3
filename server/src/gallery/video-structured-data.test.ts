import { describe, expect, it } from 'bun:test';
import { mediaAssets } from '../db/schema';
import { createTestApp } from '../../test/app';
import { makeItem } from '../../test/factories';

const SITE = 'https://photos.example';
const HASH = 'a'.repeat(64);

describe("a film's page", () => {
  it('describes the film as a VideoObject with its length from the upload', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    // As the upload stores a video: ffprobe's length in seconds with the file.
    await t.db.insert(mediaAssets).values({ hash: HASH, kind: 'video', mime: 'video/mp4', size: 1000, originalFile: `originals/${HASH}.mp4`, width: 1920, height: 1080, metadata: { duration: 63.2 } });
    const item = await makeItem(t.db, { title: 'Reindeer crossing', type: 'video', mediaHash: HASH, dateTaken: new Date('2024-03-01T10:00:00Z') });

    const api = (await t.get(`/api/gallery/items/${item.id}?language=en`)).body;
    expect(api.duration).toBe(63.2);

    const html = await (await t.app.request(`/en/gallery/${item.id}`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const video = ld.find((o) => o['@type'] === 'VideoObject');
    expect(video).toMatchObject({ duration: 'PT1M3S', width: 1920, height: 1080, uploadDate: '2024-03-01T10:00:00.000Z' });
    expect(video.contentUrl).toEndWith('.mp4');
  });

  it('has no length for a photo', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const item = await makeItem(t.db, { title: 'Puffin' });
    expect((await t.get(`/api/gallery/items/${item.id}?language=en`)).body.duration).toBeUndefined();
  });
});
