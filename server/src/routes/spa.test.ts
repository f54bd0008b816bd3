import { describe, expect, it } from 'bun:test';
import { API, AppDataSchema } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { makeCategory, makeHero, makeItem, makePost } from '../../test/factories';
import { INLINE_GALLERY_MAX_ITEMS, heroPreload, scriptJson } from './spa';

describe('SPA and static files', () => {
  it('serves hashed assets as immutable and other files with a short cache', async () => {
    const t = await createTestApp();
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toContain('console.log');
    const icon = await t.app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect((await t.app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sends the precompressed copy of a built file when the client accepts it', async () => {
    const t = await createTestApp();
    const dir = t.env.STATIC_ROOT + '/assets';
    const plain = await Bun.file(dir + '/app-abc123.js').text();
    await Bun.write(dir + '/app-abc123.js.br', Bun.gzipSync(plain)); // bytes only need to differ
    await Bun.write(dir + '/app-abc123.js.gz', Bun.gzipSync(plain));
    const br = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await t.app.request('/assets/app-abc123.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(plain);
    const none = await t.app.request('/assets/app-abc123.js');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(plain);
  });

  it('falls back to index.html (no-cache) for client routes, and never escapes STATIC_ROOT', async () => {
    const t = await createTestApp();
    for (const p of ['/', '/gallery', '/blog/some-post', '/..%2f..%2fetc%2fpasswd']) {
      const res = await t.app.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves the back-office page (admin.html) for /admin and its screens, never the site page', async () => {
    const t = await createTestApp();
    for (const p of ['/admin', '/admin/login', '/admin/blog/new']) {
      const res = await t.app.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('/assets/admin-abc123.js');
      expect(html).not.toContain('app-data');
    }
    // admin.html is not a file of the site: that path is an unknown page of the public site.
    const asFile = await (await t.app.request('/admin.html')).text();
    expect(asFile).not.toContain('admin-abc123');
    expect(asFile).toContain('id="app-data"');
  });

  it('answers JSON 404 for unknown /api paths, and does not serve /media', async () => {
    const t = await createTestApp();
    const res = await t.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect((await t.request('POST', '/api/nope')).status).toBe(404);
    expect((await t.app.request('/media/x.jpg')).headers.get('content-type')).not.toContain('text/html');
  });

  it('inlines the active hero images on public pages and preloads the first one on the home page', async () => {
    const t = await createTestApp();
    await makeHero(t.db, { url: '/media/first.jpg', alt: '</script><script>alert(1)</script>', displayOrder: 0 });
    await makeHero(t.db, { url: '/media/second.jpg', displayOrder: 1 });
    const html = await (await t.app.request('/')).text();
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<link rel="preload" as="image" href="/media/first.jpg"');
    const data = /<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(data).not.toContain('<');
    const api = (await t.get(API.heroImages)).body;
    expect(JSON.parse(data)).toEqual({ heroImages: api, language: 'en', siteConfig: (await t.get(API.siteConfig)).body });
    const gallery = await (await t.app.request('/gallery')).text();
    expect(gallery).toContain('"heroImages":[{');
    expect(gallery).not.toContain('href="/media/first.jpg"');
  });

  it('puts the site config in the page only when it is the same for every visitor', async () => {
    const pageData = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
      AppDataSchema.parse(JSON.parse(/<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(await (await t.app.request('/blog')).text())![1]!));
    const plain = await createTestApp('memory', { ANALYTICS_ID: 'G-TEST123' });
    expect((await pageData(plain)).siteConfig).toEqual({ analyticsId: 'G-TEST123', geoLookupUrl: null, visitorCountry: null });
    // A proxy reports each visitor's country: the browser asks /api/site-config for its own.
    const perVisitor = await createTestApp('memory', { ANALYTICS_ID: 'G-TEST123', COUNTRY_HEADER: 'CF-IPCountry' });
    expect((await pageData(perVisitor)).siteConfig).toBeUndefined();
  });

  it('preloads the chunk of the screen a page shows, as Vite built it', async () => {
    const t = await createTestApp();
    await makePost(t.db, { slug: 'poolnacht', isPublished: true });
    await Bun.write(
      t.env.STATIC_ROOT + '/.vite/manifest.json',
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_queries-1.js': { file: 'assets/queries-1.js', imports: ['_react-1.js'] },
        'src/public/routes/blog-post.tsx': { file: 'assets/blog-post-1.js', imports: ['index.html', '_queries-1.js'] },
        'src/public/routes/gallery-page.tsx': { file: 'assets/gallery-page-1.js', imports: ['_queries-1.js'] },
      }),
    );
    const post = await (await t.app.request('/blog/poolnacht')).text();
    expect(post).toContain('<link rel="modulepreload" crossorigin href="/assets/blog-post-1.js"><link rel="modulepreload" crossorigin href="/assets/queries-1.js">');
    expect(post).not.toContain('react-1.js');
    expect(await (await t.app.request('/gallery')).text()).toContain('href="/assets/gallery-page-1.js"');
    expect(await (await t.app.request('/')).text()).not.toContain('modulepreload');
    expect((await t.app.request('/.vite/manifest.json')).headers.get('content-type')).toContain('text/html');
  });

  it('paints the first hero image before any script on the home page only', async () => {
    const t = await createTestApp();
    await makeHero(t.db, { url: '/media/first.jpg', alt: 'Fjord at dawn', displayOrder: 0 });
    const home = await (await t.app.request('/')).text();
    expect(home).toMatch(/<div id="root"><section [^>]*aria-hidden="true">.*<img src="\/media\/first.jpg" alt="Fjord at dawn" fetchpriority="high"/s);
    const gallery = await (await t.app.request('/gallery')).text();
    expect(gallery).toContain('<div id="root"></div>');
    expect(gallery).toContain('app-data');
  });

  it('preloads the header image of a post on its page', async () => {
    const t = await createTestApp();
    await makeHero(t.db, { url: '/media/hero.jpg', displayOrder: 0 });
    await makePost(t.db, { slug: 'poolnacht', featuredImage: '/media/header.jpg', isPublished: true });
    const post = await (await t.app.request('/blog/poolnacht')).text();
    expect(post).toContain('<link rel="preload" as="image" href="/media/header.jpg"');
    expect(post).not.toContain('href="/media/hero.jpg"');
    const missing = await (await t.app.request('/blog/no-such-post')).text();
    expect(missing).not.toContain('/media/header.jpg');
  });

  it('carries the first screen data of /gallery, /blog and a post, as the API answers it in English', async () => {
    const t = await createTestApp();
    const category = await makeCategory(t.db, { name: 'Birds' });
    await makeItem(t.db, { title: 'Puffin', isPublished: true }, [category.id]);
    await makePost(t.db, { slug: 'poolnacht', isPublished: true });
    const appData = async (path: string) => {
      const html = await (await t.app.request(path)).text();
      return AppDataSchema.parse(JSON.parse(/<script id="app-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!));
    };
    const gallery = await appData('/gallery');
    expect(gallery.galleryItems).toEqual((await t.get(`${API.galleryItems}?language=en`)).body);
    expect(gallery.galleryCategories).toEqual((await t.get(`${API.galleryCategories}?language=en`)).body);
    expect((await appData('/blog')).posts).toEqual((await t.get(`${API.blogPosts}?language=en`)).body);
    const { viewCount, ...post } = (await appData('/blog/poolnacht')).post!;
    const { viewCount: counted, ...api } = (await t.get(`${API.blogPost('poolnacht')}?language=en`)).body as typeof post & { viewCount: number };
    expect(post).toEqual(api);
    expect(counted).toBe(viewCount + 1);
  });

  it('leaves a large gallery to the API but still preloads its first tile', async () => {
    const t = await createTestApp();
    for (let i = 0; i <= INLINE_GALLERY_MAX_ITEMS; i++) await makeItem(t.db, { title: `Item ${i}`, url: `/media/item-${i}.jpg`, isPublished: true });
    const html = await (await t.app.request('/gallery')).text();
    expect(html).not.toContain('galleryItems');
    expect(html).toContain(`<link rel="preload" as="image" href="/media/item-${INLINE_GALLERY_MAX_ITEMS}.jpg"`);
  });

  it('re-renders the page after a hero image changes', async () => {
    const t = await createTestApp();
    const before = await (await t.app.request('/')).text();
    expect(before).toContain('{"heroImages":[],"language":"en",');
    await t.request('POST', API.admin.heroImages, { body: { url: '/media/new.jpg', alt: 'New' } });
    expect(await (await t.app.request('/')).text()).toContain('/media/new.jpg');
  });

  it('preloads the srcset of the best format when derivatives exist', () => {
    const link = heroPreload({
      id: 1,
      url: '/media/a.jpg',
      alt: 'a',
      title: null,
      displayOrder: 0,
      isActive: true,
      image: {
        width: 2400,
        height: 1600,
        placeholder: null,
        avif: [
          { width: 480, url: '/media/a-480.avif' },
          { width: 1280, url: '/media/a-1280.avif' },
        ],
        webp: [{ width: 480, url: '/media/a-480.webp' }],
        fallback: '/media/a.jpg',
      },
    });
    expect(link).toContain('imagesrcset="/media/a-480.avif 480w, /media/a-1280.avif 1280w"');
    expect(link).toContain('type="image/avif"');
    expect(link).toContain('imagesizes="100vw"');
    expect(scriptJson({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
