import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, PHOTO_TILE_SIZES, type AppData, type BlogPost, type HeroImage, type ResponsiveImage } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../app';
import type { Db } from '../db/client';
import { getPublicPost, listPublicPosts } from '../services/blog.service';
import { listPublicCategories } from '../services/categories.service';
import { listPublicItems } from '../services/gallery.service';
import { listActiveHeroImages } from '../services/hero.service';
import type { RouteDeps } from './deps';
import { siteConfig } from './public/site-config';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** JSON that is safe inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel="preload">` for an image drawn at `sizes` (full width by default), with its srcset when derivatives exist. */
export function imagePreload(img: ResponsiveImage | null, url: string, sizes = '100vw'): string {
  const set = img?.avif.length ? { list: img.avif, type: 'image/avif' } : img?.webp.length ? { list: img.webp, type: 'image/webp' } : null;
  if (!set) return `<link rel="preload" as="image" href="${attr(img?.fallback ?? url)}" fetchpriority="high">`;
  const srcset = set.list.map((s) => `${s.url} ${s.width}w`).join(', ');
  const href = set.list[set.list.length - 1]!.url;
  return `<link rel="preload" as="image" href="${attr(href)}" imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}" type="${set.type}" fetchpriority="high">`;
}

/** Preload of the first hero image: the largest paint of the home page. */
export function heroPreload(hero: HeroImage | undefined): string {
  return hero ? imagePreload(hero.image, hero.url) : '';
}

/** A full-width photo as the `<picture>` ResponsiveImage draws, for the page shells below. */
function shellPicture(img: ResponsiveImage | null, url: string, alt: string, pictureClass: string): string {
  const srcset = (list: { url: string; width: number }[]) => attr(list.map((s) => `${s.url} ${s.width}w`).join(', '));
  const sources = img
    ? [img.avif.length ? `<source type="image/avif" srcset="${srcset(img.avif)}" sizes="100vw">` : '', img.webp.length ? `<source type="image/webp" srcset="${srcset(img.webp)}" sizes="100vw">` : ''].join('')
    : '';
  const size = img ? ` width="${img.width}" height="${img.height}"` : '';
  return `<picture class="${pictureClass}">${sources}<img src="${attr(img?.fallback ?? url)}"${size} alt="${attr(alt)}" fetchpriority="high" decoding="async" class="protected-image select-none size-full object-cover"></picture>`;
}

/*
 * Page shells: the first photo of the home page and of a post as plain HTML inside #root, with the
 * classes their components use. The photo paints before any script has run (the app waits for it
 * before rendering, see web/src/main.tsx) and React replaces it with the identical element. They
 * carry no text, so they are right in every language.
 */

export function heroShell(hero: HeroImage | undefined): string {
  if (!hero) return '';
  return (
    `<section class="relative isolate flex h-[92svh] min-h-[560px] items-center justify-center overflow-hidden bg-[#050b14] text-white" aria-hidden="true">` +
    `<div class="absolute inset-0 -z-10"><div class="absolute inset-0">${shellPicture(hero.image, hero.url, hero.alt, 'block size-full')}</div>` +
    `<div class="absolute inset-0 bg-gradient-to-b from-black/55 via-black/25 to-black/70"></div></div></section>`
  );
}

export function postShell(post: BlogPost): string {
  if (!post.headerImage) return '';
  return (
    `<header class="relative flex h-[60vh] min-h-[360px] items-end overflow-hidden bg-[#0b1422]" aria-hidden="true">` +
    shellPicture(post.image, post.headerImage, post.title, 'absolute inset-0 block size-full') +
    `<div class="absolute inset-0 bg-gradient-to-t from-black/90 via-black/45 to-black/30"></div></header>`
  );
}

/** Fills the placeholders of web/index.html for a first paint without waiting for /api. */
export function renderIndex(template: string, data: AppData, { home = false, preload = '', shell = '' } = {}): string {
  // The hero is only on the home page; other pages preload what they draw first.
  const head = home ? heroPreload(data.heroImages[0]) : preload;
  const script = `<script id="app-data" type="application/json">${scriptJson(data)}</script>`;
  if (home) shell = heroShell(data.heroImages[0]);
  return template
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-data-->', () => script)
    .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) read here. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

