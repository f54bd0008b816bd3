import { describe, expect, it } from 'bun:test';
import { makePost } from '../../test/factories';
import { mediaKeysInTexts } from '../media/post-media';
import { ingestBytes } from '../media/ingest.service';
import { makeJpeg, makeTestCtx } from '../media/media-test-kit';
import { getPublicPost } from './blog.service';
import { ENCODES_IMAGES } from '../../test/timeouts';

describe('a public post', () => {
  it('carries the sizes of the site photos its text shows, in the language asked', async () => {
    const ctx = await makeTestCtx();
    try {
      const owl = await ingestBytes(ctx, await makeJpeg({ width: 1200, height: 800, seed: 1 }), 'owl.jpg');
      const fox = await ingestBytes(ctx, await makeJpeg({ width: 900, height: 600, seed: 2 }), 'fox.jpg');
      const doc = { type: 'doc', content: [{ type: 'image', attrs: { src: fox.url, alt: 'Fox' } }] };
      await makePost(ctx.db, {
        slug: 'uilen',
        isPublished: true,
        contentNl: `<p>Uil</p><img src="${owl.url}" alt="Uil"><img src="https://elders.example/x.jpg">`,
        contentEn: JSON.stringify(doc),
      });

      const nl = await getPublicPost(ctx.db, 'uilen', 'nl');
      expect(Object.keys(nl.contentImages)).toEqual([owl.url]);
      expect(nl.contentImages[owl.url]).toMatchObject({ width: 1200, height: 800 });
      expect(nl.contentImages[owl.url]!.webp.length).toBeGreaterThan(0);

      // The English text is an editor document with another photo.
      const en = await getPublicPost(ctx.db, 'uilen', 'en');
      expect(Object.keys(en.contentImages)).toEqual([fox.url]);
    } finally {
      ctx.db.$client.close();
      ctx.cleanup();
    }
  }, ENCODES_IMAGES);

  it('finds the photos of the site in HTML and in documents: by their key, else by a relative or absolute src', () => {
    const [ab, cd, ef] = ['ab', 'cd', 'ef'].map((x) => x.repeat(32));
    const html = `<img src="/media/${ab}-960.jpg"><img data-media="${cd}" src="/elsewhere.jpg"><img src='https://site.example/media/${ef}-960.webp'> <img src="https://x.example/a.jpg">`;
    expect(mediaKeysInTexts([html])).toEqual([ab!, cd!, ef!]);
    const doc = JSON.stringify({ type: 'doc', content: [{ type: 'image', attrs: { src: `/media/${ef}-1600.jpg` } }, { type: 'image', attrs: { src: '/x.jpg', media: ab } }] });
    expect(mediaKeysInTexts([doc, null, html])).toEqual([ef!, ab!, cd!]);
    expect(mediaKeysInTexts(['<p>No photos</p>'])).toEqual([]);
  });
});
