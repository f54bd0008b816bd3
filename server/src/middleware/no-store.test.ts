import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp } from '../../test/app';

describe('admin answers are never cached', () => {
  it('carry Cache-Control: no-store, refusals and file answers too', async () => {
    const t = await createTestApp();
    const gallery = await t.request('POST', API.admin.clientGalleries, { body: { name: 'Polar Magazine', password: null } });
    const answers = [
      await t.get(API.admin.clientGalleries),
      await t.get(API.admin.users),
      await t.get(API.admin.galleryItems),
      await t.get(`${API.admin.galleryItems}?limit=10`),
      await t.get(`${API.admin.clientGalleryFavourites(gallery.body.id)}?format=txt`),
      await t.get(API.admin.clientGallery(999)),
      await t.get(API.admin.users, { token: null }),
      await t.request('POST', API.admin.login, { body: { username: 'admin', password: 'wrong-password-here' }, token: null }),
      gallery,
    ];
    for (const res of answers) expect(res.headers.get('cache-control'), `${res.status} ${res.text.slice(0, 60)}`).toBe('no-store');
  });
});
