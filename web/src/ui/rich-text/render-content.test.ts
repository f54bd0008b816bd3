/**
 * DOMPurify needs a real DOM (happy-dom's NodeIterator loses nodes removed mid-walk, so it would
 * let scripts through), so these tests bundle render-content.ts and run it in headless Chromium.
 */
import { build } from 'esbuild';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentImages, RenderedContent } from './render-content';
import { youtubeEmbedUrl } from './tiptap-to-html';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'render-content.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'RichText',
    write: false,
    target: 'es2022',
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

type Api = { renderContent: (c: unknown, images?: ContentImages) => RenderedContent; sanitizeHtml: (h: string) => string };
const renderContent = (c: unknown, images?: ContentImages) =>
  page.evaluate(([content, imgs]) => (window as unknown as { RichText: Api }).RichText.renderContent(content, imgs), [c, images] as const);
const sanitizeHtml = (h: string) => page.evaluate((arg) => (window as unknown as { RichText: Api }).RichText.sanitizeHtml(arg), h);
const html = async (c: unknown) => {
  const r = await renderContent(c);
  if (r.status !== 'ok') throw new Error(r.status);
  return r.html;
};

describe('sanitizer', () => {
  it('strips scripts, event handlers and javascript: URLs', async () => {
    const out = await sanitizeHtml('<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">l</a>');
    expect(out).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(out).toContain('<p>Hi</p>');
  });
  it('keeps YouTube embeds and drops other iframes', async () => {
    const out = await sanitizeHtml('<iframe src="https://www.youtube-nocookie.com/embed/abc123def45"></iframe><iframe src="https://evil.example/embed/x"></iframe>');
    expect(out).toContain('youtube-nocookie.com/embed/abc123def45');
    expect(out).not.toContain('evil.example');
    expect(await sanitizeHtml('<iframe src="https://www.youtube.com/embed/abc123def45"></iframe>')).toContain('youtube.com/embed');
  });
});

describe('renderContent', () => {
  const doc = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Svalbard' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' it', marks: [{ type: 'italic' }, { type: 'strike' }] },
          { type: 'hardBreak' },
          { type: 'text', text: 'code', marks: [{ type: 'code' }] },
          { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://example.com' } }] },
          { type: 'text', text: 'bad', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          { type: 'text', text: '<b>not html</b>' },
        ],
      },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] }] },
      { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] }] },
      { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quote' }] }] },
      { type: 'codeBlock', content: [{ type: 'text', text: 'let x = 1;' }] },
      { type: 'horizontalRule' },
      { type: 'image', attrs: { src: '/media/bear.webp', alt: 'Bear', title: null } },
      { type: 'youtube', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', width: 640, height: 480 } },
    ],
  };
  it('converts every editor node and mark to HTML', async () => {
    const out = await html(doc);
    for (const s of ['<h2>Svalbard</h2>', '<strong>Bold</strong>', '<s><em> it</em></s>', '<br>', '<code>code</code>', 'href="https://example.com"', '<ul><li><p>one</p></li></ul>', '<ol><li><p>two</p></li></ol>', '<blockquote>', '<pre><code>let x = 1;</code></pre>', '<hr>', 'src="/media/bear.webp"', 'youtube-nocookie.com/embed/dQw4w9WgXcQ', '&lt;b&gt;not html&lt;/b&gt;']) {
      expect(out).toContain(s);
    }
    expect(out).not.toContain('javascript:');
  });
  it('accepts the document as an object, a JSON string or HTML', async () => {
    expect(await html(JSON.stringify(doc))).toContain('<h2>Svalbard</h2>');
    expect(await html('<p>Plain <em>HTML</em></p>')).toBe('<p>Plain <em>HTML</em></p>');
  });
  it('reports empty and unrenderable content', async () => {
    expect((await renderContent('')).status).toBe('empty');
    expect((await renderContent(null)).status).toBe('empty');
    expect((await renderContent({ type: 'doc', content: [{ type: 'paragraph' }] })).status).toBe('empty');
    expect((await renderContent('{"type":"paragraph"}')).status).toBe('error');
    expect((await renderContent(42)).status).toBe('error');
  });
  it('never lets an XSS payload through', async () => {
    const out = await html('<p>x</p><img src=x onerror="window.pwned=1"><script>window.pwned=1</script><svg onload="alert(1)"></svg>');
    expect(out).not.toMatch(/onerror|<script|onload/i);
  });
  it('draws the site\'s photos in the text at the size shown, and every photo lazily', async () => {
    const image = {
      width: 2400,
      height: 1600,
      placeholder: null,
      fallback: '/media/aa-1600.jpg',
      avif: [],
      webp: [
        { width: 640, url: '/media/aa-640.webp' },
        { width: 1280, url: '/media/aa-1280.webp' },
      ],
    };
    const r = await renderContent('<p>Fox</p><img src="/media/aa-1600.jpg" alt="Fox"><img src="https://elsewhere.example/b.jpg" alt="B">', {
      '/media/aa-1600.jpg': image,
    });
    if (r.status !== 'ok') throw new Error(r.status);
    const [ours, theirs] = r.html.split('<img').slice(1);
    expect(ours).toContain('srcset="/media/aa-640.webp 640w, /media/aa-1280.webp 1280w"');
    expect(ours).toContain('sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"');
    expect(ours).toMatch(/width="2400"[^>]*height="1600"|height="1600"[^>]*width="2400"/);
    expect(ours).toContain('loading="lazy"');
    expect(theirs).toContain('loading="lazy"');
    expect(theirs).not.toContain('srcset');
  });

  it('makes privacy-enhanced embed URLs only for YouTube', () => {
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?controls=0');
    expect(youtubeEmbedUrl('https://vimeo.com/123')).toBeNull();
  });
});