function readManifest(root: string): ViteManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(root, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * `<link rel="modulepreload">` for a lazily loaded module of the app and every chunk it imports,
 * except those index.html already preloads; nothing without a manifest (the dev server).
 */
export function modulePreloads(manifest: ViteManifest | null, module: string): string {
  if (!manifest?.[module]) return '';
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(walk);
  };
  walk('index.html');
  const inEntry = new Set(seen);
  walk(module);
  return [...seen]
    .filter((key) => !inEntry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${attr(manifest[key]!.file)}">`)
    .join('');
}

/** Galleries up to this size travel inside the /gallery page; larger ones are fetched as a list. */
export const INLINE_GALLERY_MAX_ITEMS = 60;

/** What a public page adds to index.html: its first screen's data and what to fetch early. */
interface PageContent {
  data: Omit<AppData, 'heroImages' | 'language'>;
  /** The image it draws first. */
  preload: string;
  shell?: string;
}

/** A public page with its own cache key; `load` runs only when the page is (re)rendered. */
interface PublicPage {
  key: string;
  /** The screen's own chunk in web/ (lazy in the app): preloaded so it does not wait for the entry. */
  module: string;
  load: () => Promise<PageContent>;
}

/**
 * The pages with data of their own, in the language every first visit starts in (the browser
 * switches to a saved or detected language afterwards and then asks the API). Null for other
 * paths, and for posts that do not exist, so made-up slugs cannot grow the page cache.
 */
async function publicPage(db: Db, pathname: string): Promise<PublicPage | null> {
  const language = DEFAULT_LANGUAGE;
  if (pathname === '/gallery') return { key: 'gallery', module: 'src/public/routes/gallery-page.tsx', load: () => galleryPage(db) };
  if (pathname === '/blog') {
    return { key: 'blog', module: 'src/public/routes/blog-list.tsx', load: async () => ({ data: { posts: await listPublicPosts(db, language) }, preload: '' }) };
  }
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  const post = slug ? await getPublicPost(db, slug, language).catch(() => null) : null;
  if (!post) return null;
  return {
    key: `post:${post.slug}`,
    module: 'src/public/routes/blog-post.tsx',
    // A post's header image is its largest paint.
    load: async () => ({ data: { post }, preload: post.headerImage ? imagePreload(post.image, post.headerImage) : '', shell: postShell(post) }),
  };
}

async function galleryPage(db: Db): Promise<PageContent> {
  const [items, categories] = await Promise.all([listPublicItems(db, DEFAULT_LANGUAGE, INLINE_GALLERY_MAX_ITEMS + 1), listPublicCategories(db, DEFAULT_LANGUAGE)]);
  // The first tile is the largest paint of a phone's screen: fetch it beside the scripts (a video
  // without a poster shows its own first frame instead).
  const first = items[0];
  const tileImage = first && (first.image || first.thumbnailUrl || first.type !== 'video');
  const preload = tileImage ? imagePreload(first.image, first.thumbnailUrl || first.url, PHOTO_TILE_SIZES) : '';
  const data = items.length <= INLINE_GALLERY_MAX_ITEMS ? { galleryItems: items, galleryCategories: categories } : {};
  return { data, preload };
}

/**
 * Static files of the built web app (STATIC_ROOT) and the SPA fallback: any other GET outside
 * /api and /media gets index.html, with its first screen's data; /admin/... gets admin.html.
 */
export function spaRoutes({ db, env, cache }: RouteDeps) {
  const root = path.resolve(env.STATIC_ROOT);
  const indexFile = path.join(root, 'index.html');
  // The back-office is a page of its own build (web/admin.html).
  const adminFile = path.join(root, 'admin.html');

  return new Hono<AppEnv>().get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/media/')) {
      return c.json({ message: 'Not found' }, 404);
    }
    if (pathname !== '/' && !pathname.endsWith('/')) {
      const file = path.join(root, pathname);
      // Dot folders (Vite's build manifest) are build records, not part of the site.
      if (file.startsWith(root + path.sep) && file !== indexFile && file !== adminFile && !pathname.includes('/.') && isFile(file)) {
        const cacheControl = pathname.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
        return sendStatic(file, cacheControl, c.req.header('accept-encoding') ?? '');
      }
      if (pathname.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    if (!isFile(isAdmin ? adminFile : indexFile)) return c.text('The web app is not built: run npm run build', 404);
    if (isAdmin) return cache.send(c, 'spa:admin', 'text/html; charset=UTF-8', () => Bun.file(adminFile).text());
    const home = pathname === '/';
    const page = home ? null : await publicPage(db, pathname);
    return cache.send(c, `spa:${home ? 'home' : (page?.key ?? 'public')}`, 'text/html; charset=UTF-8', async () => {
      const [heroImages, content] = await Promise.all([listActiveHeroImages(db), page?.load()]);
      // With a country header the config differs per visitor, and this page is cached for all.
      const config = env.COUNTRY_HEADER ? {} : { siteConfig: siteConfig(env, undefined) };
      const data: AppData = { heroImages, language: DEFAULT_LANGUAGE, ...config, ...content?.data };
      const preload = page && content ? content.preload + modulePreloads(readManifest(root), page.module) : '';
      return renderIndex(await Bun.file(indexFile).text(), data, { home, preload, shell: content?.shell });
    });
  });
}

/**
 * Sends a built file, or the brotli/gzip copy the build wrote beside it when the client accepts
 * it: the entry script shrinks to about a third, which matters most on phones.
 */
function sendStatic(file: string, cacheControl: string, acceptEncoding: string): Response {
  const type = Bun.file(file).type;
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, 'Content-Type': type };
  if (/\.(js|css|html|svg|json|txt|xml)$/.test(file)) {
    headers.Vary = 'Accept-Encoding';
    for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (acceptsEncoding(acceptEncoding, encoding) && isFile(file + ext)) {
        return new Response(Bun.file(file + ext), { headers: { ...headers, 'Content-Encoding': encoding } });
      }
    }
  }
  return new Response(Bun.file(file), { headers });
}

function acceptsEncoding(header: string, encoding: string): boolean {
  return header
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
