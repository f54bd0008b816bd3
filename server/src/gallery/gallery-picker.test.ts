import { describe, expect, it } from 'bun:test';
import { API, GalleryPickerPageSchema } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { makeItem } from '../../test/factories';
import { clientGalleryItems } from '../db/schema';

const titles = (body: unknown) => GalleryPickerPageSchema.parse(body).items.map((i) => [i.title, i.alreadyIn]);

describe('the one photo picker answer (GET /api/admin/gallery/picker)', () => {
  it("finds a client gallery's photos through the search index, marks what it holds, and shows private photos only when asked", async () => {
    const t = await createTestApp('memory');
    const created = await t.request('POST', API.admin.clientGalleries, { body: { name: 'Polar Magazine', password: 'a long enough secret phrase' } });
    expect(created.status).toBe(201);
    const galleryId = created.body.id as number;
    const walrus = await makeItem(t.db, { title: 'Walrus on the ice', location: 'Kapp Lee', isPublished: true });
    const walrusVideo = await makeItem(t.db, { title: 'Walrus swimming', type: 'video', isPublished: true });
    await makeItem(t.db, { title: 'Fox in the snow', isPublished: false });
    const secret = await makeItem(t.db, { title: 'Walrus herd (client only)', isPrivate: true, isPublished: false });
    await t.db.insert(clientGalleryItems).values([
      { galleryId, itemId: walrus.id, position: 0 },
      { galleryId, itemId: secret.id, position: 1 },
    ]);

    const picker = (query: string) => t.get(`${API.admin.galleryPicker}?${query}`);
    // The gallery's own items, by the back-office search (prefixes, any field it indexes), newest added first.
    expect(titles((await picker(`clientGalleryId=${galleryId}&type=photo&q=walr`)).body)).toEqual([['Walrus on the ice', true]]);
    expect(titles((await picker(`clientGalleryId=${galleryId}&q=kapp`)).body)).toEqual([['Walrus on the ice', true]]);
    expect(titles((await picker(`q=walrus`)).body)).toEqual([
      ['Walrus swimming', false],
      ['Walrus on the ice', false],
    ]);
    // The published state narrows it; the private photos of client galleries come only when asked for.
    expect(titles((await picker(`clientGalleryId=${galleryId}&published=draft`)).body)).toEqual([['Fox in the snow', false]]);
    const privates = await picker(`clientGalleryId=${galleryId}&private=1`);
    expect(titles(privates.body)).toEqual([['Walrus herd (client only)', true]]);
    expect(GalleryPickerPageSchema.parse(privates.body).total).toBe(1);
    expect(JSON.stringify((await picker('q=walrus')).body)).not.toContain('client only');
    expect(walrusVideo.type).toBe('video');

    // An unknown gallery or collection is refused, with the reason.
    const unknown = await picker('clientGalleryId=99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBeString();
  });
});
