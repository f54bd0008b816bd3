import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp } from '../../test/app';

const BAD = ['javascript:alert(1)', 'JavaScript:alert(document.domain)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.jpg', '/\\evil.example/x.jpg', 'vbscript:x', 'photo.jpg'];

describe('admin-supplied media addresses', () => {
  it('accept only http(s) addresses and paths on this site, for items, slides and post images', async () => {
    const t = await createTestApp();
    const sends = (url: string) => [
      t.request('POST', API.admin.galleryItems, { body: { url, title: 'x' } }),
      t.request('POST', API.admin.galleryItems, { body: { url: 'https://cdn.example/a.jpg', thumbnailUrl: url, title: 'x' } }),
      t.request('POST', API.admin.heroImages, { body: { url, alt: 'x', isActive: true } }),
      t.request('POST', API.admin.blogPosts, { body: { titleNl: 'Titel', contentNl: '<p>x</p>', featuredImage: url } }),
    ];
    for (const url of BAD) {
      for (const res of await Promise.all(sends(url))) {
        expect({ url, status: res.status }).toEqual({ url, status: 400 });
        expect(res.body.message).toBe('Use a web address (https:// or http://) or a path on this site (/media/…)');
      }
    }
    expect(await t.count('galleryItems')).toBe(0);
    expect(await t.count('heroImages')).toBe(0);
    expect(await t.count('blogPosts')).toBe(0);
    for (const url of ['https://cdn.example/a.jpg', 'http://photos.example/b.jpg', '/images/c.jpg']) {
      const [item, , hero] = await Promise.all(sends(url));
      expect(item!.status).toBe(201);
      expect(hero!.status).toBe(201);
    }
  });
});
